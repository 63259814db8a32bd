import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../lib/format';
import { useNextGoal } from '../hooks/use-next-goal';
import { GroundLine, UpgradeLine } from './goal-lines';
import '../goals.css';

/**
 * The "next goal" panel of home: the next ground to unlock (travel API), the XP still needed to the next rank
 * (getme), and the next sensible gear upgrade: the cheapest stronger piece any shop sells, with a link to its tab.
 */
export function NextGoal() {
  const goal = useNextGoal();
  if (!goal) return null;
  const { xpLeft, groundGoal, upgrade, upgradeLoading, upgradeShop, missionGoal } = goal;

  return (
    <section className="panel next-goal" aria-labelledby="next-goal-title">
      <h2 id="next-goal-title" className="next-goal__title">
        Next goal
      </h2>
      <ul className="next-goal__list">
        <li data-testid="goal-ground">
          <span className="next-goal__label">Next ground</span>
          <span>{groundGoal === undefined ? 'Reading the map...' : <GroundLine goal={groundGoal} />}</span>
        </li>
        <li data-testid="goal-rank">
          <span className="next-goal__label">Next rank</span>
          <span>
            {xpLeft === null ? (
              'You hold the highest rank.'
            ) : (
              <>
                <strong>{formatAmount(xpLeft)} XP</strong> still needed
              </>
            )}
          </span>
        </li>
        <li data-testid="goal-upgrade">
          <span className="next-goal__label">Next upgrade</span>
          <span>
            {upgrade ? (
              <UpgradeLine upgrade={upgrade} shop={upgradeShop!} />
            ) : upgradeLoading ? (
              'Checking the shops...'
            ) : (
              'No shop sells anything stronger than your gear yet: the next ground or rank opens more.'
            )}
          </span>
        </li>
        {missionGoal && (
          <li data-testid="goal-mission">
            <span className="next-goal__label">Open mission</span>
            <span>
              {missionGoal.ground ? <strong>{missionGoal.ground}</strong> : 'Your mission'}: catch{' '}
              {missionGoal.left.map((l) => `${l.count}× ${l.name}`).join(', ')} · <Link to={paths.game.journal.getHref()}>Journal</Link>
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}
