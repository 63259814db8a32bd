import type { GhostOddsDto, HuntOddsDto } from '@grimhunt/contracts';
import { EnemyArt } from '../../../components/art/enemy-art';
import { CurrencyAmount } from '../../../components/currency-amount';
import { ItemArt } from '../../../components/item-art';
import { Spinner } from '../../../components/spinner';
import { useHuntOdds } from '../api/get-hunt-odds';
import { bpText, lootRateText, perHuntText, VIA_LABELS } from '../odds-view';
import '../odds.css';

const BAIT_PROBLEMS = {
  NoBait: 'No bait at work: equip bait, or this trap stays silent. The odds below assume it would hunt.',
  WrongBait: 'This ground only takes its special bait. The odds below assume you carried it.',
} as const;

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

function GhostRow({ ghost }: { ghost: GhostOddsDto }) {
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

/** The summary line: catch rate, empty hunts, gold and XP per hunt, the loot to expect. */
function Summary({ odds }: { odds: HuntOddsDto }) {
  return (
    <div className="odds-summary">
      <div className="odds-summary__big" data-testid="odds-catch-rate">
        <strong>{bpText(odds.catchRateBp)}</strong>
        <span>of hunts end in a catch</span>
      </div>
      <dl className="odds-summary__facts">
        <div>
          <dt>Gold / hunt</dt>
          <dd data-testid="odds-gold">
            <CurrencyAmount name="gold" value={Math.round(odds.gold * 10) / 10} />
          </dd>
        </div>
        <div>
          <dt>XP / hunt</dt>
          <dd data-testid="odds-xp">{perHuntText(odds.xp)}</dd>
        </div>
        <div>
          <dt>Empty trap</dt>
          <dd>{bpText(odds.noGhostBp)}</dd>
        </div>
      </dl>
      {odds.loot.length > 0 && (
        <ul className="odds-loot" aria-label="Loot per hunt">
          {odds.loot.slice(0, 6).map((loot) => (
            <li key={loot.item.id}>
              <ItemArt
                imageId={loot.item.imageId}
                itemType={loot.item.itemType}
                name={loot.item.name}
                accent={loot.item.rarity?.colorHex}
                size={26}
              />
              <span className="odds-loot__name">{loot.item.name}</span>
              <span className="odds-loot__rate">{lootRateText(loot)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "The odds": for the setup at work on the current ground, each ghost's chance to come and to be caught and the
 * expected gold, XP and loot per hunt, as the server's engine computes them. `limit` shows the likeliest ghosts only.
 */
export function HuntOddsPanel({ limit, title = 'The odds' }: { limit?: number; title?: string }) {
  const odds = useHuntOdds();
  return (
    <section className="panel odds-panel" aria-labelledby="odds-title" data-testid="odds-panel">
      <div className="odds-panel__head">
        <h2 id="odds-title" className="odds-panel__title">
          {title}
        </h2>
        {odds.data?.ground && <span className="odds-panel__ground">{odds.data.ground.name}</span>}
      </div>
      {odds.isPending ? (
        <Spinner label="Reading the omens..." />
      ) : odds.isError ? (
        <p className="alert alert--error" role="alert">
          Could not read the odds: {odds.error.message}
        </p>
      ) : (
        <>
          {odds.data.baitProblem && (
            <p className="alert alert--error odds-panel__bait" role="status">
              {BAIT_PROBLEMS[odds.data.baitProblem]}
            </p>
          )}
          <Summary odds={odds.data} />
          {odds.data.ghosts.length === 0 ? (
            <p className="empty-note">No ghost haunts this ground.</p>
          ) : (
            <ol className="odds-ghosts" aria-label="Ghosts of this ground">
              {(limit ? odds.data.ghosts.slice(0, limit) : odds.data.ghosts).map((ghost) => (
                <GhostRow key={`${ghost.via}-${ghost.enemy.id}`} ghost={ghost} />
              ))}
            </ol>
          )}
          {limit && odds.data.ghosts.length > limit && (
            <p className="muted odds-panel__more">and {odds.data.ghosts.length - limit} rarer ghosts: every one is in the album.</p>
          )}
        </>
      )}
    </section>
  );
}
