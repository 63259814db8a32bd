/** The UTC day of an instant as `YYYY-MM-DD` (daily counters and the gift of the day reset at 00:00 UTC). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** How many of a daily allowance are left after `used`. */
export function leftOf(allowance: number, used: number): number {
  return Math.max(0, allowance - used);
}
