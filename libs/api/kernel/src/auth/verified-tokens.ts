import { AccessTokenClaims } from '@grimhunt/contracts';

/** How many verified tokens one process keeps; the oldest goes when a new one would pass it. */
export const VERIFIED_TOKENS_MAX = 20_000;

/**
 * The access tokens this process has verified, with their claims, each until its expiry. Checking a token's signature
 * and claims is a pure function of the token and the time: the same token verifies the same way until its `exp`. A
 * profile of getme put that check at 9 % of the API's CPU per request, paid again on every request of a signed-in
 * player. Only tokens that verified are kept (a made-up token is checked, and refused, every time), and only those
 * that expire. Whether the account still stands behind a token (its token version, role and ban) is not a property
 * of the token and is still asked on every request. One process's memo: nothing here must agree across processes,
 * since each process would verify the same token the same way.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { claims: AccessTokenClaims; untilMs: number }>();

  constructor(
    private readonly max = VERIFIED_TOKENS_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  /** The claims of a token verified earlier and not expired yet (expired as the verifier has it: at `exp` seconds). */
  get(token: string): AccessTokenClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() >= entry.untilMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.claims;
  }

  /** Keeps a token that has just verified, until its expiry; a token without one is verified on every request. */
  remember(token: string, claims: AccessTokenClaims): void {
    if (typeof claims.exp !== 'number') return;
    if (this.entries.size >= this.max && !this.entries.has(token)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { claims, untilMs: claims.exp * 1000 });
  }

  get size(): number {
    return this.entries.size;
  }
}
