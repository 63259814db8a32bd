import { formatAmount } from '../../lib/format';
import { CurrencyAmount } from '../currency-amount';
import './journal-entry.css';

/** XP and currencies won (or paid), on one line; nothing when there are none. */
export function RewardLine({ xp, currencies }: { xp: number; currencies: { name: string; value: number }[] }) {
  if (xp <= 0 && currencies.length === 0) return null;
  return (
    <p className="reward-line">
      {xp > 0 && <span className="reward-line__xp">+{formatAmount(xp)} XP</span>}
      {currencies.map((c) => (
        <span key={c.name} className="reward-line__currency">
          {c.value > 0 ? '+' : ''}
          <CurrencyAmount name={c.name} value={c.value} />
        </span>
      ))}
    </p>
  );
}
