import { useState, type AnimationEvent, type CSSProperties } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { JOURNAL_TYPES, huntedWithMessage, type HuntAnswerDto } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { LootList, ProcChips, RewardLine } from '../../../components/journal/journal-entry';
import { HUNT_TONE_LABELS, huntToneOf, parseReward } from '../../../lib/journal-view';
import { HUNT_RESULT_KEY } from '../api/sound-hunt';
import { HuntParty } from './hunt-party';
import { EnemyArt } from '../../../components/art/enemy-art';
import { GameDialog } from '../../../components/game-dialog';
import { WhatIfReplay } from '../../../components/what-if/what-if-replay';
import { huntFailureReason, huntLines } from '../hunt-rounds';
import '../hunt.css';
import '../hunt-result.css';

/** Seconds between two revealed lines (CSS animation delays; none under prefers-reduced-motion). */
const REVEAL_STEP_S = 0.6;

/** What the stage shows happened to a ghost that got away (under its art, which stays in sight). */
export function escapeCaption(result: HuntAnswerDto['huntResult'], name: string): string | null {
  if (result === 'GhostTooPowerful') return `${name} broke out of your trap and fled into the fog.`;
  if (result === 'NoSpecialBait') return `${name} sniffed at your trap and drifted away untouched.`;
  return null;
}

/** What to do about a refused hunt. */
function Advice({ result }: { result: HuntAnswerDto['huntResult'] }) {
  if (result === 'NoBait' || result === 'NoSpecialBait') {
    return (
      <p className="hunt-result__advice">
        Get bait at the <Link to={paths.game.bar.getHref()}>Bar</Link> and equip it in your{' '}
        <Link to={paths.game.inventory.getHref()}>Inventory</Link>.
      </p>
    );
  }
  if (result === 'WrongBait') {
    return (
      <p className="hunt-result__advice">
        Equip the ground's special bait in your <Link to={paths.game.inventory.getHref()}>Inventory</Link>, or{' '}
        <Link to={paths.game.travel.getHref()}>travel</Link> elsewhere.
      </p>
    );
  }
  return null;
}

function Body({ answer }: { answer: HuntAnswerDto }) {
  const entry = answer.journalEntry;
  const tone = huntToneOf(answer.huntResult);
  const enemy = entry?.enemy ?? null;
  const reward = parseReward(entry?.data);
  const rankUps = answer.extraEntries.filter((e) => e.type === JOURNAL_TYPES.rankUp);
  const missions = answer.extraEntries.filter((e) => e.type === JOURNAL_TYPES.missionReward);
  const lines = huntLines(answer);
  const why = huntFailureReason(answer);
  const caption = enemy ? escapeCaption(answer.huntResult, enemy.name) : null;
  // "Show all" ends the wait at once; the button goes when the outcome has appeared.
  const [skipped, setSkipped] = useState(false);
  const [revealed, setRevealed] = useState(lines.length === 0);
  // The stage follows the lines: the ghost comes with its round, is caught or escapes with the last line.
  const ghostLine = Math.max(
    0,
    lines.findIndex((l) => l.kind === 'ghost'),
  );
  const timing = {
    '--step': `${REVEAL_STEP_S}s`,
    '--ghost-at': `${ghostLine * REVEAL_STEP_S}s`,
    '--decide-at': `${Math.max(0, lines.length - 1) * REVEAL_STEP_S}s`,
    '--outcome-at': `${lines.length * REVEAL_STEP_S}s`,
  } as CSSProperties;
  const outcomeShown = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) setRevealed(true);
  };
  return (
    <div
      className={`hunt-result hunt-result--${tone}${skipped ? ' hunt-result--shown' : ''}`}
      data-testid="hunt-result"
      data-result={answer.huntResult}
      style={timing}
    >
      <div className="hunt-result__stage" aria-hidden={!enemy}>
        <div className="hunt-result__flash" />
        {enemy ? (
          <div className="hunt-result__ghost">
            <EnemyArt enemy={enemy} size={132} />
          </div>
        ) : (
          <div className="hunt-result__empty-trap" aria-hidden="true">
            <svg viewBox="0 0 120 80" width="132" height="88">
              <path d="M14 66h92M20 66l-4 10h88l-4-10" stroke="#a78bfa" strokeWidth="3" fill="none" strokeLinecap="round" />
              <path d="M22 66c0-24 16-40 38-40s38 16 38 40" stroke="#a78bfa" strokeWidth="3" fill="none" />
              <path d="M30 66l3-9 3 9 3-9 3 9 3-9 3 9 3-9 3 9 3-9 3 9 3-9 3 9 3-9 3 9" stroke="#b9f5d8" strokeWidth="1.6" fill="none" />
            </svg>
          </div>
        )}
        <div className="hunt-result__trap" />
      </div>
      {enemy && <p className="hunt-result__enemy">{enemy.name}</p>}
      {caption && (
        <p className="hunt-result__caption" data-testid="escape-caption">
          {caption}
        </p>
      )}
      {lines.length > 0 && (
        <ol className="hunt-rounds" aria-label="How the hunt went">
          {lines.map((line, i) => (
            <li key={i} className={`hunt-rounds__line hunt-rounds__line--${line.kind}`} style={{ '--i': i } as CSSProperties}>
              {line.text}
            </li>
          ))}
        </ol>
      )}
      {!skipped && !revealed && (
        <button type="button" className="btn btn--ghost btn--small hunt-result__skip" onClick={() => setSkipped(true)}>
          Show all
        </button>
      )}
      <div className="hunt-result__outcome" onAnimationEnd={outcomeShown}>
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
        <Advice result={answer.huntResult} />
        {entry && (answer.huntResult === 'GhostTooPowerful' || answer.huntResult === 'NoSpecialBait') && (
          <WhatIfReplay journalEntryId={entry.id} />
        )}
      </div>
    </div>
  );
}

/**
 * The hunt result over home: the rounds revealed one by one (the ghost comes with its round), power
 * against scare factor with the chance, then the trap snaps on a caught ghost or an escaped one flies off; "Show all"
 * skips the reveal. Then the spec's text, why a hunt failed, XP, gold, loot and procs of the answer.
 */
export function HuntResult() {
  const queryClient = useQueryClient();
  const { data: answer } = useQuery<HuntAnswerDto | null>({
    queryKey: HUNT_RESULT_KEY,
    queryFn: () => queryClient.getQueryData<HuntAnswerDto | null>(HUNT_RESULT_KEY) ?? null,
    enabled: false,
    staleTime: Infinity,
  });
  if (!answer) return null;
  const close = () => queryClient.setQueryData(HUNT_RESULT_KEY, null);
  const tone = huntToneOf(answer.huntResult);
  // The title and the card's colour keep the outcome until the rounds have been told (the same --outcome-at as the
  // body's outcome; "Show all" ends the wait for them too). The pending words are hidden from assistive technology,
  // so the dialog's name is the outcome from the start, as it was.
  const outcomeAt = { '--outcome-at': `${huntLines(answer).length * REVEAL_STEP_S}s` } as CSSProperties;
  return (
    <GameDialog
      title={
        <span className="hunt-title">
          <span className="hunt-title__pending" aria-hidden="true">
            The hunt…
          </span>
          <span className="hunt-title__outcome">{HUNT_TONE_LABELS[tone]}</span>
        </span>
      }
      onClose={close}
      style={outcomeAt}
      className={`game-dialog--result game-dialog--${tone}`}
      footer={
        <>
          <Link className="btn btn--ghost" to={paths.game.journal.getHref()} onClick={close}>
            Journal
          </Link>
          <button type="button" className="btn btn--primary" onClick={close}>
            Continue
          </button>
        </>
      }
    >
      <Body key={answer.journalEntry?.id ?? answer.currentTimeStamp} answer={answer} />
    </GameDialog>
  );
}
