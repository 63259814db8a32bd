import { useId, type ReactNode } from 'react';
import { CUSTOM_AVATAR_USD, NAME_CHANGE_USD, SUPPORT_EMAIL } from '@grimhunt/contracts';
import { COMMUNITY_CHAT_URL } from '../../../config/env';

function InfoDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
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
          Got it
        </button>
      </div>
    </div>
  );
}

export function ContactLinks() {
  return (
    <p className="pshop-contact">
      {COMMUNITY_CHAT_URL && (
        <a className="chip" href={COMMUNITY_CHAT_URL} target="_blank" rel="noreferrer">
          Community chat
        </a>
      )}
      <a className="chip" href={`mailto:${SUPPORT_EMAIL}`}>
        {SUPPORT_EMAIL}
      </a>
    </p>
  );
}

/** Custom avatar ($49.99): drawn for you; agreed by chat or email (spec player §2). */
export function CustomAvatarPopup({ onClose }: { onClose: () => void }) {
  return (
    <InfoDialog title="Custom avatar" onClose={onClose}>
      <p>
        Want a portrait nobody else has? Our artist paints your very own avatar for <strong>${CUSTOM_AVATAR_USD.toFixed(2)}</strong>.
      </p>
      <p>Contact us by chat or email with your idea; we agree on the details and send you the payment link.</p>
      <ContactLinks />
    </InfoDialog>
  );
}

/** Name change ($10): paid through the payment provider, then the receipt is emailed to support (spec player §2). */
export function NameChangePopup({ onClose }: { onClose: () => void }) {
  return (
    <InfoDialog title="Name change" onClose={onClose}>
      <p>
        A new name costs <strong>${NAME_CHANGE_USD.toFixed(2)}</strong>, paid through PayPal.
      </p>
      <p>
        Email the receipt together with your current and your wished name to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; we
        change it within a few days.
      </p>
    </InfoDialog>
  );
}
