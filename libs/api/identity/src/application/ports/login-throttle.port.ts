/**
 * Failed password checks counted per (account, address), shared by every API process: after a few failures the pair
 * must wait a growing delay (domain/login-delay.ts) before its next attempt.
 *
 * An attempt is reserved before the password is verified, and counted as a failure right away: `reserve` counts and
 * decides in one statement, so parallel guesses cannot all pass the check before the first failure is written.
 * A correct password then calls `succeeded`, which forgets the run. `reserve` throws RateLimitedError while blocked.
 */
export interface LoginThrottle {
  reserve(accountKey: string, address: string): Promise<void>;
  succeeded(accountKey: string, address: string): Promise<void>;
}
export const LOGIN_THROTTLE = Symbol('LOGIN_THROTTLE');
export const LOGIN_THROTTLE_ENABLED = Symbol('LOGIN_THROTTLE_ENABLED');
/**
 * The "address" under which checks of the current password by a signed-in player are counted (profile changes):
 * one counter per account whatever the address, since a stolen token can be used from anywhere.
 */
export const SIGNED_IN_PASSWORD_CHECK = 'signed-in';
