import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * The player tests' one way to control time (docs/extending.md §4, "the test clock").
 *
 * `startFakeClock(at)` fixes the system time (`Date.now()`, `new Date()`) at `at` for the rest of the test, so nothing
 * depends on the day the suite runs. By default the timers are fake too (Jest's modern fake timers): countdowns,
 * delays and intervals move only when the test calls `clock.advance(ms)`, and `clock.user()` is a user-event
 * instance that advances them while it types and clicks. With `{ timers: false }` only the date is fixed and
 * timers run for real (for screens that only read the date, e.g. "this month"); `advance` then moves the date only.
 * setup-tests.ts restores the real clock after every test.
 */
export const TEST_NOW = Date.UTC(2024, 5, 24, 12, 0, 0); // 2024-06-24T12:00:00Z, a Monday

export type ClockTime = number | string | Date;

export interface TestClock {
  /** The fixed "now" in ms (moves with `advance`). */
  now(): number;
  /** Moves time forward by `ms`: fires the timers due (inside `act`), or only moves the date with `timers: false`. */
  advance(ms: number): void;
  /** Jumps the date to `at` without firing timers (e.g. "the next day"). */
  set(at: ClockTime): void;
  /** A user-event instance that works with this clock. */
  user(): ReturnType<typeof userEvent.setup>;
}

const TIMER_APIS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

export function toMs(at: ClockTime): number {
  const ms = typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(ms)) throw new Error(`startFakeClock: not a time: ${String(at)}`);
  return ms;
}

export function startFakeClock(at: ClockTime = TEST_NOW, { timers = true }: { timers?: boolean } = {}): TestClock {
  const start = toMs(at);
  if (timers) jest.useFakeTimers({ now: start });
  else jest.useFakeTimers({ now: start, doNotFake: [...TIMER_APIS] });
  return {
    now: () => Date.now(),
    advance(ms) {
      if (timers) act(() => void jest.advanceTimersByTime(ms));
      else act(() => jest.setSystemTime(Date.now() + ms));
    },
    set(to) {
      act(() => jest.setSystemTime(toMs(to)));
    },
    user: () => (timers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : userEvent.setup()),
  };
}
