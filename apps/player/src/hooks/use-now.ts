import { useEffect, useState } from 'react';

/** The current time in ms, re-read every `intervalMs` (countdowns tick every second). */
export function useNow(intervalMs = 1000, clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, clock]);
  return now;
}
