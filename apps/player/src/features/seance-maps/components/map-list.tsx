import type { SeanceMapSummaryDto } from '@grimhunt/contracts';
import { useJoinSeanceMap } from '../api/join-seance-map';
import { useLeaveSeanceMap } from '../api/leave-seance-map';
import { errorText, MAP_SCREEN_TEXTS, when } from '../seance-maps-messages';

interface MapListProps {
  maps: SeanceMapSummaryDto[];
  invitations: SeanceMapSummaryDto[];
  selected: string | null;
  onSelect: (mapId: string) => void;
  notify: (text: string, tone: 'ok' | 'error') => void;
}

function stateOf(m: SeanceMapSummaryDto): string {
  if (m.settledAt) return m.completedAt ? 'Finished, chests paid' : 'Over, consolation paid';
  if (m.completedAt) return 'Finished';
  return `Until ${when(m.expiresAt)}`;
}

/** My maps (select one to open it) and the maps friends invited me to (join or decline). */
export function MapList({ maps, invitations, selected, onSelect, notify }: MapListProps) {
  const join = useJoinSeanceMap();
  const leave = useLeaveSeanceMap();
  const fail = (error: unknown) => notify(errorText(error), 'error');
  return (
    <section className="panel" aria-labelledby="maps-title">
      <h2 id="maps-title" className="maps__heading">
        My séance maps
      </h2>
      {maps.length === 0 && invitations.length === 0 && <p className="muted">{MAP_SCREEN_TEXTS.noMaps}</p>}
      <ul className="maps__list">
        {maps.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              className={`maps__pick${m.id === selected ? ' maps__pick--on' : ''}`}
              aria-pressed={m.id === selected}
              onClick={() => onSelect(m.id)}
              data-testid="map-row"
            >
              <span className="maps__name">{m.scrollName}</span>
              <span className="muted">
                {m.me === 'owner' ? 'Yours' : `${m.owner.name}'s`} · {m.caught}/{m.ghostCount} caught · {m.members} at the table
              </span>
              <span className="muted">{stateOf(m)}</span>
            </button>
          </li>
        ))}
      </ul>
      {invitations.length > 0 && <h3 className="maps__subheading">Invitations</h3>}
      <ul className="maps__list">
        {invitations.map((m) => (
          <li key={m.id} className="maps__invite" data-testid="map-invitation">
            <span className="maps__grow">
              <strong>{m.owner.name}</strong> invites you: {m.scrollName} ({m.ghostCount} ghosts)
            </span>
            <button
              type="button"
              className="btn btn--primary"
              disabled={join.isPending}
              onClick={() => join.mutate(m.id, { onSuccess: (map) => onSelect(map.id), onError: fail })}
            >
              Join
            </button>
            <button type="button" className="btn" disabled={leave.isPending} onClick={() => leave.mutate(m.id, { onError: fail })}>
              Decline
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
