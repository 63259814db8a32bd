import type { JournalEntryDto } from '@grimhunt/contracts';
import { HUNT_TONE_LABELS, huntToneOf, kindOf, parseProgress, parseReward } from '../../lib/journal-view';
import { LootList } from './loot-list';
import { ProcChips } from './proc-chips';
import { RewardLine } from './reward-line';

/** A hunt entry's body: outcome badge and message, who took the hunter along, rewards, loot and procs. */
export function HuntBody({ entry }: { entry: JournalEntryDto }) {
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

/** A mission reward's extra lines: what it paid and the mission's progress per ghost. */
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

/** Any other entry's body: its message, a mission's reward lines, its loot. */
export function PlainBody({ entry }: { entry: JournalEntryDto }) {
  const kind = kindOf(entry.type);
  return (
    <>
      {entry.data.message && <p className="journal-entry__message">{entry.data.message}</p>}
      {kind === 'missionReward' && <MissionRewardBody entry={entry} />}
      <LootList loot={entry.loot} />
    </>
  );
}
