import { useEffect, useRef, useState } from 'react';
import { INFINITE_SCROLL_DEBOUNCE_MS } from '../config/game';

interface InfiniteScrollOptions {
  hasNextPage: boolean;
  isFetching: boolean;
  onLoadMore: () => void;
  delayMs?: number;
}

/**
 * Infinite scroll for the shop and exhibition grids: returns a ref for a sentinel below the grid. When the
 * sentinel comes into view (IntersectionObserver) the next page is asked for after a short debounce
 *, and only while `hasNextPage` is true and no page is on its way. The observer is
 * renewed after every load, so a sentinel that is still visible keeps pulling pages in.
 */
export function useInfiniteScroll({ hasNextPage, isFetching, onLoadMore, delayMs = INFINITE_SCROLL_DEBOUNCE_MS }: InfiniteScrollOptions) {
  const [node, setNode] = useState<Element | null>(null);
  const latest = useRef({ hasNextPage, isFetching, onLoadMore });

  useEffect(() => {
    latest.current = { hasNextPage, isFetching, onLoadMore };
  }, [hasNextPage, isFetching, onLoadMore]);

  useEffect(() => {
    if (!node || isFetching || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          const state = latest.current;
          if (state.hasNextPage && !state.isFetching) state.onLoadMore();
        }, delayMs);
      },
      { rootMargin: '240px 0px' },
    );
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [node, isFetching, hasNextPage, delayMs]);

  return setNode;
}
