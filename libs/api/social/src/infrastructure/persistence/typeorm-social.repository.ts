import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid, rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import {
  FriendRequestRow,
  FriendshipAdminQuery,
  FriendshipAdminRow,
  GiftRow,
  NewGift,
  SocialRepository,
} from '../../application/ports/social.repository.port';

interface RequestRecord {
  id: string;
  from_user_id: string;
  to_user_id: string;
  created_at: Date;
}
interface GiftRecord {
  id: string;
  from_user_id: string | null;
  from_name: string;
  to_user_id: string;
  item_id: string;
  sent_at: Date;
  expires_at: Date;
  claimed_at: Date | null;
}

const REQUEST_COLUMNS = 'id, from_user_id, to_user_id, created_at';
const GIFT_COLUMNS = 'id, from_user_id, from_name, to_user_id, item_id, sent_at, expires_at, claimed_at';

const toRequest = (r: RequestRecord): FriendRequestRow => ({
  id: r.id,
  fromUserId: r.from_user_id,
  toUserId: r.to_user_id,
  createdAt: r.created_at,
});
const toGift = (r: GiftRecord): GiftRow => ({
  id: r.id,
  fromUserId: r.from_user_id,
  fromName: r.from_name,
  toUserId: r.to_user_id,
  itemId: r.item_id,
  sentAt: r.sent_at,
  expiresAt: r.expires_at,
  claimedAt: r.claimed_at,
});
/** A friendship row stores the pair with the smaller id first. */
const pair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

@Injectable()
export class TypeOrmSocialRepository implements SocialRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async friendIds(userId: string, tx?: Tx): Promise<string[]> {
    const rows: { id: string }[] = await this.m(tx).query(
      `SELECT friend_id AS id FROM social_friendship WHERE user_id = $1
       UNION ALL SELECT user_id FROM social_friendship WHERE friend_id = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  async areFriends(tx: Tx, a: string, b: string): Promise<boolean> {
    const rows: unknown[] = await unwrapTx(tx).query(`SELECT 1 FROM social_friendship WHERE user_id = $1 AND friend_id = $2`, pair(a, b));
    return rows.length > 0;
  }

  async countFriends(tx: Tx, userId: string): Promise<number> {
    const rows: { n: number }[] = await unwrapTx(tx).query(
      `SELECT count(*)::int AS n FROM social_friendship WHERE user_id = $1 OR friend_id = $1`,
      [userId],
    );
    return rows[0].n;
  }

  async insertFriendship(tx: Tx, id: string, a: string, b: string, at: Date): Promise<void> {
    await unwrapTx(tx).query(`INSERT INTO social_friendship (id, user_id, friend_id, created_at) VALUES ($1, $2, $3, $4)`, [
      id,
      ...pair(a, b),
      at,
    ]);
  }

  async deleteFriendship(tx: Tx, a: string, b: string): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await unwrapTx(tx).query(`DELETE FROM social_friendship WHERE user_id = $1 AND friend_id = $2 RETURNING id`, pair(a, b)),
    );
    return rows.length > 0;
  }

  async request(id: string, tx?: Tx): Promise<FriendRequestRow | null> {
    if (!isUuid(id)) return null;
    const rows: RequestRecord[] = await this.m(tx).query(`SELECT ${REQUEST_COLUMNS} FROM social_friend_request WHERE id = $1`, [id]);
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async requestBetween(tx: Tx, fromUserId: string, toUserId: string): Promise<FriendRequestRow | null> {
    const rows: RequestRecord[] = await unwrapTx(tx).query(
      `SELECT ${REQUEST_COLUMNS} FROM social_friend_request WHERE from_user_id = $1 AND to_user_id = $2`,
      [fromUserId, toUserId],
    );
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async requestsOf(userId: string): Promise<{ incoming: FriendRequestRow[]; outgoing: FriendRequestRow[] }> {
    const rows: RequestRecord[] = await this.m().query(
      `SELECT ${REQUEST_COLUMNS} FROM social_friend_request r
        WHERE (r.to_user_id = $1 AND NOT EXISTS (SELECT 1 FROM social_block b WHERE b.blocker_id = $1 AND b.blocked_id = r.from_user_id))
           OR r.from_user_id = $1
        ORDER BY r.created_at DESC, r.id`,
      [userId],
    );
    const all = rows.map(toRequest);
    return { incoming: all.filter((r) => r.toUserId === userId), outgoing: all.filter((r) => r.fromUserId === userId) };
  }

  async countOutgoing(tx: Tx, userId: string): Promise<number> {
    const rows: { n: number }[] = await unwrapTx(tx).query(`SELECT count(*)::int AS n FROM social_friend_request WHERE from_user_id = $1`, [
      userId,
    ]);
    return rows[0].n;
  }

  async countSentSince(tx: Tx, userId: string, since: Date): Promise<number> {
    const rows: { n: number }[] = await unwrapTx(tx).query(
      `SELECT count(*)::int AS n FROM social_request_log WHERE user_id = $1 AND sent_at > $2`,
      [userId, since],
    );
    return rows[0].n;
  }

  async insertRequest(tx: Tx, request: FriendRequestRow): Promise<void> {
    await unwrapTx(tx).query(
      `WITH logged AS (INSERT INTO social_request_log (user_id, sent_at) VALUES ($2, $4))
       INSERT INTO social_friend_request (${REQUEST_COLUMNS}) VALUES ($1, $2, $3, $4)`,
      [request.id, request.fromUserId, request.toUserId, request.createdAt],
    );
  }

  async deleteRequest(tx: Tx, id: string): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(await unwrapTx(tx).query(`DELETE FROM social_friend_request WHERE id = $1 RETURNING id`, [id]));
    return rows.length > 0;
  }

  async deleteRequestsBetween(tx: Tx, a: string, b: string): Promise<void> {
    await unwrapTx(tx).query(
      `DELETE FROM social_friend_request WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1)`,
      [a, b],
    );
  }

  async isBlocked(tx: Tx, blockerId: string, blockedId: string): Promise<boolean> {
    const rows: unknown[] = await unwrapTx(tx).query(`SELECT 1 FROM social_block WHERE blocker_id = $1 AND blocked_id = $2`, [
      blockerId,
      blockedId,
    ]);
    return rows.length > 0;
  }

  async blockedBy(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.m().query(
      `SELECT blocked_id AS id FROM social_block WHERE blocker_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  async block(tx: Tx, blockerId: string, blockedId: string, at: Date): Promise<void> {
    await unwrapTx(tx).query(`INSERT INTO social_block (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      blockerId,
      blockedId,
      at,
    ]);
  }

  async unblock(tx: Tx, blockerId: string, blockedId: string): Promise<void> {
    await unwrapTx(tx).query(`DELETE FROM social_block WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId]);
  }

  async partyEnabled(userId: string): Promise<boolean> {
    return (await this.partyEnabledOf([userId])).has(userId);
  }

  async partyEnabledOf(userIds: string[], tx?: Tx): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows: { user_id: string }[] = await this.m(tx).query(
      `SELECT user_id FROM social_player WHERE user_id = ANY($1::uuid[]) AND party_enabled`,
      [userIds],
    );
    return new Set(rows.map((r) => r.user_id));
  }

  async setParty(tx: Tx, userId: string, enabled: boolean): Promise<void> {
    await unwrapTx(tx).query(
      `INSERT INTO social_player (user_id, party_enabled) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET party_enabled = EXCLUDED.party_enabled`,
      [userId, enabled],
    );
  }

  async partyFriends(tx: Tx, userId: string): Promise<string[]> {
    const rows: { id: string }[] = await unwrapTx(tx).query(
      `SELECT p.user_id AS id
         FROM (SELECT friend_id AS id FROM social_friendship WHERE user_id = $1
               UNION ALL SELECT user_id FROM social_friendship WHERE friend_id = $1) f
         JOIN social_player p ON p.user_id = f.id AND p.party_enabled
        ORDER BY p.user_id`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  async countSentOn(tx: Tx | undefined, userId: string, day: string): Promise<number> {
    const rows: { n: number }[] = await this.m(tx).query(
      `SELECT count(*)::int AS n FROM social_gift WHERE from_user_id = $1 AND sent_day = $2`,
      [userId, day],
    );
    return rows[0].n;
  }

  async sentTo(tx: Tx | undefined, userId: string, day: string): Promise<string[]> {
    const rows: { id: string }[] = await this.m(tx).query(
      `SELECT to_user_id AS id FROM social_gift WHERE from_user_id = $1 AND sent_day = $2 ORDER BY sent_at, id`,
      [userId, day],
    );
    return rows.map((r) => r.id);
  }

  async countClaimedOn(tx: Tx | undefined, userId: string, day: string): Promise<number> {
    const rows: { n: number }[] = await this.m(tx).query(
      `SELECT count(*)::int AS n FROM social_gift WHERE to_user_id = $1 AND claimed_day = $2`,
      [userId, day],
    );
    return rows[0].n;
  }

  async openGifts(userId: string, now: Date, tx?: Tx): Promise<GiftRow[]> {
    const rows: GiftRecord[] = await this.m(tx).query(
      `SELECT ${GIFT_COLUMNS} FROM social_gift WHERE to_user_id = $1 AND claimed_at IS NULL AND expires_at > $2 ORDER BY sent_at, id`,
      [userId, now],
    );
    return rows.map(toGift);
  }

  async gift(id: string, tx?: Tx): Promise<GiftRow | null> {
    if (!isUuid(id)) return null;
    const rows: GiftRecord[] = await this.m(tx).query(`SELECT ${GIFT_COLUMNS} FROM social_gift WHERE id = $1`, [id]);
    return rows[0] ? toGift(rows[0]) : null;
  }

  async insertGifts(tx: Tx, gifts: NewGift[]): Promise<void> {
    if (gifts.length === 0) return;
    await unwrapTx(tx).query(
      `INSERT INTO social_gift (id, from_user_id, from_name, to_user_id, item_id, sent_day, sent_at, expires_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::uuid[], $5::uuid[], $6::date[], $7::timestamptz[], $8::timestamptz[])`,
      [
        gifts.map((g) => g.id),
        gifts.map((g) => g.fromUserId),
        gifts.map((g) => g.fromName),
        gifts.map((g) => g.toUserId),
        gifts.map((g) => g.itemId),
        gifts.map((g) => g.sentDay),
        gifts.map((g) => g.sentAt),
        gifts.map((g) => g.expiresAt),
      ],
    );
  }

  async markClaimed(tx: Tx, ids: string[], toUserId: string, now: Date, day: string): Promise<GiftRow[]> {
    const valid = ids.filter((id) => isUuid(id));
    if (valid.length === 0) return [];
    const rows = rowsOf<GiftRecord>(
      await unwrapTx(tx).query(
        `UPDATE social_gift SET claimed_at = $3, claimed_day = $4
          WHERE id = ANY($1::uuid[]) AND to_user_id = $2 AND claimed_at IS NULL AND expires_at > $3
          RETURNING ${GIFT_COLUMNS}`,
        [valid, toUserId, now, day],
      ),
    );
    return rows.map(toGift).sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.id.localeCompare(b.id));
  }

  async insertTicket(ticketHash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.m().query(
      `WITH gone AS (DELETE FROM social_event_ticket WHERE expires_at < $3::timestamptz - interval '1 hour')
       INSERT INTO social_event_ticket (ticket_hash, user_id, expires_at) VALUES ($1, $2, $3)`,
      [ticketHash, userId, expiresAt],
    );
  }

  async consumeTicket(ticketHash: string, now: Date): Promise<string | null> {
    const rows = rowsOf<{ user_id: string; expires_at: Date }>(
      // Spans players (social_event_ticket): an event-stream ticket is looked up by its hash before the player is known (a single-use lookup)
      await this.m().query(`DELETE FROM social_event_ticket WHERE ticket_hash = $1 RETURNING user_id, expires_at`, [ticketHash]),
    );
    const row = rows[0];
    return row && row.expires_at.getTime() > now.getTime() ? row.user_id : null;
  }

  async friendships(query: FriendshipAdminQuery): Promise<{ rows: FriendshipAdminRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.userId !== null) {
      params.push(query.userId);
      where.push(`(user_id = $${params.length} OR friend_id = $${params.length})`);
    }
    if (query.userIds !== null) {
      params.push(query.userIds);
      where.push(`(user_id = ANY($${params.length}::uuid[]) OR friend_id = ANY($${params.length}::uuid[]))`);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const column = query.sort === 'createdAt' ? 'created_at' : 'id';
    // Spans players (social_friendship): the back office lists the friendships of every player (an admin screen)
    const rows: { id: string; user_id: string; friend_id: string; created_at: Date; total: number }[] = await this.m().query(
      `SELECT id, user_id, friend_id, created_at, count(*) OVER ()::int AS total FROM social_friendship ${clause}
        ORDER BY ${column} ${query.order}, id LIMIT ${query.limit} OFFSET ${query.offset}`,
      params,
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.offset > 0) {
      const counted: { n: number }[] = await this.m().query(`SELECT count(*)::int AS n FROM social_friendship ${clause}`, params);
      total = counted[0].n;
    }
    return { rows: rows.map((r) => ({ id: r.id, userId: r.user_id, friendId: r.friend_id, createdAt: r.created_at })), total };
  }
}
