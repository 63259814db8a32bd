/** Failed logins per (account, address) that cost nothing: typing mistakes. */
export const FREE_LOGIN_FAILURES = 4;
/** The longest wait after a run of failures. */
export const MAX_LOGIN_DELAY_SECONDS = 15 * 60;
/** A failure run is forgotten after this long without failures. */
export const LOGIN_FAILURE_MEMORY_SECONDS = 24 * 3600;

/**
 * How long the next login of an (account, address) pair must wait after `failures` failed attempts in a row:
 * nothing for the first few, then 2, 4, 8 ... seconds, at most 15 minutes. Nobody is locked out for good, and
 * another address (the real owner's) is not slowed down at all.
 */
export function loginDelaySeconds(failures: number): number {
  if (failures <= FREE_LOGIN_FAILURES) return 0;
  return Math.min(MAX_LOGIN_DELAY_SECONDS, 2 ** (failures - FREE_LOGIN_FAILURES));
}
