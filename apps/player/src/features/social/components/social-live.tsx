import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePopup } from '../../../hooks/use-popup';
import { useSocialEvents } from '../hooks/use-social-events';
import '../social.css';

/** How long a social toast stays (longer than a result popup: it arrives while the player looks elsewhere). */
export const SOCIAL_TOAST_MS = 6_000;

/**
 * The live part of the social context, on every game screen: it keeps the event stream open and shows a small toast
 * when a friend request or a gift arrives (it leads to the Friends screen), or a séance-map invitation (to the Maps screen).
 */
export function SocialLive() {
  const { popup, show, close } = usePopup(SOCIAL_TOAST_MS);
  const [href, setHref] = useState(paths.game.friends.getHref());
  useSocialEvents((text, event) => {
    setHref(event.type === 'map-invite' ? paths.game.maps.getHref() : paths.game.friends.getHref());
    show(text, 'ok');
  });
  if (!popup) return null;
  return (
    <div className="social-toast" role="status" data-testid="social-toast" key={popup.id}>
      <span className="social-toast__icon" aria-hidden="true">
        ✉
      </span>
      <Link className="social-toast__text" to={href} onClick={close}>
        {popup.text}
      </Link>
      <button type="button" className="social-toast__close" aria-label="Close message" onClick={close}>
        ×
      </button>
    </div>
  );
}
