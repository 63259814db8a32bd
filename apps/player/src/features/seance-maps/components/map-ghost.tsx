import type { SeanceGhostDto } from '@grimhunt/contracts';
import { EnemyArt } from '../../../components/art/enemy-art';
import { MAP_SCREEN_TEXTS, percent, when } from '../seance-maps-messages';

/** One ghost of a map: its picture, who caught it and when, or where and with what I would hunt it and my chance there. */
export function MapGhost({ ghost }: { ghost: SeanceGhostDto }) {
  const caught = ghost.caughtBy !== null;
  return (
    <li className={`map-ghost${caught ? ' map-ghost--caught' : ''}`} data-testid="map-ghost">
      <EnemyArt enemy={{ id: ghost.enemyId, name: ghost.name, imageId: ghost.imageId }} size={72} />
      <div className="map-ghost__text">
        <p className="maps__name">{ghost.name}</p>
        {caught ? (
          <p className="map-ghost__caught">
            Caught by <strong>{ghost.caughtBy!.name}</strong>
            {ghost.caughtAt !== null && <span className="muted"> · {when(ghost.caughtAt)}</span>}
          </p>
        ) : ghost.bestGround ? (
          <>
            <p className="muted">{MAP_SCREEN_TEXTS.free}</p>
            <p>
              Best at <strong>{ghost.bestGround}</strong>
              {ghost.bait ? ` with ${ghost.bait}` : ' (no bait for it)'}
            </p>
            <p className="map-ghost__chance">
              Your chance a hunt: <span className="map-ghost__percent">{percent(ghost.chanceForMe)}</span>
            </p>
          </>
        ) : (
          <p className="muted">{MAP_SCREEN_TEXTS.noGround}</p>
        )}
      </div>
    </li>
  );
}
