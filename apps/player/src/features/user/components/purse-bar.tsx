import { CurrencyAmount } from '../../../components/currency-amount';
import { useMe } from '../../../api/get-me';
import '../user.css';

/** The player's currencies, abbreviated from 100,000; refreshed with the user after purchases. */
export function PurseBar() {
  const me = useMe();
  const entries = me.data?.currencies?.currencyEntries ?? [];
  if (entries.length === 0) return null;
  return (
    <ul className="purse" aria-label="Your purse">
      {entries.map((entry) => (
        <li key={entry.shortName || entry.name} className="purse__entry" data-testid={`purse-${entry.shortName}`}>
          <CurrencyAmount name={entry.shortName} value={entry.value} label={entry.name} />
        </li>
      ))}
    </ul>
  );
}
