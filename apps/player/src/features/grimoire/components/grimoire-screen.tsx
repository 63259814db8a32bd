import { useState } from 'react';
import { formatAmount } from '../../../lib/format';
import { GRIMOIRE_PSEUDO_REGIONS, isPseudoRegionId, type GrimoireEnemyDto } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import { ItemArt } from '../../../components/item-art';
import { Spinner } from '../../../components/spinner';
import { EnemyArt } from '../../../components/art/enemy-art';
import { GameDialog } from '../../../components/game-dialog';
import { currentGroundOf } from '../../../lib/hunt-view';
import { useGrounds } from '../../../api/get-grounds';
import { useRegions } from '../../../api/get-regions';
import { useMe } from '../../../api/get-me';
import { useGrimoire } from '../../../api/get-grimoire';
import { catchReasonText } from '../../../lib/hunt-view';
import { DEFAULT_GRIMOIRE_FILTERS, filterEnemies, type GrimoireFilters } from '../grimoire-filters';
import '../grimoire.css';
import { ScreenHeader } from '../../../components/screen-header';

const pct = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

function EnemyCard({ enemy, onOpen }: { enemy: GrimoireEnemyDto; onOpen: () => void }) {
  const trapped = enemy.playerTimesHunted > 0;
  return (
    <article
      className={`enemy-card${trapped ? ' enemy-card--trapped' : ' enemy-card--unknown'}`}
      aria-label={enemy.name}
      data-testid="enemy-card"
    >
      <button type="button" className="enemy-card__open" onClick={onOpen} aria-label={`Details of ${enemy.name}`}>
        <span className="enemy-card__art" style={{ borderColor: enemy.enemyRarity?.colorHex }}>
          {/* A ghost the player has not caught yet shows only its outline. */}
          <EnemyArt enemy={enemy} size={96} className={trapped ? '' : 'enemy-art--silhouette'} />
          {enemy.midnightGhost && (
            <span className="enemy-card__flag" title="Midnight ghost">
              ☾
            </span>
          )}
        </span>
        <span className="enemy-card__name">{enemy.name}</span>
        <span className="enemy-card__rarity" style={{ color: enemy.enemyRarity?.colorHex }}>
          {enemy.enemyRarity?.name ?? ''}
        </span>
        {trapped ? (
          <span className="enemy-card__counts" data-testid="hunted-counts">
            <span>
              Caught by you <strong>{enemy.playerTimesHunted.toLocaleString('en-US')}</strong>
            </span>
            <span>
              by all hunters <strong>{enemy.globalTimesHunted.toLocaleString('en-US')}</strong>
            </span>
          </span>
        ) : (
          <span className="enemy-card__counts" data-testid="hunted-counts">
            <span className="enemy-card__unknown">Not caught yet</span>
            <span>
              by all hunters <strong>{enemy.globalTimesHunted.toLocaleString('en-US')}</strong>
            </span>
          </span>
        )}
      </button>
    </article>
  );
}

/** The ghost's page of the album: rarity, type, Mystic Immune, xp, reward, loot with amount ranges, catch rate. */
export function EnemyDetail({ enemy, onClose }: { enemy: GrimoireEnemyDto; onClose: () => void }) {
  return (
    <GameDialog title={enemy.name} onClose={onClose} className="game-dialog--enemy">
      <div className="enemy-detail">
        <div className="enemy-detail__art">
          <EnemyArt enemy={enemy} size={160} />
        </div>
        <div className="enemy-detail__facts">
          <p className="enemy-detail__tags">
            <span className="tag tag--rarity" style={{ color: enemy.enemyRarity?.colorHex, borderColor: enemy.enemyRarity?.colorHex }}>
              {enemy.enemyRarity?.name ?? 'Unknown rarity'}
            </span>
            {enemy.enemyType && (
              <span className="tag tag--type" style={{ color: enemy.enemyType.colorHex ?? undefined }}>
                {enemy.enemyType.name}
              </span>
            )}
            {enemy.immuneMysticPower && <span className="tag tag--immune">Mystic Immune</span>}
            {enemy.midnightGhost && <span className="tag tag--midnight">Midnight</span>}
            {enemy.nessyGhost && <span className="tag tag--nessy">Nessy</span>}
            {enemy.specialGhost && <span className="tag tag--special">Special</span>}
          </p>
          {enemy.flavorText && <p className="enemy-detail__flavor">{enemy.flavorText}</p>}
          <dl className="enemy-detail__stats">
            <dt>XP</dt>
            <dd data-testid="enemy-xp">{formatAmount(enemy.xp)}</dd>
            <dt>Reward</dt>
            <dd>
              {enemy.reward.currencyEntries.length === 0
                ? '—'
                : enemy.reward.currencyEntries.map((c) => (
                    <CurrencyAmount key={c.shortName || c.name} name={c.shortName || c.name} value={c.value} label={c.name} />
                  ))}
            </dd>
            <dt>Caught</dt>
            <dd>
              you {enemy.playerTimesHunted.toLocaleString('en-US')} · everyone {enemy.globalTimesHunted.toLocaleString('en-US')}
            </dd>
            <dt>Catch rate</dt>
            <dd data-testid="catch-rate">
              <strong>{pct(enemy.catchRate)}</strong>{' '}
              <span className="muted">{catchReasonText(enemy.catchRateReason, enemy.catchRate)}</span>
            </dd>
          </dl>
          <div
            className="catch-meter"
            role="meter"
            aria-label="Catch rate"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={enemy.catchRate}
          >
            <span style={{ width: `${Math.max(0, Math.min(100, enemy.catchRate))}%` }} />
          </div>
        </div>
      </div>
      <h3 className="enemy-detail__loot-title">Loot</h3>
      {enemy.loot.length === 0 ? (
        <p className="muted">This ghost leaves nothing behind.</p>
      ) : (
        <ul className="enemy-loot">
          {enemy.loot.map((loot) => (
            <li key={loot.itemId} className="enemy-loot__row">
              <ItemArt imageId={loot.itemImageId} itemType={null} name={loot.itemName} size={32} />
              <span className="enemy-loot__name">{loot.itemName}</span>
              <span className="enemy-loot__amount">
                {loot.amountMin === loot.amountMax ? `×${loot.amountMin}` : `×${loot.amountMin}–${loot.amountMax}`}
              </span>
              <span className="enemy-loot__chance">{pct(loot.dropChance)}</span>
            </li>
          ))}
        </ul>
      )}
    </GameDialog>
  );
}

/**
 * The grimoire, "Album": a region select with the pseudo-regions, a hunting ground select, the
 * Only Trapped / Daylight / Midnight checkboxes, the ghosts with their hunted counts (you / global), and a popup per
 * ghost.
 */
export function GrimoireScreen() {
  const me = useMe();
  const regions = useRegions();
  const current = currentGroundOf(me.data);
  const [regionChoice, setRegionChoice] = useState<string | null>(null);
  const [groundChoice, setGroundChoice] = useState<string | null>(null);
  const [filters, setFilters] = useState<GrimoireFilters>(DEFAULT_GRIMOIRE_FILTERS);
  const [open, setOpen] = useState<GrimoireEnemyDto | null>(null);

  const realRegions = regions.data ?? [];
  const regionId = regionChoice ?? current?.regionId ?? realRegions[0]?.id ?? null;
  const pseudo = !!regionId && isPseudoRegionId(regionId);
  const grounds = useGrounds(regionId && !pseudo ? regionId : null);
  const groundList = grounds.data ?? [];
  const groundId = pseudo
    ? null
    : ((groundChoice && groundList.some((g) => g.id === groundChoice) ? groundChoice : null) ??
      groundList.find((g) => g.id === current?.id)?.id ??
      groundList[0]?.id ??
      null);
  const key = pseudo ? regionId : groundId;
  const enemies = useGrimoire(key);
  const shown = filterEnemies(enemies.data ?? [], filters);

  const toggle = (name: keyof GrimoireFilters) => setFilters((f) => ({ ...f, [name]: !f[name] }));

  return (
    <section className="grimoire-screen" aria-labelledby="grimoire-title">
      <ScreenHeader
        titleId="grimoire-title"
        eyebrow="Grimoire"
        title="Album"
        tagline="Every ghost of the vale, and how often it has met a trap."
      />

      <div className="panel grimoire__toolbar">
        <label className="field grimoire__select">
          <span>Region</span>
          <select
            className="input"
            value={regionId ?? ''}
            onChange={(event) => {
              setRegionChoice(event.target.value);
              setGroundChoice(null);
            }}
          >
            <optgroup label="Regions">
              {realRegions.map((region) => (
                <option key={region.id} value={region.id}>
                  {region.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Special ghosts">
              {GRIMOIRE_PSEUDO_REGIONS.map((region) => (
                <option key={region.id} value={region.id}>
                  {region.name}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <label className="field grimoire__select">
          <span>Hunting ground</span>
          <select
            className="input"
            value={groundId ?? ''}
            disabled={pseudo || groundList.length === 0}
            onChange={(event) => setGroundChoice(event.target.value)}
          >
            {pseudo && <option value="">—</option>}
            {groundList.map((ground) => (
              <option key={ground.id} value={ground.id}>
                {ground.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="grimoire__filters">
          <legend className="sr-only">Filters</legend>
          <label className="check">
            <input type="checkbox" checked={filters.onlyTrapped} onChange={() => toggle('onlyTrapped')} /> Only Trapped
          </label>
          <label className="check">
            <input type="checkbox" checked={filters.daylight} onChange={() => toggle('daylight')} /> Daylight
          </label>
          <label className="check">
            <input type="checkbox" checked={filters.midnight} onChange={() => toggle('midnight')} /> Midnight
          </label>
        </fieldset>
      </div>

      {regions.isPending || (key === null && grounds.isFetching) ? (
        <Spinner label="Turning the pages..." />
      ) : regions.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load the regions: {regions.error.message}
        </p>
      ) : key === null ? (
        <p className="empty-note">No hunting ground to show.</p>
      ) : enemies.isPending ? (
        <Spinner label="Turning the pages..." />
      ) : enemies.isError ? (
        <p className="alert alert--error" role="alert">
          Could not load the ghosts: {enemies.error.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="empty-note">No ghost matches these filters.</p>
      ) : (
        <div className="enemy-grid" role="region" aria-label="Ghosts">
          {shown.map((enemy) => (
            <EnemyCard key={enemy.id} enemy={enemy} onOpen={() => setOpen(enemy)} />
          ))}
        </div>
      )}
      {open && <EnemyDetail enemy={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
