import { FREE_LOGIN_FAILURES, loginDelaySeconds, MAX_LOGIN_DELAY_SECONDS } from './login-delay';

describe('loginDelaySeconds', () => {
  it('costs nothing for the first failures, then doubles up to 15 minutes', () => {
    expect([0, 1, FREE_LOGIN_FAILURES].map(loginDelaySeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map(loginDelaySeconds)).toEqual([2, 4, 8, 16]);
    expect(loginDelaySeconds(14)).toBe(MAX_LOGIN_DELAY_SECONDS);
    expect(loginDelaySeconds(1000)).toBe(MAX_LOGIN_DELAY_SECONDS);
  });
});
