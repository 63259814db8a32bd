import { useSyncExternalStore, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Shell } from '../app/app';
import { RouterNavigation } from '../app/game-app';
import { type ClockTime, type TestClock, startFakeClock } from './clock';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Shows the current path so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {location.pathname}
    </div>
  );
}

/** Renders `ui` at `route` inside the app's providers (memory router). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, setup }: { route?: string; path?: string; setup?: (client: QueryClient) => void } = {},
) {
  const queryClient = createTestQueryClient();
  // Cache entries the screen finds on its first render (set before it mounts, so they are fresh and not fetched).
  setup?.(queryClient);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <RouterNavigation>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          ) : (
            ui
          )}
          <LocationProbe />
        </RouterNavigation>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Tells the window location probe about pushState/replaceState (the browser fires no event for them). */
const LOCATION_CHANGED = 'test:location-changed';
let historyWatched = false;
function watchHistory(): void {
  if (historyWatched) return;
  historyWatched = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      window.dispatchEvent(new Event(LOCATION_CHANGED));
    };
  }
}

function subscribeLocation(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(LOCATION_CHANGED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(LOCATION_CHANGED, listener);
  };
}

/** The page's path (the whole app runs on the window's history, as in the browser). */
function WindowLocationProbe() {
  const pathname = useSyncExternalStore(subscribeLocation, () => window.location.pathname);
  return (
    <div data-testid="location" hidden>
      {pathname}
    </div>
  );
}

/** The whole app at `route` on the window's history, with a query client without retries. */
function renderShell(route: string) {
  watchHistory();
  window.history.replaceState(null, '', route);
  return render(
    <>
      <Shell createQueryClient={createTestQueryClient} />
      <WindowLocationProbe />
    </>,
  );
}

type Rendered = ReturnType<typeof renderShell>;

/**
 * The whole shell (signed-in or signed-out routes by the stored token, cookie banner, start-up checks). Routes are
 * lazy chunks: this resolves once no route is still loading, so the screen is there when the test looks.
 * With `now`, the test clock (`startFakeClock(now, { timers })`, testing/clock.ts) is started first and returned as
 * `clock`.
 */
export async function renderApp(route?: string): Promise<Rendered>;
export async function renderApp(route: string, at: { now: ClockTime; timers?: boolean }): Promise<Rendered & { clock: TestClock }>;
export async function renderApp(route = '/', at?: { now: ClockTime; timers?: boolean }) {
  const clock = at ? startFakeClock(at.now, { timers: at.timers }) : undefined;
  const result = renderShell(route);
  await routesLoaded(0);
  return clock ? { ...result, clock } : result;
}

/**
 * Lets the lazy route chunks load (in Jest `import()` is a chain of resolved promises, so flushing microtasks is
 * enough) and React render them. It never advances the clock, so fake timers in a test stay where they were. Call
 * it after a navigation to a screen not shown yet: React Router navigates in a transition and keeps the old screen
 * until the new chunk is there.
 */
const realSetImmediate: (callback: () => void) => void = require('node:timers').setImmediate;

export async function routesLoaded(minRounds = 5): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    if (round >= minRounds && !document.querySelector('[data-route-loading]')) return;
    // One real macrotask per round (Node's own setImmediate, untouched by Jest's fake timers): React retries a
    // suspended transition from its scheduler, not from a microtask.
    await act(() => new Promise<void>((resolve) => realSetImmediate(() => resolve())));
  }
  throw new Error('a lazy route is still loading after 50 rounds of microtasks');
}
