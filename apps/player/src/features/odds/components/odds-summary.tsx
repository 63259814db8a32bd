import type { HuntOddsDto } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import { ItemArt } from '../../../components/item-art';
import { bpText, lootRateText, perHuntText } from '../odds-view';

/** The summary line: catch rate, empty hunts, gold and XP per hunt, the loot to expect. */
export function Summary({ odds }: { odds: HuntOddsDto }) {
  return (
    <div className="odds-summary">
      <div className="odds-summary__big" data-testid="odds-catch-rate">
        <strong>{bpText(odds.catchRateBp)}</strong>
        <span>of hunts end in a catch</span>
      </div>
      <dl className="odds-summary__facts">
        <div>
          <dt>Gold / hunt</dt>
          <dd data-testid="odds-gold">
            <CurrencyAmount name="gold" value={Math.round(odds.gold * 10) / 10} />
          </dd>
        </div>
        <div>
          <dt>XP / hunt</dt>
          <dd data-testid="odds-xp">{perHuntText(odds.xp)}</dd>
        </div>
        <div>
          <dt>Empty trap</dt>
          <dd>{bpText(odds.noGhostBp)}</dd>
        </div>
      </dl>
      {odds.loot.length > 0 && (
        <ul className="odds-loot" aria-label="Loot per hunt">
          {odds.loot.slice(0, 6).map((loot) => (
            <li key={loot.item.id}>
              <ItemArt
                imageId={loot.item.imageId}
                itemType={loot.item.itemType}
                name={loot.item.name}
                accent={loot.item.rarity?.colorHex}
                size={26}
              />
              <span className="odds-loot__name">{loot.item.name}</span>
              <span className="odds-loot__rate">{lootRateText(loot)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
