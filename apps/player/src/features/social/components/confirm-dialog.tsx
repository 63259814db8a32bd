import { GameDialog } from '../../../components/game-dialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a step that cannot be taken back (unfriend, block). */
export function ConfirmDialog({ title, text, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <GameDialog
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Keep
          </button>
          <button type="button" className="btn btn--primary" disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </GameDialog>
  );
}
