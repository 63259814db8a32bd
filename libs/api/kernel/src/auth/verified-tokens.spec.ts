import { AccessTokenClaims } from '@grimhunt/contracts';
import { VerifiedTokens } from './verified-tokens';

const claims = (sub: string, exp?: number): AccessTokenClaims => ({ sub, name: sub, role: 'user', ...(exp === undefined ? {} : { exp }) });

describe('VerifiedTokens', () => {
  it('answers a remembered token until its expiry second, then forgets it', () => {
    let now = 1_000_000;
    const tokens = new VerifiedTokens(10, () => now);
    tokens.remember('a', claims('p1', 1_010)); // expires at 1,010 s = 1,010,000 ms
    expect(tokens.get('a')?.sub).toBe('p1');
    now = 1_009_999;
    expect(tokens.get('a')?.sub).toBe('p1');
    now = 1_010_000;
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('never answers a token it was not given, nor one without an expiry', () => {
    const tokens = new VerifiedTokens(10, () => 0);
    tokens.remember('no-exp', claims('p1'));
    expect(tokens.get('no-exp')).toBeUndefined();
    expect(tokens.get('other')).toBeUndefined();
    tokens.remember('a', claims('p1', 10));
    expect(tokens.get('a ')).toBeUndefined();
  });

  it('keeps at most its size, dropping the oldest token first', () => {
    const tokens = new VerifiedTokens(2, () => 0);
    tokens.remember('a', claims('p1', 10));
    tokens.remember('b', claims('p2', 10));
    tokens.remember('b', claims('p2', 10)); // remembering a kept token again drops nothing
    expect(tokens.get('a')?.sub).toBe('p1');
    tokens.remember('c', claims('p3', 10));
    expect(tokens.size).toBe(2);
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.get('b')?.sub).toBe('p2');
    expect(tokens.get('c')?.sub).toBe('p3');
  });
});
