import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { GameDialog } from '../../../components/game-dialog';
import '../news.css';

/** Cookie that remembers the welcome was seen, for 365 days (spec player §2, §9). */
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
      <p>The Guild has given you a rusty cage and a wheel of grave moss cheese. That is more than most got.</p>
      <ol className="welcome__steps">
        <li>
          Equip your bait and your trap in the{' '}
          <Link to={paths.game.inventory.getHref()} onClick={close}>
            Inventory
          </Link>
          .
        </li>
        <li>
          Press <strong>HUNT</strong>. Your trap rests for a while after every hunt.
        </li>
        <li>
          Read what happened in your{' '}
          <Link to={paths.game.journal.getHref()} onClick={close}>
            Journal
          </Link>
          , and travel when you are ready.
        </li>
      </ol>
    </GameDialog>
  );
}
