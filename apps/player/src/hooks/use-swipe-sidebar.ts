import { useEffect } from 'react';

export const SWIPE_MAX_WIDTH = 768;
export const SWIPE_MIN_DISTANCE = 50;

/**
 * Which way a swipe moves the sidebar: right opens, left closes, only on narrow screens
 * and only for a mostly horizontal move of at least 50 px.
 */
export function swipeAction(dx: number, dy: number, viewportWidth: number): 'open' | 'close' | null {
  if (viewportWidth > SWIPE_MAX_WIDTH) return null;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx > 0 ? 'open' : 'close';
}

export function useSwipeSidebar(setOpen: (open: boolean) => void): void {
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const action = swipeAction(touch.clientX - start.x, touch.clientY - start.y, window.innerWidth);
      start = null;
      if (action) setOpen(action === 'open');
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [setOpen]);
}
