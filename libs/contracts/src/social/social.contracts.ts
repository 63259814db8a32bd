import type { HuntResultValue } from '../hunt/hunt.contracts';
import type { SeanceCatchEventDto, SeanceInviteEventDto } from './seance-maps.contracts';

/**
 * The social context: friends and blocks, daily gifts, the hunting party and the live event stream. Every route needs
 * a signed-in player; errors are the usual `{ statusCode, code, message }` body. The rules and numbers are explained
 * in docs/social.md.
 */

/** The social context's route strings (relative to `/api`). */
export const SOCIAL_ROUTES = {
  /** GET: friends, incoming and outgoing requests, blocks, and my party switch. */
  friends: 'social/friends',
  /** POST `{ name }`: ask a player to be friends (or accept their open request to me). */
  friendRequests: 'social/friends/requests',
  /** POST: the addressee accepts. */
  acceptRequest: 'social/friends/requests/:requestId/accept',
  /** POST: the addressee declines. */
  declineRequest: 'social/friends/requests/:requestId/decline',
  /** DELETE: either side ends the friendship. */
  friend: 'social/friends/:userId',
  /** PUT: block a player (ends a friendship and open requests between us); DELETE: unblock. */
  block: 'social/blocks/:userId',
  /** GET: gift of the day, counters, received gifts; POST `{ toUserIds }`: send today's gift. */
  gifts: 'social/gifts',
  /** POST: claim one received gift. */
  claimGift: 'social/gifts/:giftId/claim',
  /** POST `{ returnGifts }`: claim every received gift (and send one back to each sender). */
  claimAllGifts: 'social/gifts/claim-all',
  /** PUT `{ enabled }`: agree (or not) to be taken along by friends' hunts. */
  party: 'social/party',
  /** POST: a short-lived ticket that opens the event stream once. */
  eventsTicket: 'social/events/ticket',
  /** GET `?ticket=...`: server-sent events for the signed-in player. */
  events: 'social/events',
} as const;

/** Full paths for clients (`/api/...`). */
export const SOCIAL_PATHS = {
  friends: `/api/${SOCIAL_ROUTES.friends}`,
  friendRequests: `/api/${SOCIAL_ROUTES.friendRequests}`,
  acceptRequest: (requestId: string) => `/api/social/friends/requests/${encodeURIComponent(requestId)}/accept`,
  declineRequest: (requestId: string) => `/api/social/friends/requests/${encodeURIComponent(requestId)}/decline`,
  friend: (userId: string) => `/api/social/friends/${encodeURIComponent(userId)}`,
  block: (userId: string) => `/api/social/blocks/${encodeURIComponent(userId)}`,
  gifts: `/api/${SOCIAL_ROUTES.gifts}`,
  claimGift: (giftId: string) => `/api/social/gifts/${encodeURIComponent(giftId)}/claim`,
  claimAllGifts: `/api/${SOCIAL_ROUTES.claimAllGifts}`,
  party: `/api/${SOCIAL_ROUTES.party}`,
  eventsTicket: `/api/${SOCIAL_ROUTES.eventsTicket}`,
  events: (ticket: string) => `/api/social/events?ticket=${encodeURIComponent(ticket)}`,
} as const;

/** Back-office resources (read-only lists in the ra-data-simple-rest dialect on `/api/<name>`). */
export const SOCIAL_RESOURCES = ['friendship'] as const;
export type SocialResource = (typeof SOCIAL_RESOURCES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Numbers

export const SOCIAL_LIMITS = {
  /** Friends a player may have. */
  maxFriends: 150,
  /** Open requests a player may have sent and not yet seen answered. */
  maxOutgoingRequests: 50,
  /** New requests a player may send in one rolling hour. */
  requestsPerHour: 20,
  /** Gifts a player may send per UTC day. */
  giftSendsPerDay: 10,
  /** Gifts a player may claim per UTC day. */
  giftClaimsPerDay: 10,
  /** An unclaimed gift expires this long after it was sent. */
  giftLifetimeMs: 7 * 24 * 60 * 60_000,
  /** Friends a sounded hunt takes along at most. */
  maxPartySize: 4,
  /** A friend is taken along only when they were active this recently. */
  partyActiveWindowMs: 60 * 60_000,
  /** XP bonus of the sounder per friend that hunted, in percent. */
  partyXpBonusPercentPerFriend: 10,
  /** Highest party XP bonus, in percent. */
  partyXpBonusMaxPercent: 40,
  /** An event-stream ticket opens a stream within this time, once. */
  eventTicketLifetimeMs: 30_000,
} as const;

/** Ledger reasons of social movements; the reference is the gift id. */
export const SOCIAL_LEDGER_REASONS = {
  giftClaim: 'social-gift-claim',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Messages and error codes

/** Texts of the server and of the screens. */
export const SOCIAL_MESSAGES = {
  nameRequired: 'Please enter a player name',
  playerNotFound: 'There is no player with that name',
  self: 'You cannot add yourself as a friend',
  alreadyFriends: 'You are already friends',
  alreadyRequested: 'You have already sent this player a request',
  youBlocked: 'You have blocked this player. Unblock them first.',
  /** Also the answer to a request a block refuses: the sender is not told they are blocked. */
  requestSent: 'Friend request sent',
  nowFriends: 'You are now friends',
  tooManyFriends: `You already have ${SOCIAL_LIMITS.maxFriends} friends`,
  theyHaveTooManyFriends: 'This player cannot take more friends',
  tooManyOutgoing: `You have ${SOCIAL_LIMITS.maxOutgoingRequests} open requests. Wait for answers before asking more players.`,
  tooManyRequestsThisHour: `You can send ${SOCIAL_LIMITS.requestsPerHour} friend requests an hour. Try again later.`,
  requestNotFound: 'This friend request no longer exists',
  notAFriend: 'This player is not your friend',
  userNotFound: 'There is no such player',
  blockSelf: 'You cannot block yourself',
  blocked: 'Player blocked',
  unblocked: 'Player unblocked',
  declined: 'Friend request declined',
  unfriended: 'Friend removed',
  giftRecipientsRequired: 'Choose at least one friend',
  noGiftToday: 'There is no gift of the day today',
  giftAlreadySent: "You have already sent today's gift to this friend",
  noSendsLeft: 'You have sent all your gifts for today',
  noClaimsLeft: 'You have claimed all your gifts for today',
  giftNotFound: 'This gift no longer exists',
  giftExpired: 'This gift has expired',
  giftAlreadyClaimed: 'This gift was already claimed',
  giftsSent: (count: number) => (count === 1 ? 'Gift sent' : `${count} gifts sent`),
  giftClaimed: (name: string) => `You claimed ${name}`,
  giftsClaimed: (count: number) => (count === 1 ? '1 gift claimed' : `${count} gifts claimed`),
  partyOn: 'Friends can take you along on their hunts',
  partyOff: 'Friends no longer take you along',
  ticketInvalid: 'The event ticket is invalid or expired',
} as const;

/** "Hunted with Mara 40 s ago": what a taken-along player sees when they press HUNT during that cooldown. */
export function huntedWithMessage(name: string, secondsAgo: number): string {
  return `Hunted with ${name} ${Math.max(0, Math.round(secondsAgo))} s ago`;
}

/** Stable error codes of the social context. */
export const SOCIAL_ERROR_CODES = {
  VALIDATION: 'SOCIAL.VALIDATION',
  PLAYER_NOT_FOUND: 'SOCIAL.PLAYER_NOT_FOUND',
  SELF: 'SOCIAL.SELF',
  ALREADY_FRIENDS: 'SOCIAL.ALREADY_FRIENDS',
  ALREADY_REQUESTED: 'SOCIAL.ALREADY_REQUESTED',
  YOU_BLOCKED: 'SOCIAL.YOU_BLOCKED',
  FRIEND_LIMIT: 'SOCIAL.FRIEND_LIMIT',
  OUTGOING_LIMIT: 'SOCIAL.OUTGOING_LIMIT',
  REQUEST_RATE: 'SOCIAL.REQUEST_RATE',
  REQUEST_NOT_FOUND: 'SOCIAL.REQUEST_NOT_FOUND',
  NOT_A_FRIEND: 'SOCIAL.NOT_A_FRIEND',
  NO_GIFT_TODAY: 'SOCIAL.NO_GIFT_TODAY',
  GIFT_ALREADY_SENT: 'SOCIAL.GIFT_ALREADY_SENT',
  NO_SENDS_LEFT: 'SOCIAL.NO_SENDS_LEFT',
  NO_CLAIMS_LEFT: 'SOCIAL.NO_CLAIMS_LEFT',
  GIFT_NOT_FOUND: 'SOCIAL.GIFT_NOT_FOUND',
  GIFT_EXPIRED: 'SOCIAL.GIFT_EXPIRED',
  GIFT_CLAIMED: 'SOCIAL.GIFT_CLAIMED',
  TICKET_INVALID: 'SOCIAL.TICKET_INVALID',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Friends

/** `POST /api/social/friends/requests`. */
export interface FriendRequestBody {
  name: string;
}

/**
 * 201. `pending`: a request waits for the other player; `friends`: they had already asked me, so we are friends and
 * no request is left over (`requestId` is then their request's id).
 */
export interface FriendRequestAnswerDto {
  requestId: string;
  status: 'pending' | 'friends';
  message: string;
}

export interface FriendDto {
  userId: string;
  name: string;
  rankName: string;
  /** The friend's current hunting ground ('' when none). */
  groundName: string;
  /** Their trap is off cooldown now. */
  huntReady: boolean;
  /** They agreed to be taken along on hunts. */
  partyEnabled: boolean;
}

export interface FriendRequestDto {
  requestId: string;
  /** The other player (the sender for incoming, the addressee for outgoing). */
  userId: string;
  name: string;
  /** ms since the epoch. */
  createdAt: number;
}

export interface BlockedPlayerDto {
  userId: string;
  name: string;
}

/** `GET /api/social/friends`. Friends by name; requests newest first. */
export interface FriendsDto {
  friends: FriendDto[];
  incoming: FriendRequestDto[];
  outgoing: FriendRequestDto[];
  /** Players I blocked (to unblock them). */
  blocked: BlockedPlayerDto[];
  /** My own party switch. */
  partyEnabled: boolean;
}

/** Answer of accept, decline, unfriend, block and unblock. */
export interface SocialOkDto {
  success: true;
  message: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Daily gifts

export interface GiftOfTheDayDto {
  itemId: string;
  name: string;
  imageId: string | null;
}

export interface ReceivedGiftDto {
  giftId: string;
  from: { userId: string; name: string };
  itemId: string;
  name: string;
  imageId: string | null;
  /** ms since the epoch. */
  expiresAt: number;
}

/** `GET /api/social/gifts`. `giftOfTheDay` is null when the schedule names no item. Counters reset at 00:00 UTC. */
export interface GiftsDto {
  giftOfTheDay: GiftOfTheDayDto | null;
  sendsLeft: number;
  claimsLeft: number;
  /** Friends that got today's gift from me. */
  sentTodayTo: string[];
  /** Unclaimed, unexpired gifts, oldest first. */
  received: ReceivedGiftDto[];
}

/** `POST /api/social/gifts`. */
export interface SendGiftsBody {
  toUserIds: string[];
}

/** 201: every recipient got the gift (the call is refused as a whole otherwise). */
export interface SendGiftsAnswerDto {
  sent: string[];
  message: string;
  gifts: GiftsDto;
}

/** `POST /api/social/gifts/{giftId}/claim`. */
export interface ClaimGiftAnswerDto {
  claimed: string[];
  message: string;
  gifts: GiftsDto;
}

/** `POST /api/social/gifts/claim-all`. */
export interface ClaimAllGiftsBody {
  returnGifts: boolean;
}

/**
 * Claims the oldest gifts up to today's claims left; with `returnGifts` sends today's gift back to each sender that is
 * still a friend, has not had one from me today, while sends are left.
 */
export interface ClaimAllGiftsAnswerDto {
  claimed: string[];
  returnedTo: string[];
  message: string;
  gifts: GiftsDto;
}

/**
 * The gift-of-the-day schedule admins edit (the `GiftOfTheDaySchedule` setting, JSON): the `items` rotate one a UTC day
 * starting with `items[0]` on `start` (`YYYY-MM-DD`); `dates` names the gift of single days (`{"2026-12-24": "<itemId>"}`)
 * and wins over the rotation.
 */
export interface GiftSchedule {
  start: string;
  items: string[];
  dates: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------------------------
// Party

/** `PUT /api/social/party`. */
export interface PartyBody {
  enabled: boolean;
}

export interface PartyAnswerDto {
  enabled: boolean;
  message: string;
}

/** One friend taken along by a sounded hunt (the hunt answer's `party`). */
export interface HuntPartyMemberDto {
  userId: string;
  name: string;
  huntResult: HuntResultValue;
  /** The ghost met; null when none came. */
  enemyName: string | null;
}

/**
 * On a hunt answer refused `OnCooldown`: the cooldown comes from a friend's hunt that took me along. The answer then
 * also carries that hunt's journal entry; `huntedWithMessage(by.name, seconds since huntedAt)` is the text.
 */
export interface HuntTakenAlongDto {
  by: { userId: string; name: string };
  /** ms since the epoch. */
  huntedAt: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Live events

/** `POST /api/social/events/ticket` (201). */
export interface EventTicketDto {
  ticket: string;
  /** ms since the epoch. */
  expiresAt: number;
}

/** The `data` of each server-sent event (JSON); the event's `event:` name is its `type`. */
export type SocialEventDto =
  | { type: 'friend-request'; requestId: string; from: { userId: string; name: string } }
  | { type: 'friend-accepted'; userId: string; name: string }
  | { type: 'gift'; giftId: string; from: { userId: string; name: string }; itemId: string }
  | {
      type: 'party-hunt';
      by: { userId: string; name: string };
      huntResult: HuntResultValue;
      enemyName: string | null;
      journalEntryId: string;
    }
  | SeanceCatchEventDto
  | SeanceInviteEventDto;
export type SocialEventType = SocialEventDto['type'];

// ---------------------------------------------------------------------------------------------------------------
// Back office

/** A row of `GET /api/friendship` (one per friendship; `userId` is the smaller id). Filters: `userId`, `q` (a name). */
export interface FriendshipAdminDto {
  id: string;
  userId: string;
  userName: string;
  friendId: string;
  friendName: string;
  /** ISO date. */
  createdAt: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60_000;

/** The schedule in a setting's text, or undefined when the text is not a readable schedule. */
export function parseGiftSchedule(raw: string): GiftSchedule | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { start, items, dates } = value as Record<string, unknown>;
  if (typeof start !== 'string' || !ISO_DAY.test(start) || Number.isNaN(Date.parse(`${start}T00:00:00Z`))) return undefined;
  if (!Array.isArray(items) || !items.every((item): item is string => typeof item === 'string' && item.length > 0)) return undefined;
  const dated: Record<string, string> = {};
  if (dates !== undefined) {
    if (typeof dates !== 'object' || dates === null || Array.isArray(dates)) return undefined;
    for (const [day, itemId] of Object.entries(dates)) {
      if (!ISO_DAY.test(day) || typeof itemId !== 'string' || itemId.length === 0) return undefined;
      dated[day] = itemId;
    }
  }
  return { start, items, dates: dated };
}

/** The item id the schedule names for the UTC day of `at` (ms), or null when it names none. */
export function giftOfTheDayItemId(schedule: GiftSchedule, at: number): string | null {
  const day = new Date(at).toISOString().slice(0, 10);
  const dated = schedule.dates[day];
  if (dated) return dated;
  if (schedule.items.length === 0) return null;
  const days = Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${schedule.start}T00:00:00Z`)) / DAY_MS);
  const count = schedule.items.length;
  return schedule.items[((days % count) + count) % count];
}
