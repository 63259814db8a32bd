/** The windows of the daily record, all trailing from the moment it is written. */
export function analyticsWindows(now: Date): { day: string; dayAgo: Date; weekAgo: Date; monthAgo: Date } {
  const ms = now.getTime();
  return {
    day: now.toISOString().slice(0, 10),
    dayAgo: new Date(ms - 24 * 3600_000),
    weekAgo: new Date(ms - 7 * 24 * 3600_000),
    monthAgo: new Date(ms - 30 * 24 * 3600_000),
  };
}
