import type { AnimationEvent } from 'react';
import { JOURNAL_TYPES, huntedWithMessage, type HuntAnswerDto } from '@grimhunt/contracts';
import { LootList } from '../../../components/journal/loot-list';
import { ProcChips } from '../../../components/journal/proc-chips';
import { RewardLine } from '../../../components/journal/reward-line';
import { WhatIfReplay } from '../../../components/what-if/what-if-replay';
import { parseReward } from '../../../lib/journal-view';
import { huntFailureReason } from '../hunt-rounds';
import { HuntAdvice } from './hunt-advice';
import { HuntParty } from './hunt-party';

/** What came of a rank up or a finished mission the hunt brought. */
function ExtraEntries({ answer }: { answer: HuntAnswerDto }) {
  const rankUps = answer.extraEntries.filter((e) => e.type === JOURNAL_TYPES.rankUp);
  const missions = answer.extraEntries.filter((e) => e.type === JOURNAL_TYPES.missionReward);
  return (
    <>
      {rankUps.map((rank) => (
        <p key={rank.id} className="hunt-result__rankup">
          ★ New rank: <strong>{rank.data.newRank_name}</strong>
        </p>
      ))}
      {missions.map((mission) => {
        const missionReward = parseReward(mission.data);
        return (
          <div key={mission.id} className="hunt-result__mission">
            <p>✠ {mission.data.title}</p>
            <RewardLine xp={missionReward.xp} currencies={missionReward.currencies} />
          </div>
        );
      })}
    </>
  );
}

/**
 * The outcome under the revealed rounds: who took the hunter along, the spec's text, why a hunt failed, XP, gold,
 * loot and procs, the friends hunted with, rank ups and missions, advice on a refused hunt and the what-if replay
 * of an escape. `onShown` hears its appearance animation end.
 */
export function HuntResultOutcome({
  answer,
  onShown,
}: {
  answer: HuntAnswerDto;
  onShown: (event: AnimationEvent<HTMLDivElement>) => void;
}) {
  const entry = answer.journalEntry;
  const reward = parseReward(entry?.data);
  const why = huntFailureReason(answer);
  return (
    <div className="hunt-result__outcome" onAnimationEnd={onShown}>
      {answer.takenAlong && (
        <p className="hunt-result__hunted-with" data-testid="hunted-with">
          {huntedWithMessage(answer.takenAlong.by.name, (answer.currentTimeStamp - answer.takenAlong.huntedAt) / 1000)}
        </p>
      )}
      <p className="hunt-result__message">{answer.message}</p>
      {why && (
        <p className="hunt-result__why" data-testid="hunt-why">
          {why}
        </p>
      )}
      {answer.cached && <p className="muted hunt-result__note">(the answer of your last hunt, moments ago)</p>}
      <RewardLine xp={reward.xp} currencies={reward.currencies} />
      {entry && <LootList loot={entry.loot} />}
      {entry && <ProcChips entry={entry} />}
      <HuntParty party={answer.party} />
      <ExtraEntries answer={answer} />
      <HuntAdvice result={answer.huntResult} />
      {entry && (answer.huntResult === 'GhostTooPowerful' || answer.huntResult === 'NoSpecialBait') && (
        <WhatIfReplay journalEntryId={entry.id} />
      )}
    </div>
  );
}
