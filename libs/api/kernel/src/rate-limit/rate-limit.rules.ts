import { SHOP_READS_PER_MINUTE, TOO_MANY_REQUESTS_MESSAGE } from '@grimhunt/contracts';

/** The answer when an account got as many mails as it may in an hour. */
export const ACCOUNT_MAILS_CAPPED_MESSAGE =
  'We sent several mails to this account recently. Please check your inbox (and spam folder), or try again in an hour.';

/** One limit: at most `limit` hits per `windowSeconds` per key (an address or an account). */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Whom the limit counts: the caller's address (default) or the signed-in user (falls back to the address). */
  per?: 'address' | 'user';
  message?: string;
}

/**
 * The limits shared by all API processes. Generous for people, tight for scripts: a school class of 30
 * behind one address can register and log in within minutes; a password sprayer or a mail flood cannot.
 */
export const RATE_LIMITS = {
  login: { name: 'login', limit: 300, windowSeconds: 600 },
  register: { name: 'register', limit: 60, windowSeconds: 600 },
  forgotPassword: { name: 'forgot', limit: 30, windowSeconds: 600 },
  resendActivation: { name: 'resend-activation', limit: 5, windowSeconds: 3600, per: 'user' },
  /** Sending player mail: a letter every few seconds is plenty; 300 in 3 s is not. */
  mailSend: { name: 'mail-send', limit: 30, windowSeconds: 600, per: 'user' },
  /** Mirror Night verifications: each replays up to 50 hunts through the engine; a few a minute per player. */
  mirrorNightVerify: { name: 'mirror-night-verify', limit: 20, windowSeconds: 60, per: 'user' },
  /** Shop and exhibition reads (the spec's 429 'Too many requests...' on shop loading); SHOP_READS_PER_MINUTE. */
  shop: { name: 'shop', limit: SHOP_READS_PER_MINUTE, windowSeconds: 60, per: 'user' },
  /**
   * Account mails of one kind (activation, reset link, "this address is taken") to one email address, and to one
   * account, whoever asks and from however many addresses: each kind counts apart (the key names the kind), so one
   * kind sent by strangers never blocks another; a victim's inbox gets a handful an hour of each, never dozens.
   */
  mailToAddress: { name: 'mail-to', limit: 6, windowSeconds: 3600, message: ACCOUNT_MAILS_CAPPED_MESSAGE },
  mailToAccount: { name: 'mail-account', limit: 6, windowSeconds: 3600, message: ACCOUNT_MAILS_CAPPED_MESSAGE },
  /**
   * The odds screens' reads (odds, what-if): pure reads that weigh the engine's odds, a few a minute per screen.
   * Counted per player, so a script cannot keep a server's cores busy with them.
   */
  odds: { name: 'odds', limit: 60, windowSeconds: 60, per: 'user' },
  /** The setup advisor: a bounded search of a few tens of ms; the player app asks again only when gear, setups or the ground change. */
  advisor: { name: 'advisor', limit: 20, windowSeconds: 60, per: 'user' },
  /** Friends, gifts, party switch, event tickets: a player clicks a few a minute; the game's own limits are in the social context. */
  social: { name: 'social', limit: 120, windowSeconds: 60, per: 'user' },
  /** Hunts (cooldowns apply anyway; this stops request floods). */
  hunt: { name: 'hunt', limit: 120, windowSeconds: 60, per: 'user' },
  /** Placing and cancelling market orders: a trader clicks a few a minute; a script flooding the book is stopped. */
  marketOrder: { name: 'market-order', limit: 120, windowSeconds: 60, per: 'user' },
  /** Coven board posts: a conversation's pace, not a flood (the board keeps only the newest 100 anyway). */
  covenBoard: { name: 'coven-board', limit: 10, windowSeconds: 60, per: 'user' },
} as const satisfies Record<string, RateLimitRule>;

export const RATE_LIMIT_MESSAGE = TOO_MANY_REQUESTS_MESSAGE;
