import { CurrencyAmount } from '../../../components/currency-amount';
import { GameDialog } from '../../../components/game-dialog';
import type { PendingPurchase } from '../hooks/use-shop-screen';

interface PurchaseConfirmDialogProps {
  pending: PendingPurchase;
  goldHeld: number | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Confirm purchase": what, how many, the gold it costs and what will be left. */
export function PurchaseConfirmDialog({ pending, goldHeld, onConfirm, onCancel }: PurchaseConfirmDialogProps) {
  return (
    <GameDialog
      title="Confirm purchase"
      onClose={onCancel}
      className="game-dialog--confirm"
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            Buy for {pending.cost.toLocaleString('en-US')} gold
          </button>
        </>
      }
    >
      <p className="shop-confirm__text">
        Buy {pending.amount > 1 ? `${pending.amount.toLocaleString('en-US')} × ` : ''}
        <strong>{pending.item.name}</strong> for <CurrencyAmount name="gold" value={pending.cost} label="gold" />?
      </p>
      <p className="muted shop-confirm__wallet">
        {goldHeld !== null &&
          `You hold ${goldHeld.toLocaleString('en-US')} gold; ${(goldHeld - pending.cost).toLocaleString('en-US')} will be left.`}
      </p>
    </GameDialog>
  );
}
