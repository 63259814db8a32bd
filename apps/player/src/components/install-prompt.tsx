import { useEffect, useState } from 'react';
import './install-prompt.css';

/** The install prompt shows after 30 s, not again within 7 days of the last time it showed. */
export const INSTALL_PROMPT_DELAY_MS = 30_000;
export const INSTALL_PROMPT_AGAIN_MS = 7 * 24 * 3600_000;
export const INSTALL_PROMPT_KEY = 'grimhunt.installPromptShownAt';

interface InstallEvent extends Event {
  prompt: () => Promise<void>;
}

function shownRecently(now: number): boolean {
  const last = Number(localStorage.getItem(INSTALL_PROMPT_KEY) ?? 0);
  return last > 0 && now - last < INSTALL_PROMPT_AGAIN_MS;
}

/**
 * "Add Grimhunt to your home screen": waits for the browser's `beforeinstallprompt` (the app is installable: manifest
 * with PNG icons, service worker), then shows itself 30 s later unless it showed in the last 7 days.
 */
export function InstallPrompt({ clock = Date.now }: { clock?: () => number }) {
  const [event, setEvent] = useState<InstallEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as InstallEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  useEffect(() => {
    if (!event || shownRecently(clock())) return;
    const timer = setTimeout(() => {
      localStorage.setItem(INSTALL_PROMPT_KEY, String(clock()));
      setVisible(true);
    }, INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [event, clock]);

  if (!visible || !event) return null;
  return (
    <div className="install-prompt" role="dialog" aria-label="Install Grimhunt">
      <p className="install-prompt__text">Keep Grimhunt on your home screen: one tap to the hunt, even on a bad connection.</p>
      <div className="install-prompt__actions">
        <button
          type="button"
          className="btn btn--primary btn--small"
          onClick={() => {
            setVisible(false);
            void event.prompt();
          }}
        >
          Install
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setVisible(false)}>
          Not now
        </button>
      </div>
    </div>
  );
}
