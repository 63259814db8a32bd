import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ClientHuntingGroundDto, ClientRegionDto, TravelAnswerDto } from '@grimhunt/contracts';
import { LockIcon } from '../../../components/lock-icon';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { formatCurrency, formatAmount } from '../../../lib/format';
import { GameDialog } from '../../../components/game-dialog';
import { currentGroundOf } from '../../../lib/hunt-view';
import { useMe } from '../../../api/get-me';
import { useGrounds } from '../../../api/get-grounds';
import { useRegions } from '../../../api/get-regions';
import { useTravel } from '../api/travel';
import { locksOf, type TravelLock } from '../travel-locks';
import { GroundArt } from '../../../components/art/ground-art';
import '../travel.css';
import { ScreenHeader } from '../../../components/screen-header';

type Outcome =
  { ok: true; answer: TravelAnswerDto; ground: ClientHuntingGroundDto } | { ok: false; message: string; ground: ClientHuntingGroundDto };

/** Travel is paid in the game's gold, named as every other screen names it. */
export const TRAVEL_COST_UNIT = 'gold';

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

function GroundCard({
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

function RegionTabs({
  regions,
  selected,
  xp,
  onSelect,
}: {
  regions: ClientRegionDto[];
  selected: string | null;
  xp: number;
  onSelect: (id: string) => void;
}) {
  return (
    <div className="regions" role="tablist" aria-label="Regions">
      {regions.map((region) => {
        const locked = xp < region.xpReqired;
        return (
          <button
            key={region.id}
            type="button"
            role="tab"
            aria-selected={region.id === selected}
            className={`region${region.id === selected ? ' region--active' : ''}${locked ? ' region--locked' : ''}`}
            onClick={() => onSelect(region.id)}
          >
            <GroundArt imageId={region.imageId} name={region.name} width={120} height={64} className="region__art" kind="region" />
            <span className="region__name">
              {locked && <LockIcon />} {region.name}
            </span>
            {region.xpReqired > 0 && <span className="region__xp">{formatAmount(region.xpReqired)} XP</span>}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Travel: regions by sequence, the grounds of the chosen region by sequence with their required XP,
 * travel cost in gold (PAID once visited), key and special bait, and a TRAVEL button; the outcome shows in a popup.
 */
export function TravelScreen() {
  const me = useMe();
  const regions = useRegions();
  const current = currentGroundOf(me.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = regions.data ?? [];
  const selected = chosen ?? (list.find((r) => r.id === current?.regionId) ?? list[0])?.id ?? null;
  const region = list.find((r) => r.id === selected);
  const grounds = useGrounds(selected);
  const travel = useTravel();
  const go = (ground: ClientHuntingGroundDto) => travel.mutate(ground);
  const target = travel.variables;
  const outcome: Outcome | null = !target
    ? null
    : travel.isSuccess
      ? { ok: true, answer: travel.data, ground: target }
      : travel.isError
        ? { ok: false, message: travel.error.message, ground: target }
        : null;

  return (
    <section className="travel-screen" aria-labelledby="travel-title">
      <ScreenHeader
        titleId="travel-title"
        eyebrow="The road goes ever on"
        title="Travel"
        tagline={
          current ? (
            <>
              You hunt in <strong data-testid="travel-current">{current.name}</strong>.
            </>
          ) : (
            'Choose where to set your trap.'
          )
        }
      />
      {regions.isPending ? (
        <Spinner label="Unfolding the map..." />
      ) : regions.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load the regions: {regions.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="empty-note">No region is open yet.</p>
      ) : (
        <>
          <RegionTabs regions={list} selected={selected} xp={me.data?.xp ?? 0} onSelect={setChosen} />
          {grounds.isPending ? (
            <Spinner label="Finding the paths..." />
          ) : grounds.isError ? (
            <p className="alert alert--error" role="alert">
              Could not load the hunting grounds: {grounds.error.message}
            </p>
          ) : (
            <div className="ground-grid" role="region" aria-label={region ? `Hunting grounds of ${region.name}` : 'Hunting grounds'}>
              {grounds.data.map((ground) => (
                <GroundCard
                  key={ground.id}
                  ground={ground}
                  locks={locksOf(ground, region, me.data)}
                  busy={travel.isPending}
                  onTravel={() => go(ground)}
                />
              ))}
              {grounds.data.length === 0 && <p className="empty-note">No hunting ground is open in this region yet.</p>}
            </div>
          )}
        </>
      )}
      {outcome && (
        <GameDialog
          title={outcome.ok ? outcome.ground.name : 'You cannot travel there yet'}
          onClose={() => travel.reset()}
          className={`game-dialog--travel${outcome.ok ? '' : ' game-dialog--error'}`}
          footer={
            outcome.ok ? (
              <Link className="btn btn--primary" to={paths.home.getHref()}>
                Hunt here
              </Link>
            ) : (
              <button type="button" className="btn btn--ghost" onClick={() => travel.reset()}>
                Close
              </button>
            )
          }
        >
          {outcome.ok && (
            <GroundArt
              imageId={outcome.ground.imageId}
              name={outcome.ground.name}
              width={320}
              height={180}
              className="travel-result__art"
              large
            />
          )}
          <p className="travel-result__message" role={outcome.ok ? 'status' : 'alert'}>
            {outcome.ok ? outcome.answer.message : outcome.message}
          </p>
          {outcome.ok && outcome.answer.paid > 0 && (
            <p className="muted">
              Paid {formatCurrency(outcome.answer.paid)} {TRAVEL_COST_UNIT} for the journey.
            </p>
          )}
        </GameDialog>
      )}
    </section>
  );
}
