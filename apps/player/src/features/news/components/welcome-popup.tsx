import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { GameDialog } from '../../../components/game-dialog';
import '../news.css';

/** Cookie that remembers the welcome was seen, for 365 days. */
export const WELCOME_COOKIE = 'hasSeenWelcome';
export const WELCOME_COOKIE_DAYS = 365;

/** The welcome popup of the home screen, shown until the hasSeenWelcome cookie is set. */
export function WelcomePopup() {
  const [open, setOpen] = useState(() => readCookie(WELCOME_COOKIE) === null);
  if (!open) return null;
  const close = () => {
    writeCookie(WELCOME_COOKIE, 'true', WELCOME_COOKIE_DAYS);
    setOpen(false);
  };
  return (
    <GameDialog
      title="Welcome to Grimhunt"
      onClose={close}
      className="game-dialog--welcome"
      footer={
        <button type="button" className="btn btn--primary btn--glow" onClick={close}>
          Let's hunt
        </button>
      }
    >
      <p>The Guild has fitted you out with a trap and a little bait, and both are already in place: your first hunt is one press away.</p>
      <ol className="welcome__steps">
        <li>
          Press <strong>HUNT</strong>. Your trap rests for a while after every hunt.
        </li>
        <li>
          Read what happened in your{' '}
          <Link to={paths.game.journal.getHref()} onClick={close}>
            Journal
          </Link>
          .
        </li>
        <li>
          Spend your gold on fresh bait at the{' '}
          <Link to={paths.game.bar.getHref()} onClick={close}>
            Bar
          </Link>{' '}
          and on better gear; your{' '}
          <Link to={paths.game.inventory.getHref()} onClick={close}>
            Inventory
          </Link>{' '}
          shows what you carry. Travel when you are ready.
        </li>
      </ol>
    </GameDialog>
  );
}
