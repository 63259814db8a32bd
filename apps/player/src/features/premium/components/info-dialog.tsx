import { useId, type ReactNode } from 'react';

/** The premium shop's information popup: a title, the text, and one button that closes it. */
export function InfoDialog({
  title,
  onClose,
  children,
  closeLabel = 'Got it',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
}) {
  const titleId = useId();
  return (
    <div className="pshop-modal-layer" onClick={onClose}>
      <div className="pshop-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()}>
        <button type="button" className="pshop-modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="pshop-modal__title">
          {title}
        </h2>
        {children}
        <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </div>
  );
}
