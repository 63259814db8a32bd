/**
 * Failed logins counted per (account, address), shared by every API process: after a few failures the pair must
 * wait a growing delay (domain/login-delay.ts) before its next attempt. `assertMayTry` throws RateLimitedError.
 */
export interface LoginThrottle {
  assertMayTry(accountKey: string, address: string): Promise<void>;
  failed(accountKey: string, address: string): Promise<void>;
  succeeded(accountKey: string, address: string): Promise<void>;
}
export const LOGIN_THROTTLE = Symbol('LOGIN_THROTTLE');
export const LOGIN_THROTTLE_ENABLED = Symbol('LOGIN_THROTTLE_ENABLED');
