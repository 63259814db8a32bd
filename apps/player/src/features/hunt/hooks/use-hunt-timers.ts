import { useEffect, useRef } from 'react';
import { CHRONO_REFRESH_THROTTLE_MS } from '@grimhunt/contracts';
import { useNow } from '../../../hooks/use-now';
import { useHuntStatus } from '../api/get-hunt-status';
import { chronoLeftMs, huntLeftMs, type StatusSnapshot } from '../../../lib/hunt-view';

export interface HuntTimers {
  status: StatusSnapshot | undefined;
  /** ms until the next regular hunt; 0 = ready. */
  huntLeft: number;
  /** ms until the next chrono charge. */
  chronoLeft: number;
  charges: number;
}

/**
 * The ticking hunt timers: re-read every second against the server's clock. When the chrono
 * recharge timer has run out while charges are missing, the status is fetched again, at most once per 10 s.
 */
export function useHuntTimers(maxCharges: number, clock: () => number = Date.now, fallback?: StatusSnapshot): HuntTimers {
  const query = useHuntStatus();
  const now = useNow(1000, clock);
  const status = query.data ?? fallback;
  const huntLeft = status ? huntLeftMs(status, now) : 0;
  const chronoLeft = status ? chronoLeftMs(status, now) : 0;
  const charges = status?.chronocrystalCharges ?? 0;
  const max = status?.chronocrystalMaxCharges ?? maxCharges;
  const lastRefresh = useRef(0);
  const { refetch } = query;

  // Only the server's own status counts (not the fallback read from getme), and not while it is being read.
  const due = !!query.data && !query.isFetching && max > 0 && charges < max && chronoLeft === 0;
  useEffect(() => {
    if (!due) return;
    const at = clock();
    if (at - lastRefresh.current < CHRONO_REFRESH_THROTTLE_MS) return;
    lastRefresh.current = at;
    void refetch();
  }, [due, now, clock, refetch]);

  return { status, huntLeft, chronoLeft, charges };
}
