import type { CurrencyEntryDto } from '@grimhunt/contracts';
import { formatCurrency } from '../../../lib/format';

/** The hunter's currencies, short form with the exact amount on hover; nothing without any. */
export function HunterPurse({ currencies }: { currencies: CurrencyEntryDto[] }) {
  if (currencies.length === 0) return null;
  return (
    <ul className="hunt-header__purse" aria-label="Currencies">
      {currencies.map((entry) => (
        <li key={entry.shortName || entry.name} className="currency" data-testid={`currency-${entry.shortName}`}>
          <span
            className={`currency__coin${/ecto/i.test(entry.shortName || entry.name) ? ' currency__coin--ecto' : ''}`}
            aria-hidden="true"
          />
          <span className="currency__name">{entry.name}</span>
          <span className="currency__value" title={entry.value.toLocaleString('en-US')}>
            {formatCurrency(entry.value)}
          </span>
        </li>
      ))}
    </ul>
  );
}
