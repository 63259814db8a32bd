import { createRoot } from 'react-dom/client';
import { HuntChallengeDialog } from './hunt-challenge-dialog';

/**
 * Shows the picture puzzle in its own layer on top of the page; resolves true when solved (retry the hunt), false
 * when the player closed it. Self-contained: needs no provider or host component in the app shell.
 */
export function solveHuntChallenge(): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const done = (solved: boolean) => {
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
      resolve(solved);
    };
    root.render(<HuntChallengeDialog onSolved={() => done(true)} onCancel={() => done(false)} />);
  });
}
