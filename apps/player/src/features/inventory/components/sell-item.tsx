import { useId, useState } from 'react';
import { ECONOMY_MESSAGES, type InventoryEntryDto } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import type { PopupTone } from '../../../hooks/use-popup';
import { useSellItem } from '../api/sell-item';

/** The refund of one unit, only the currencies that give something back (none: the item cannot be sold). */
export function refundOf(entry: InventoryEntryDto) {
  return (entry.item.refund?.currencyEntries ?? []).filter((c) => c.value > 0);
}

/** Units that may be sold: one equipped unit stays (the server keeps it back too). */
export function sellableAmount(entry: InventoryEntryDto): number {
  return Math.max(0, entry.amount - (entry.equipped ? 1 : 0));
}

/**
 * The Sell action of an inventory tile: an amount (1 to what may be sold), the refund it brings, and a confirmation
 * before anything is sent. Unsellable items get no button; an equipped only copy gets a disabled one saying why.
 */
export function SellItem({ entry, notify }: { entry: InventoryEntryDto; notify: (text: string, tone: PopupTone) => void }) {
  const refund = refundOf(entry);
  const max = sellableAmount(entry);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(1);
  const sell = useSellItem();
  const id = useId();
  if (refund.length === 0) return null;

  if (!open) {
    return (
      <div className="inv-sell">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={max === 0}
          aria-describedby={max === 0 ? `${id}-why` : undefined}
          onClick={() => {
            setAmount(1);
            setOpen(true);
          }}
        >
          Sell
        </button>
        {max === 0 && (
          <p className="inv-sell__note" id={`${id}-why`}>
            Equipped: unequip it to sell
          </p>
        )}
      </div>
    );
  }

  const count = Math.min(max, Math.max(1, Math.trunc(amount) || 1));
  const confirm = () =>
    sell.mutate(
      { itemId: entry.itemId, amount: count },
      {
        onSuccess: (result) => {
          if (result?.success) {
            notify(result.message || ECONOMY_MESSAGES.sold, 'ok');
            setOpen(false);
          } else notify(result?.message || 'The sale did not go through.', 'error');
        },
        onError: (error) => notify(error.message, 'error'),
      },
    );

  return (
    <div className="inv-sell inv-sell--open" role="group" aria-label={`Sell ${entry.item.name}`}>
      <label className="inv-sell__amount" htmlFor={`${id}-amount`}>
        Amount
        <input
          id={`${id}-amount`}
          type="number"
          min={1}
          max={max}
          step={1}
          value={amount}
          onChange={(event) => setAmount(Number(event.target.value))}
        />
        <span className="muted">of {max.toLocaleString('en-US')}</span>
      </label>
      <p className="inv-sell__refund">
        You get{' '}
        {refund.map((c) => (
          <CurrencyAmount key={c.name} name={c.name} value={c.value * count} />
        ))}
      </p>
      <div className="inv-sell__buttons">
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={sell.isPending}
          aria-busy={sell.isPending}
          onClick={confirm}
        >
          {`Sell ${count.toLocaleString('en-US')}`}
        </button>
        <button type="button" className="btn btn--ghost btn--small" disabled={sell.isPending} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
