import { Tx } from '@grimhunt/api-kernel';

export interface FriendRequestRow {
  id: string;
  fromUserId: string;
  toUserId: string;
  createdAt: Date;
}

export interface GiftRow {
  id: string;
  fromUserId: string | null;
  fromName: string;
  toUserId: string;
  itemId: string;
  sentAt: Date;
  expiresAt: Date;
  claimedAt: Date | null;
}

export interface NewGift {
  id: string;
  fromUserId: string;
  fromName: string;
  toUserId: string;
  itemId: string;
  sentDay: string;
  sentAt: Date;
  expiresAt: Date;
}

export interface FriendshipAdminRow {
  id: string;
  userId: string;
  friendId: string;
  createdAt: Date;
}

export interface FriendshipAdminQuery {
  userId: string | null;
  /** Users whose name contains this text (ids resolved by the caller). */
  userIds: string[] | null;
  sort: 'createdAt' | 'id';
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

/** The social context's rows. Writes take the caller's transaction, which holds the players' locks. */
export interface SocialRepository {
  friendIds(userId: string, tx?: Tx): Promise<string[]>;
  areFriends(tx: Tx, a: string, b: string): Promise<boolean>;
  countFriends(tx: Tx, userId: string): Promise<number>;
  insertFriendship(tx: Tx, id: string, a: string, b: string, at: Date): Promise<void>;
  deleteFriendship(tx: Tx, a: string, b: string): Promise<boolean>;

  request(id: string, tx?: Tx): Promise<FriendRequestRow | null>;
  requestBetween(tx: Tx, fromUserId: string, toUserId: string): Promise<FriendRequestRow | null>;
  /** Incoming requests (senders I blocked left out) and outgoing ones, newest first. */
  requestsOf(userId: string): Promise<{ incoming: FriendRequestRow[]; outgoing: FriendRequestRow[] }>;
  countOutgoing(tx: Tx, userId: string): Promise<number>;
  countSentSince(tx: Tx, userId: string, since: Date): Promise<number>;
  insertRequest(tx: Tx, request: FriendRequestRow): Promise<void>;
  deleteRequest(tx: Tx, id: string): Promise<boolean>;
  deleteRequestsBetween(tx: Tx, a: string, b: string): Promise<void>;

  isBlocked(tx: Tx, blockerId: string, blockedId: string): Promise<boolean>;
  blockedBy(userId: string): Promise<string[]>;
  block(tx: Tx, blockerId: string, blockedId: string, at: Date): Promise<void>;
  unblock(tx: Tx, blockerId: string, blockedId: string): Promise<void>;

  partyEnabled(userId: string): Promise<boolean>;
  partyEnabledOf(userIds: string[], tx?: Tx): Promise<Set<string>>;
  setParty(tx: Tx, userId: string, enabled: boolean): Promise<void>;
  /** Friends of `userId` who agreed to be taken along (one statement). */
  partyFriends(tx: Tx, userId: string): Promise<string[]>;

  countSentOn(tx: Tx | undefined, userId: string, day: string): Promise<number>;
  sentTo(tx: Tx | undefined, userId: string, day: string): Promise<string[]>;
  countClaimedOn(tx: Tx | undefined, userId: string, day: string): Promise<number>;
  /** Unclaimed gifts to the player that have not expired at `now`, oldest first. */
  openGifts(userId: string, now: Date, tx?: Tx): Promise<GiftRow[]>;
  gift(id: string, tx?: Tx): Promise<GiftRow | null>;
  insertGifts(tx: Tx, gifts: NewGift[]): Promise<void>;
  /** Marks the gifts claimed when still open (to the player, unclaimed, not expired); the ones it marked. */
  markClaimed(tx: Tx, ids: string[], toUserId: string, now: Date, day: string): Promise<GiftRow[]>;

  insertTicket(ticketHash: string, userId: string, expiresAt: Date): Promise<void>;
  /** The ticket's player when the ticket is valid at `now`; the ticket is used up either way. */
  consumeTicket(ticketHash: string, now: Date): Promise<string | null>;

  friendships(query: FriendshipAdminQuery): Promise<{ rows: FriendshipAdminRow[]; total: number }>;
}
export const SOCIAL_REPOSITORY = Symbol('SOCIAL_REPOSITORY');
