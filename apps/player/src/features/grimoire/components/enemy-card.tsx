import type { GrimoireEnemyDto } from '@grimhunt/contracts';
import { EnemyArt } from '../../../components/art/enemy-art';

/** A ghost of the album: its art (an outline until caught), rarity, and how often you and everyone caught it. */
export function EnemyCard({ enemy, onOpen }: { enemy: GrimoireEnemyDto; onOpen: () => void }) {
  const trapped = enemy.playerTimesHunted > 0;
  return (
    <article
      className={`enemy-card${trapped ? ' enemy-card--trapped' : ' enemy-card--unknown'}`}
      aria-label={enemy.name}
      data-testid="enemy-card"
    >
      <button type="button" className="enemy-card__open" onClick={onOpen} aria-label={`Details of ${enemy.name}`}>
        <span className="enemy-card__art" style={{ borderColor: enemy.enemyRarity?.colorHex }}>
          {/* A ghost the player has not caught yet shows only its outline. */}
          <EnemyArt enemy={enemy} size={96} className={trapped ? '' : 'enemy-art--silhouette'} />
          {enemy.midnightGhost && (
            <span className="enemy-card__flag" title="Midnight ghost">
              ☾
            </span>
          )}
        </span>
        <span className="enemy-card__name">{enemy.name}</span>
        <span className="enemy-card__rarity" style={{ color: enemy.enemyRarity?.colorHex }}>
          {enemy.enemyRarity?.name ?? ''}
        </span>
        {trapped ? (
          <span className="enemy-card__counts" data-testid="hunted-counts">
            <span>
              Caught by you <strong>{enemy.playerTimesHunted.toLocaleString('en-US')}</strong>
            </span>
            <span>
              by all hunters <strong>{enemy.globalTimesHunted.toLocaleString('en-US')}</strong>
            </span>
          </span>
        ) : (
          <span className="enemy-card__counts" data-testid="hunted-counts">
            <span className="enemy-card__unknown">Not caught yet</span>
            <span>
              by all hunters <strong>{enemy.globalTimesHunted.toLocaleString('en-US')}</strong>
            </span>
          </span>
        )}
      </button>
    </article>
  );
}
