import type { GhostTallyDto } from '@grimhunt/contracts';
import { EnemyArt } from '../../../components/art/enemy-art';
import { Spinner } from '../../../components/spinner';
import { useGhostTally } from '../../../api/get-ghost-tally';
import '../odds.css';

/** The crown tiers by catches: bronze, silver, gold, then the spectral crown. */
export const CROWN_NAMES: Record<number, string> = { 10: 'Bronze crown', 100: 'Silver crown', 500: 'Gold crown', 1000: 'Spectral crown' };

/** A small crown drawn in the tier's metal; an outline when not yet earned. */
export function Crown({ tier, size = 28 }: { tier: number; size?: number }) {
  const metal = { 10: '#cd7f32', 100: '#d8dee9', 500: '#facc15', 1000: '#4ade80' }[tier] ?? 'none';
  return (
    <svg
      className={`crown crown--${tier}`}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role="img"
      aria-label={CROWN_NAMES[tier] ?? 'No crown yet'}
    >
      <path
        d="M4 24 L6 10 L12 17 L16 6 L20 17 L26 10 L28 24 Z"
        fill={metal}
        stroke={tier ? '#1e1035' : '#a89cc0'}
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeDasharray={tier ? undefined : '2 2'}
      />
      {tier > 0 && <rect x="4" y="24" width="24" height="4" rx="1" fill={metal} stroke="#1e1035" strokeWidth="1.2" />}
      {tier >= 500 && <circle cx="16" cy="19" r="2.2" fill="#8b5cf6" />}
    </svg>
  );
}

function GhostCrown({ ghost }: { ghost: GhostTallyDto }) {
  const from = ghost.crown;
  const to = ghost.nextCrown;
  const progress = to === null ? 100 : Math.round(((ghost.caught - from) / (to - from)) * 100);
  return (
    <li className={`crown-card crown-card--${ghost.crown}`} data-testid="crown-card" aria-label={ghost.enemy.name}>
      <span className="crown-card__art" style={{ borderColor: ghost.enemy.rarity?.colorHex }}>
        <EnemyArt enemy={{ ...ghost.enemy, enemyRarity: ghost.enemy.rarity }} size={56} />
        <span className="crown-card__crown">
          <Crown tier={ghost.crown} />
        </span>
      </span>
      <span className="crown-card__name">{ghost.enemy.name}</span>
      <span className="crown-card__counts">
        <span title="Caught">
          Caught <strong>{ghost.caught.toLocaleString('en-US')}</strong>
        </span>
        <span title="Missed">
          Missed <strong>{ghost.missed.toLocaleString('en-US')}</strong>
        </span>
      </span>
      <span className="crown-card__next">
        {to === null ? 'Every crown won' : `${(to - ghost.caught).toLocaleString('en-US')} more for the ${CROWN_NAMES[to].toLowerCase()}`}
      </span>
      <span
        className="crown-card__bar"
        role="meter"
        aria-label="Toward the next crown"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span style={{ width: `${progress}%` }} />
      </span>
    </li>
  );
}

/** "Crowns": every ghost the player met, with catches and misses and the crown its catches earned (10, 100, 500, 1,000). */
export function GhostCrowns() {
  const tally = useGhostTally();
  return (
    <section className="panel crowns" aria-labelledby="crowns-title" data-testid="ghost-crowns">
      <div className="odds-panel__head">
        <h2 id="crowns-title" className="odds-panel__title">
          Crowns
        </h2>
        <span className="odds-panel__ground crowns__legend">
          {[10, 100, 500, 1000].map((tier) => (
            <span key={tier}>
              <Crown tier={tier} size={18} /> {tier.toLocaleString('en-US')}
            </span>
          ))}
        </span>
      </div>
      {tally.isPending ? (
        <Spinner label="Counting the trophies..." />
      ) : tally.isError ? (
        <p className="alert alert--error" role="alert">
          Could not count your catches: {tally.error.message}
        </p>
      ) : tally.data.ghosts.length === 0 ? (
        <p className="empty-note">No ghost met yet. Ten catches of one ghost earn its first crown.</p>
      ) : (
        <ol className="crown-grid" aria-label="Catches and crowns">
          {tally.data.ghosts.map((ghost) => (
            <GhostCrown key={ghost.enemy.id} ghost={ghost} />
          ))}
        </ol>
      )}
    </section>
  );
}
