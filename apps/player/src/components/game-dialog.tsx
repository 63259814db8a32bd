import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import './game-dialog.css';

interface GameDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the card (e.g. `game-dialog--result`). */
  className?: string;
  footer?: ReactNode;
  /** Inline style of the card (e.g. the hunt result's reveal timing as CSS variables). */
  style?: CSSProperties;
}

/**
 * A modal card over the game (hunt result, news item, welcome, ghost details, travel result): Escape, the close
 * button and a click on the backdrop close it; focus moves into it when it opens.
 */
export function GameDialog({ title, onClose, children, className = '', footer, style }: GameDialogProps) {
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    card.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="game-dialog-layer" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={card}
        className={`game-dialog ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={style}
      >
        <button type="button" className="game-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="game-dialog__title">
          {title}
        </h2>
        <div className="game-dialog__body">{children}</div>
        {footer && <div className="game-dialog__foot">{footer}</div>}
      </div>
    </div>
  );
}
