import { Link } from 'react-router-dom';
import type { ClientHuntingGroundDto } from '@grimhunt/contracts';
import { LockIcon } from '../../../components/lock-icon';
import { GroundArt } from '../../../components/art/ground-art';
import { paths } from '../../../config/paths';
import { formatAmount, formatCurrency } from '../../../lib/format';
import { TRAVEL_COST_UNIT } from '../travel-cost';
import type { TravelLock } from '../travel-locks';

function CostLine({ ground }: { ground: ClientHuntingGroundDto }) {
  if (ground.travelCost <= 0) return <dd>Free</dd>;
  return (
    <dd className={ground.isVisited ? 'ground__paid' : undefined}>
      {ground.isVisited ? (
        <>
          <s>
            {formatCurrency(ground.travelCost)} {TRAVEL_COST_UNIT}
          </s>{' '}
          <strong>PAID</strong>
        </>
      ) : (
        <>
          <span className="coin coin--gold" aria-hidden="true" /> {formatCurrency(ground.travelCost)} {TRAVEL_COST_UNIT}
        </>
      )}
    </dd>
  );
}

/** One hunting ground: its art, required XP, cost, key, bait, trap rest, what locks it and the TRAVEL button. */
export function GroundCard({
  ground,
  locks,
  busy,
  onTravel,
}: {
  ground: ClientHuntingGroundDto;
  locks: TravelLock[];
  busy: boolean;
  onTravel: () => void;
}) {
  const locked = locks.length > 0;
  return (
    <article
      className={`ground${ground.isCurrent ? ' ground--current' : ''}${locked ? ' ground--locked' : ''}`}
      aria-label={ground.name}
      data-testid="ground-card"
    >
      <div className="ground__art">
        <GroundArt imageId={ground.imageId} name={ground.name} width={320} height={180} large />
        {ground.isCurrent && <span className="ground__here">You are here</span>}
        {locked && (
          <span className="ground__lock" aria-hidden="true">
            <LockIcon size={22} />
          </span>
        )}
      </div>
      <div className="ground__body">
        <h3 className="ground__name">{ground.name}</h3>
        {ground.flavorText && <p className="ground__flavor">{ground.flavorText}</p>}
        <dl className="ground__facts">
          <dt>Required XP</dt>
          <dd>{formatAmount(ground.xpReqired)}</dd>
          <dt>Travel cost</dt>
          <CostLine ground={ground} />
          {ground.key && (
            <>
              <dt>Required key</dt>
              <dd>{ground.key.name}</dd>
            </>
          )}
          {ground.specialBaitItem.length > 0 && (
            <>
              <dt>Special bait</dt>
              <dd>{ground.specialBaitItem.map((b) => b.name).join(', ')}</dd>
            </>
          )}
          {ground.additionalHuntTime > 0 && (
            <>
              <dt>Trap rest</dt>
              <dd>+{ground.additionalHuntTime} min</dd>
            </>
          )}
        </dl>
        {locked && (
          <ul className="ground__locks" aria-label="Locked">
            {locks.map((lock) => (
              <li key={lock.kind + lock.text} className={`ground__lockline ground__lockline--${lock.kind}`}>
                <LockIcon /> {lock.text}
              </li>
            ))}
          </ul>
        )}
        <div className="ground__actions">
          {ground.isCurrent ? (
            <Link className="btn btn--ghost btn--small" to={paths.home.getHref()}>
              Hunt here
            </Link>
          ) : (
            <button type="button" className="btn btn--primary btn--small" disabled={locked || busy} onClick={onTravel}>
              TRAVEL
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
