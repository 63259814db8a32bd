import type { SeanceMapDto } from '@grimhunt/contracts';
import { useLeaveSeanceMap } from '../api/leave-seance-map';
import { errorText, when } from '../seance-maps-messages';
import { InviteForm } from './invite-form';
import { MapGhost } from './map-ghost';

interface MapDetailProps {
  map: SeanceMapDto;
  notify: (text: string, tone: 'ok' | 'error') => void;
}

function statusOf(map: SeanceMapDto): string {
  if (map.settlement === 'complete') return 'Finished: every hunter who caught a ghost got a chest';
  if (map.settlement === 'consolation') return 'Over: the consolation chests are paid';
  if (map.completedAt) return 'Finished: the chests are on their way';
  return `Open until ${when(map.expiresAt)}`;
}

/** One map: who sits at the table, the invite form (owner), Leave (members), and every ghost. */
export function MapDetail({ map, notify }: MapDetailProps) {
  const leave = useLeaveSeanceMap();
  const open = !map.completedAt && !map.settledAt && map.expiresAt > Date.now();
  return (
    <section className="panel maps__detail" aria-labelledby="map-title" data-testid="map-detail">
      <h2 id="map-title" className="maps__heading">
        {map.scrollName}
      </h2>
      <p className="maps__progress" data-testid="map-progress">
        {map.caught} of {map.ghosts.length} ghosts caught · {statusOf(map)}
      </p>
      <p className="maps__table">
        At the table:{' '}
        {map.members.map((m, i) => (
          <span key={m.userId}>
            {i > 0 && ', '}
            <strong>{m.name}</strong>
            {m.owner && ' (owner)'}
            {m.caught > 0 && ` · ${m.caught} caught`}
          </span>
        ))}
        {map.invited.length > 0 && <span className="muted"> · invited: {map.invited.map((p) => p.name).join(', ')}</span>}
      </p>
      {open && map.me === 'owner' && <InviteForm mapId={map.id} notify={notify} />}
      {open && map.me === 'member' && (
        <button
          type="button"
          className="btn"
          disabled={leave.isPending}
          onClick={() => leave.mutate(map.id, { onSuccess: (a) => notify(a.message, 'ok'), onError: (e) => notify(errorText(e), 'error') })}
        >
          Leave this séance
        </button>
      )}
      <ul className="map-ghosts" aria-label="Ghosts of the map">
        {map.ghosts.map((g) => (
          <MapGhost key={g.enemyId} ghost={g} />
        ))}
      </ul>
    </section>
  );
}
