import { SHOP_QUANTITIES } from '@grimhunt/contracts';
import '../shop.css';

/** 1 / 10 / 100 / 1000 for potions and mixing. */
export function QuantityPicker({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <div className="quantity" role="radiogroup" aria-label="Quantity">
      <span className="quantity__label" aria-hidden="true">
        Quantity
      </span>
      {SHOP_QUANTITIES.map((amount) => (
        <button
          key={amount}
          type="button"
          role="radio"
          aria-checked={value === amount}
          className={`quantity__option${value === amount ? ' quantity__option--active' : ''}`}
          onClick={() => onChange(amount)}
        >
          {amount.toLocaleString('en-US')}
        </button>
      ))}
    </div>
  );
}
