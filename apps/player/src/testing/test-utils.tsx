import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Shell } from '../app/app';
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
export function renderWithProviders(ui: ReactElement, { route = '/', path }: { route?: string; path?: string } = {}) {
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

type Rendered = ReturnType<typeof renderWithProviders>;

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
  const result = renderWithProviders(<Shell />, { route });
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
