import type { PopupMessage } from '../hooks/use-popup';
import './popup.css';

/** The floating result popup of shops, inventory, equipment and exhibition (closes itself; see usePopup). */
export function Popup({ popup, onClose }: { popup: PopupMessage | null; onClose: () => void }) {
  if (!popup) return null;
  return (
    <div className="popup-layer">
      <div key={popup.id} className={`popup popup--${popup.tone}`} role={popup.tone === 'error' ? 'alert' : 'status'} data-testid="popup">
        <span className="popup__icon" aria-hidden="true">
          {popup.tone === 'ok' ? '✦' : '✖'}
        </span>
        <p className="popup__text">{popup.text}</p>
        <button type="button" className="popup__close" aria-label="Close message" onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}
