import { useEffect, useRef } from 'react';
import { useNow } from '../../../hooks/use-now';
import { formatMinSec, huntLeftMs } from '../../../lib/hunt-view';
import { useHuntStatus } from '../api/get-hunt-status';
import { soundHorn } from '../horn';

/** The tab title while the trap rests, and once it is ready (`base` is the page's own title). */
export function hornTitle(leftMs: number, base: string): string {
  return leftMs > 0 ? `${formatMinSec(leftMs)} · ${base}` : `Hunt ready! · ${base}`;
}

/**
 * The horn on every game screen: the browser tab's title counts down to the next hunt and says when it is ready;
 * when the countdown reaches 0 while the page is open, the horn sounds (a notification, only if the player switched
 * it on). A page opened with the hunt already ready shows the title and sends nothing. The title goes back when the
 * game unmounts.
 */
export function useHuntHorn(clock: () => number = Date.now): void {
  const status = useHuntStatus().data;
  const now = useNow(1000, clock);
  const left = status ? huntLeftMs(status, now) : null;
  const base = useRef<string | null>(null);
  const waited = useRef(false);

  useEffect(() => {
    base.current = document.title;
    const original = document.title;
    return () => {
      document.title = original;
    };
  }, []);

  useEffect(() => {
    if (left === null) return;
    document.title = hornTitle(left, base.current ?? document.title);
    if (left > 0) {
      waited.current = true;
    } else if (waited.current) {
      waited.current = false;
      void soundHorn().catch(() => undefined);
    }
  }, [left]);
}
