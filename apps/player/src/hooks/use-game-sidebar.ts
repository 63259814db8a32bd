import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSwipeSidebar } from './use-swipe-sidebar';

/** The mobile sidebar of the game frame: open or shut, by the burger, a swipe, the backdrop; a new page shuts it. */
export function useGameSidebar() {
  const [open, setOpen] = useState(false);
  const set = useCallback((value: boolean) => setOpen(value), []);
  useSwipeSidebar(set);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  return { open, toggle: () => setOpen((o) => !o), close: () => setOpen(false) };
}
