import { SUPPORT_EMAIL } from '@grimhunt/contracts';
import { COMMUNITY_CHAT_URL } from '../../../config/env';

/** How to reach us: the community chat (when configured) and the support email. */
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
