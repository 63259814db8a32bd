import { formatCurrency } from '../lib/format';
import './currency-amount.css';

const COIN_CLASS: Record<string, string> = {
  gold: 'coin--gold',
  gbp: 'coin--gold',
  ectoplasm: 'coin--ecto',
};

/** A currency amount with its coin; `name` is the currency short name of prices (`gold`, `ectoplasm`). */
export function CurrencyAmount({ name, value, label }: { name: string; value: number; label?: string }) {
  return (
    <span className="amount" title={`${value.toLocaleString('en-US')} ${label ?? name}`}>
      <span className={`coin ${COIN_CLASS[name.toLowerCase()] ?? 'coin--other'}`} aria-hidden="true" />
      <span className="amount__value">{formatCurrency(value)}</span>
      <span className="sr-only"> {label ?? name}</span>
    </span>
  );
}
