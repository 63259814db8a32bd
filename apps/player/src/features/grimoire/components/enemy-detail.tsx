import type { GrimoireEnemyDto } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import { ItemArt } from '../../../components/item-art';
import { EnemyArt } from '../../../components/art/enemy-art';
import { GameDialog } from '../../../components/game-dialog';
import { formatAmount } from '../../../lib/format';
import { catchReasonText } from '../../../lib/hunt-view';

const pct = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

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
