import { useState, type ReactNode } from 'react';
import type { MirrorNightEntrantDto, MirrorNightResultsDto } from '@grimhunt/contracts';
import { Spinner } from '../../../components/spinner';
import { useMirrorNight } from '../api/get-mirror-night';
import { useVerifyEntrant } from '../api/verify-entrant';
import { versusPar } from '../mirror-nights-view';
import '../mirror-nights.css';

/** One entrant's row, with its verify button once the night has ended. */
function EntrantRow({ night, entrant }: { night: MirrorNightResultsDto; entrant: MirrorNightEntrantDto }) {
  const [asked, setAsked] = useState(false);
  const verify = useVerifyEntrant(night.id, entrant.userId, asked);
  let verdict: ReactNode = null;
  if (asked && verify.isPending) verdict = <span className="mirror__verdict">Replaying...</span>;
  else if (verify.isError) verdict = <span className="mirror__verdict mirror__verdict--bad">{verify.error.message}</span>;
  else if (verify.data)
    verdict = verify.data.matches ? (
      <span className="mirror__verdict mirror__verdict--ok" data-verdict="match">
        ✓ Match: {verify.data.hunts.length} hunts replayed
      </span>
    ) : (
      <span className="mirror__verdict mirror__verdict--bad" data-verdict="mismatch">
        ✗ Mismatch: {verify.data.hunts.filter((h) => !h.matches).length} of {verify.data.hunts.length} hunts differ
      </span>
    );
  return (
    <tr>
      <td className="mirror__rank">{entrant.rank}</td>
      <td>{entrant.name}</td>
      <td>
        {entrant.huntsUsed} / {night.hunts}
      </td>
      <td>
        <strong>{entrant.score}</strong> <span className="mirror__par">{versusPar(entrant.score, night.parScore)}</span>
      </td>
      <td>
        {night.phase === 'finished' &&
          (verdict ?? (
            <button type="button" className="btn btn--ghost btn--tiny" onClick={() => setAsked(true)}>
              Verify
            </button>
          ))}
      </td>
    </tr>
  );
}

/** A night's results: entrants by score against par, the published seeds and a replay per entrant once it ended. */
export function MirrorNightResults({ id }: { id: string }) {
  const night = useMirrorNight(id);
  if (night.isPending) return <Spinner label="Reading the mirror..." />;
  if (night.isError)
    return (
      <p className="alert alert--error" role="alert">
        Could not load the results: {night.error.message}
      </p>
    );
  const n = night.data;
  return (
    <div className="mirror__results" aria-label={`Results of ${n.name}`}>
      <h3 className="mirror__subtitle">
        Results of {n.name} <span className="mirror__par">par {n.parScore}</span>
      </h3>
      {n.results.length === 0 ? (
        <p className="mirror__empty">Nobody has entered yet.</p>
      ) : (
        <div className="mirror__scroll">
          <table className="mirror__table">
            <thead>
              <tr>
                <th>#</th>
                <th>Hunter</th>
                <th>Hunts</th>
                <th>Score</th>
                <th>{n.phase === 'finished' ? 'Replay' : ''}</th>
              </tr>
            </thead>
            <tbody>
              {n.results.map((e) => (
                <EntrantRow key={e.userId} night={n} entrant={e} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {n.seeds ? (
        <div className="mirror__seeds">
          <h4>Published seeds</h4>
          <ol className="mirror__seed-list" data-testid="mirror-seeds">
            {n.seeds.map((seed, i) => (
              <li key={i}>
                <span className="mirror__seed-index">{i + 1}.</span> {seed}
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p className="mirror__hint">The seeds are published when the night ends; then anyone can replay any entrant.</p>
      )}
    </div>
  );
}
