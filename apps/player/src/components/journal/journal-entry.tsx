import { JOURNAL_TYPES, type JournalEntryDto, type JournalLootDto } from '@grimhunt/contracts';
import { formatAmount } from '../../lib/format';
import { CurrencyAmount } from '../currency-amount';
import { ItemArt } from '../item-art';
import { EnemyArt } from '../art/enemy-art';
import { GroundArt } from '../art/ground-art';
import {
  HUNT_TONE_LABELS,
  currencyBonusesOf,
  formatTimestamp,
  huntToneOf,
  kindOf,
  parseProgress,
  parseReward,
  procsOf,
  typeLabel,
} from '../../lib/journal-view';
import './journal-entry.css';

export function LootList({ loot }: { loot: JournalLootDto[] }) {
  if (loot.length === 0) return null;
  return (
    <ul className="loot-list" aria-label="Loot">
      {loot.map((entry, i) => (
        <li key={`${entry.item.id}-${i}`} className="loot-list__item">
          <ItemArt
            imageId={entry.item.imageId}
            itemType={entry.item.itemType}
            name={entry.item.name}
            accent={entry.item.rarity?.colorHex}
            size={28}
          />
          <span className="loot-list__name">{entry.item.name}</span>
          <span className="loot-list__amount">×{entry.amount}</span>
        </li>
      ))}
    </ul>
  );
}

export function RewardLine({ xp, currencies }: { xp: number; currencies: { name: string; value: number }[] }) {
  if (xp <= 0 && currencies.length === 0) return null;
  return (
    <p className="reward-line">
      {xp > 0 && <span className="reward-line__xp">+{formatAmount(xp)} XP</span>}
      {currencies.map((c) => (
        <span key={c.name} className="reward-line__currency">
          {c.value > 0 ? '+' : ''}
          <CurrencyAmount name={c.name} value={c.value} />
        </span>
      ))}
    </p>
  );
}

export function ProcChips({ entry }: { entry: Pick<JournalEntryDto, 'data'> }) {
  const procs = procsOf(entry.data);
  const bonuses = currencyBonusesOf(entry.data);
  if (procs.length === 0 && bonuses.length === 0) return null;
  return (
    <ul className="proc-chips" aria-label="Special effects">
      {procs.map((proc) => (
        <li key={proc.key} className={`proc-chip proc-chip--${proc.key}`} title={proc.effect}>
          ✦ {proc.label}
        </li>
      ))}
      {bonuses.map((bonus) => (
        <li key={bonus.name} className="proc-chip proc-chip--bonus">
          +{formatAmount(bonus.value)} {bonus.name} bonus
        </li>
      ))}
    </ul>
  );
}

function HuntBody({ entry }: { entry: JournalEntryDto }) {
  const tone = huntToneOf(entry.data.huntResult);
  const reward = parseReward(entry.data);
  return (
    <>
      <p className="journal-entry__message">
        <span className={`tone-badge tone-badge--${tone}`}>{HUNT_TONE_LABELS[tone]}</span> {entry.data.message}
      </p>
      {entry.data.huntedWith && (
        <p className="journal-entry__party" data-testid="journal-hunted-with">
          Taken along by {entry.data.huntedWith.name}
        </p>
      )}
      <RewardLine xp={reward.xp} currencies={reward.currencies} />
      <LootList loot={entry.loot} />
      <ProcChips entry={entry} />
    </>
  );
}

function Art({ entry }: { entry: JournalEntryDto }) {
  const kind = kindOf(entry.type);
  if (entry.enemy) return <EnemyArt enemy={entry.enemy} size={64} />;
  if (kind === 'travel')
    return <GroundArt imageId={entry.data.travel_imageId} name={entry.data.travel_name ?? 'Travel'} width={80} height={64} />;
  const glyph = { hunt: '☾', rankUp: '★', missionReward: '✠', system: '✉', fetch: '⚲', unknown: '?', travel: '➶' }[kind];
  return (
    <span className={`journal-entry__glyph journal-entry__glyph--${kind}`} aria-hidden="true">
      {glyph}
    </span>
  );
}

function titleOf(entry: JournalEntryDto): string {
  switch (kindOf(entry.type)) {
    case 'hunt':
      return entry.enemy?.name ?? entry.data.title ?? 'Hunt';
    case 'travel':
      return `Travelled to ${entry.data.travel_name ?? 'a new hunting ground'}`;
    case 'rankUp':
      return `New rank: ${entry.data.newRank_name ?? 'unknown'}`;
    case 'unknown':
      return 'Unknown entry';
    default:
      return entry.data.title ?? typeLabel(entry.type);
  }
}

/** One journal entry, drawn by its type (3 rank up, 4 mission reward, 5 system, 6 auto-hunt, 7 fetch, 8/9 hunts). */
export function JournalEntry({ entry }: { entry: JournalEntryDto }) {
  const kind = kindOf(entry.type);
  const title = titleOf(entry);
  const isAuto = entry.type === JOURNAL_TYPES.autoHunt || entry.data.autoHunt === true;
  const label = isAuto ? 'Auto-hunt' : typeLabel(entry.type);
  const tone = kind === 'hunt' ? huntToneOf(entry.data.huntResult) : kind;
  return (
    <article className={`journal-entry journal-entry--${kind} journal-entry--${tone}`} aria-label={title} data-type={entry.type}>
      <div className="journal-entry__art">
        <Art entry={entry} />
      </div>
      <div className="journal-entry__body">
        <div className="journal-entry__head">
          <h3 className="journal-entry__title">{title}</h3>
          <span className="journal-entry__type">{label}</span>
          <time className="journal-entry__time" dateTime={new Date(entry.timeStamp).toISOString()}>
            {formatTimestamp(entry.timeStamp)}
          </time>
        </div>
        {kind === 'hunt' ? (
          <HuntBody entry={entry} />
        ) : (
          <>
            {entry.data.message && <p className="journal-entry__message">{entry.data.message}</p>}
            {kind === 'missionReward' && <MissionRewardBody entry={entry} />}
            <LootList loot={entry.loot} />
          </>
        )}
      </div>
    </article>
  );
}

function MissionRewardBody({ entry }: { entry: JournalEntryDto }) {
  const reward = parseReward(entry.data);
  const progress = parseProgress(entry.data);
  return (
    <>
      <RewardLine xp={reward.xp} currencies={reward.currencies} />
      {progress.length > 0 && (
        <ul className="mission-progress">
          {progress.map((p) => (
            <li key={p.enemyName}>
              {p.enemyName}: {p.caught}/{p.goal}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
