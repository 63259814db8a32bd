import type { GhostOddsDto } from '@grimhunt/contracts';
import { EnemyArt } from '../../../components/art/enemy-art';
import { CurrencyAmount } from '../../../components/currency-amount';
import { bpText, VIA_LABELS } from '../odds-view';

function Meter({ bp, label, tone }: { bp: number; label: string; tone: 'attract' | 'catch' }) {
  return (
    <span
      className={`odds-meter odds-meter--${tone}`}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={bp / 100}
    >
      <span style={{ width: `${Math.max(0, Math.min(100, bp / 100))}%` }} />
    </span>
  );
}

/** One ghost of the ground: how it comes, its chance to come and to be caught, and its gold per hunt. */
export function GhostRow({ ghost }: { ghost: GhostOddsDto }) {
  const escapes = ghost.catchBp < 10_000;
  return (
    <li className={`odds-ghost${escapes ? ' odds-ghost--escapes' : ''}`} data-testid="odds-ghost">
      <span className="odds-ghost__art" style={{ borderColor: ghost.enemy.rarity?.colorHex }}>
        <EnemyArt enemy={{ ...ghost.enemy, enemyRarity: ghost.enemy.rarity }} size={44} />
      </span>
      <span className="odds-ghost__name">
        {ghost.enemy.name}
        <small>{VIA_LABELS[ghost.via]}</small>
      </span>
      <span className="odds-ghost__figure odds-ghost__figure--comes">
        <span className="odds-ghost__label">Comes</span>
        <strong>{bpText(ghost.attractionBp)}</strong>
        <Meter bp={ghost.attractionBp} label={`Chance that ${ghost.enemy.name} comes`} tone="attract" />
      </span>
      <span className="odds-ghost__figure odds-ghost__figure--caught">
        <span className="odds-ghost__label">Caught</span>
        <strong>{bpText(ghost.catchBp)}</strong>
        <Meter bp={ghost.catchBp} label={`Chance to catch ${ghost.enemy.name}`} tone="catch" />
      </span>
      <span className="odds-ghost__gold" title="Gold per hunt from this ghost">
        <CurrencyAmount name="gold" value={Math.round(ghost.gold * 10) / 10} />
      </span>
    </li>
  );
}
