import { useEffect, useRef } from 'react';
import { MISSION_MESSAGES } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import { Spinner } from '../../../components/spinner';
import { useNow } from '../../../hooks/use-now';
import { EnemyArt } from '../../../components/art/enemy-art';
import { formatDuration } from '../../../lib/hunt-view';
import { useMission, type MissionSnapshot } from '../api/get-mission';
import '../journal.css';

/** ms left until `target` on the server's clock, from a mission read at `receivedAt`. */
function leftUntil(mission: MissionSnapshot, target: number | null, now: number): number {
  if (target === null) return 0;
  return Math.max(0, target - (mission.currentTimeStamp + Math.max(0, now - mission.receivedAt)));
}

/**
 * The current mission: active with objectives and an end countdown,
 * waiting for the next one with a start countdown, suspended, or none yet. When a countdown runs out, the mission
 * is read again.
 */
export function MissionPanel({ clock }: { clock?: () => number }) {
  const query = useMission();
  const now = useNow(1000, clock);
  const mission = query.data;
  const target = mission?.state === 'active' ? mission.endTimestamp : mission?.state === 'waiting' ? mission.startTimstamp : null;
  const left = mission ? leftUntil(mission, target, now) : 0;
  const expired = !!mission && target !== null && left === 0;
  const refreshedFor = useRef<number | null>(null);
  const { refetch } = query;

  useEffect(() => {
    if (!expired || refreshedFor.current === target) return;
    refreshedFor.current = target;
    void refetch();
  }, [expired, target, refetch]);

  return (
    <section className="panel mission" aria-labelledby="mission-title">
      <h2 id="mission-title" className="mission__title">
        Current mission
      </h2>
      {query.isPending ? (
        <Spinner label="Reading the guild's orders..." />
      ) : query.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load the mission: {query.error.message}
        </p>
      ) : mission!.state === 'suspended' || mission!.missionsDisabled ? (
        <p className="mission__note" data-testid="mission-state">
          {MISSION_MESSAGES.suspended}
        </p>
      ) : mission!.state === 'none' ? (
        <p className="mission__note" data-testid="mission-state">
          {mission!.message ?? MISSION_MESSAGES.newMissionSoon}
        </p>
      ) : mission!.state === 'waiting' ? (
        <p className="mission__note" data-testid="mission-state">
          Next mission in{' '}
          <span className="mission__clock" role="timer">
            {formatDuration(left)}
          </span>
        </p>
      ) : (
        <ActiveMission mission={mission!} left={left} />
      )}
    </section>
  );
}

function ActiveMission({ mission, left }: { mission: MissionSnapshot; left: number }) {
  return (
    <div className="mission__active" data-testid="mission-state">
      <p className="mission__meta">
        {mission.huntingGround && <span className="mission__ground">{mission.huntingGround.name}</span>}
        <span>
          Ends in{' '}
          <span className="mission__clock" role="timer">
            {formatDuration(left)}
          </span>
        </span>
      </p>
      <ul className="mission__objectives">
        {mission.objectives.map((objective) => {
          const done = objective.caught >= objective.goal;
          const pct = objective.goal > 0 ? Math.min(100, Math.floor((objective.caught / objective.goal) * 100)) : 100;
          return (
            <li key={objective.enemy.id} className={`objective${done ? ' objective--done' : ''}`} aria-label={objective.enemy.name}>
              <EnemyArt enemy={objective.enemy} size={44} />
              <div className="objective__body">
                <span className="objective__name">{objective.enemy.name}</span>
                <div
                  className="objective__bar"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={objective.goal}
                  aria-valuenow={objective.caught}
                >
                  <span style={{ width: `${pct}%` }} />
                </div>
              </div>
              <span className="objective__count">
                {Math.min(objective.caught, objective.goal)}/{objective.goal}
              </span>
            </li>
          );
        })}
      </ul>
      {mission.reward.currencyEntries.length > 0 && (
        <p className="mission__reward">
          Reward:{' '}
          {mission.reward.currencyEntries.map((c) => (
            <CurrencyAmount key={c.shortName || c.name} name={c.shortName || c.name} value={c.value} label={c.name} />
          ))}
        </p>
      )}
    </div>
  );
}
