/**
 * Chrono crystal charges, computed from timestamps (no job). Stored state: `charges` and `rechargeAt` (ms), where
 * `rechargeAt === null` means "full": a crystal that was never used, or that refilled, holds its maximum (the CCC
 * stat of the equipped items). While below the maximum one charge comes back every `periodMs`, counted from
 * `rechargeAt` (the moment the next charge is due).
 */
export interface StoredChrono {
  charges: number;
  rechargeAt: number | null;
}

export interface ChronoNow {
  charges: number;
  /** When the next charge is due; null when full (or no crystal). */
  rechargeAt: number | null;
  max: number;
}

/** The charges at `now`. */
export function chronoAt(stored: StoredChrono, max: number, now: number, periodMs: number): ChronoNow {
  const cap = Math.max(0, Math.trunc(max));
  if (cap === 0) return { charges: 0, rechargeAt: null, max: 0 };
  if (stored.rechargeAt === null) return { charges: cap, rechargeAt: null, max: cap };
  let charges = Math.min(cap, Math.max(0, stored.charges));
  let rechargeAt: number | null = stored.rechargeAt;
  if (charges < cap && now >= rechargeAt) {
    const due = Math.floor((now - rechargeAt) / periodMs) + 1;
    charges = Math.min(cap, charges + due);
    rechargeAt += due * periodMs;
  }
  if (charges >= cap) rechargeAt = null;
  return { charges, rechargeAt, max: cap };
}

/**
 * The stored state after a hunt changed the charges by `delta` (-1 for a chrono hunt, +1 for Reconstruction) at
 * `now`. Using a charge from a full crystal starts the recharge clock.
 */
export function chronoAfter(current: ChronoNow, delta: number, now: number, periodMs: number): StoredChrono {
  if (current.max === 0) return { charges: 0, rechargeAt: null };
  const charges = Math.max(0, Math.min(current.max, current.charges + delta));
  if (charges >= current.max) return { charges, rechargeAt: null };
  return { charges, rechargeAt: current.rechargeAt ?? now + periodMs };
}
