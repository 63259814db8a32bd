import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { JOURNAL_TYPES, type HuntAnswerDto } from '@grimhunt/contracts';
import { paths } from '../../../config/paths';
import { LootList, ProcChips, RewardLine } from '../../../components/journal/journal-entry';
import { HUNT_TONE_LABELS, huntToneOf, parseReward } from '../../../lib/journal-view';
import { HUNT_RESULT_KEY } from '../api/sound-hunt';
import { EnemyArt } from '../../../components/art/enemy-art';
import { GameDialog } from '../../../components/game-dialog';
import { useMe } from '../../../api/get-me';
import { useGrimoire } from '../../../api/get-grimoire';
import { currentGroundOf, loadoutOf, setupPowerOf } from '../../../lib/hunt-view';
import { huntFailureReason, huntPhases, type HuntPhaseContext } from '../hunt-phases';
import '../hunt.css';

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

function Body({ answer, context }: { answer: HuntAnswerDto; context: HuntPhaseContext }) {
  const entry = answer.journalEntry;
  const tone = huntToneOf(answer.huntResult);
  const enemy = entry?.enemy ?? null;
  const reward = parseReward(entry?.data);
  const rankUps = answer.extraEntries.filter((e) => e.type === JOURNAL_TYPES.rankUp);
  const missions = answer.extraEntries.filter((e) => e.type === JOURNAL_TYPES.missionReward);
  const phases = huntPhases(answer, context);
  const why = huntFailureReason(answer, context);
  return (
    <div className={`hunt-result hunt-result--${tone}`} data-testid="hunt-result" data-result={answer.huntResult}>
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
      {phases.length > 0 && (
        <ol className="hunt-phases" aria-label="How the hunt went">
          {phases.map((phase) => (
            <li key={phase}>{phase}</li>
          ))}
        </ol>
      )}
      <div className="hunt-result__outcome">
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
      </div>
    </div>
  );
}

/**
 * The hunt result over home (spec player §4), with a short animation: the trap snaps, a caught ghost is pulled into
 * it, an escaped one flies off. Shows the ghost, caught/escaped, XP, gold, loot and procs of the answer.
 */
export function HuntResult() {
  const queryClient = useQueryClient();
  const { data: answer } = useQuery<HuntAnswerDto | null>({
    queryKey: HUNT_RESULT_KEY,
    queryFn: () => queryClient.getQueryData<HuntAnswerDto | null>(HUNT_RESULT_KEY) ?? null,
    enabled: false,
    staleTime: Infinity,
  });
  const me = useMe();
  const ground = currentGroundOf(me.data);
  const ghosts = useGrimoire(answer ? ground?.id || null : null);
  if (!answer) return null;
  const metId = answer.journalEntry?.enemy?.id;
  const context: HuntPhaseContext = {
    baitName: loadoutOf(me.data).bait?.item.name ?? null,
    power: setupPowerOf(me.data).power,
    scareFactor: ghosts.data?.find((g) => g.id === metId)?.scareFactor ?? null,
  };
  const close = () => queryClient.setQueryData(HUNT_RESULT_KEY, null);
  const tone = huntToneOf(answer.huntResult);
  return (
    <GameDialog
      title={HUNT_TONE_LABELS[tone]}
      onClose={close}
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
      <Body answer={answer} context={context} />
    </GameDialog>
  );
}
