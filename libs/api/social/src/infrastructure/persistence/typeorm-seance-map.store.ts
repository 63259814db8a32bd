import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { SeanceTier } from '@grimhunt/contracts';
import {
  MarkedGhost,
  SeanceGhostRow,
  SeanceMapAdminQuery,
  SeanceMapRow,
  SeanceMapStore,
  SeanceMemberRow,
} from '../../application/ports/seance-map.store.port';
import { SOCIAL_CHANNEL } from '../events/pg-social-events';

interface MapRecord {
  id: string;
  owner_id: string;
  scroll_item_id: string;
  scroll_name: string;
  tier: number;
  ghost_count: number;
  caught_count: number;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  settled_at: Date | null;
  settlement: 'complete' | 'consolation' | null;
}

const MAP_COLUMNS =
  'id, owner_id, scroll_item_id, scroll_name, tier, ghost_count, caught_count, created_at, expires_at, completed_at, settled_at, settlement';

const toMap = (r: MapRecord): SeanceMapRow => ({
  id: r.id,
  ownerId: r.owner_id,
  scrollItemId: r.scroll_item_id,
  scrollName: r.scroll_name,
  tier: r.tier as SeanceTier,
  ghostCount: r.ghost_count,
  caughtCount: r.caught_count,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  completedAt: r.completed_at,
  settledAt: r.settled_at,
  settlement: r.settlement,
});

/** The open-map condition at a time `$n` (not finished, not settled, not expired). */
const OPEN_AT = (alias: string, param: string) =>
  `${alias}.completed_at IS NULL AND ${alias}.settled_at IS NULL AND ${alias}.expires_at > ${param}`;

@Injectable()
export class TypeOrmSeanceMapStore implements SeanceMapStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async insertMap(tx: Tx, map: SeanceMapRow, enemyIds: string[]): Promise<void> {
    await unwrapTx(tx).query(
      `WITH created AS (
         INSERT INTO social_seance_map (id, owner_id, scroll_item_id, scroll_name, tier, ghost_count, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, owner_id, created_at
       ), member AS (
         INSERT INTO social_seance_member (map_id, user_id, joined_at) SELECT id, owner_id, created_at FROM created
       )
       INSERT INTO social_seance_ghost (map_id, enemy_id, position)
       SELECT created.id, g.enemy_id, g.position - 1 FROM created, unnest($9::uuid[]) WITH ORDINALITY AS g (enemy_id, position)`,
      [map.id, map.ownerId, map.scrollItemId, map.scrollName, map.tier, map.ghostCount, map.createdAt, map.expiresAt, enemyIds],
    );
  }

  async map(id: string, tx?: Tx): Promise<SeanceMapRow | null> {
    const rows: MapRecord[] = await this.m(tx).query(`SELECT ${MAP_COLUMNS} FROM social_seance_map WHERE id = $1`, [id]);
    return rows[0] ? toMap(rows[0]) : null;
  }

  async lockMap(tx: Tx, id: string): Promise<SeanceMapRow | null> {
    const rows: MapRecord[] = await unwrapTx(tx).query(`SELECT ${MAP_COLUMNS} FROM social_seance_map WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ? toMap(rows[0]) : null;
  }

  async ghosts(mapId: string, tx?: Tx): Promise<SeanceGhostRow[]> {
    const rows: { enemy_id: string; position: number; caught_by: string | null; caught_by_name: string | null; caught_at: Date | null }[] =
      await this.m(tx).query(
        `SELECT enemy_id, position, caught_by, caught_by_name, caught_at FROM social_seance_ghost WHERE map_id = $1 ORDER BY position`,
        [mapId],
      );
    return rows.map((r) => ({
      enemyId: r.enemy_id,
      position: r.position,
      caughtBy: r.caught_by,
      caughtByName: r.caught_by_name,
      caughtAt: r.caught_at,
    }));
  }

  async members(mapId: string, tx?: Tx): Promise<SeanceMemberRow[]> {
    const rows: { user_id: string; joined_at: Date }[] = await this.m(tx).query(
      `SELECT m.user_id, m.joined_at FROM social_seance_member m JOIN social_seance_map s ON s.id = m.map_id
        WHERE m.map_id = $1 ORDER BY m.user_id = s.owner_id DESC, m.joined_at, m.user_id`,
      [mapId],
    );
    return rows.map((r) => ({ userId: r.user_id, joinedAt: r.joined_at }));
  }

  async invited(mapId: string, tx?: Tx): Promise<string[]> {
    // Spans players (social_seance_invite): a séance map's invited players are read by map (a map is shared by up to five players: distributed by map id)
    const rows: { user_id: string }[] = await this.m(tx).query(
      `SELECT user_id FROM social_seance_invite WHERE map_id = $1 ORDER BY invited_at, user_id`,
      [mapId],
    );
    return rows.map((r) => r.user_id);
  }

  async countOpen(tx: Tx, userId: string): Promise<number> {
    const rows: { n: number }[] = await unwrapTx(tx).query(
      `SELECT count(*)::int AS n FROM social_seance_member m JOIN social_seance_map s ON s.id = m.map_id
        WHERE m.user_id = $1 AND s.settled_at IS NULL`,
      [userId],
    );
    return rows[0].n;
  }

  async addMember(tx: Tx, mapId: string, userId: string, at: Date): Promise<void> {
    await unwrapTx(tx).query(`INSERT INTO social_seance_member (map_id, user_id, joined_at) VALUES ($1, $2, $3)`, [mapId, userId, at]);
  }

  async removeMember(tx: Tx, mapId: string, userId: string): Promise<boolean> {
    const result = await unwrapTx(tx).query(`DELETE FROM social_seance_member WHERE map_id = $1 AND user_id = $2 RETURNING user_id`, [
      mapId,
      userId,
    ]);
    return rowsOf(result).length > 0;
  }

  async invite(tx: Tx, mapId: string, userId: string, at: Date): Promise<void> {
    await unwrapTx(tx).query(`INSERT INTO social_seance_invite (map_id, user_id, invited_at) VALUES ($1, $2, $3)`, [mapId, userId, at]);
  }

  async removeInvite(tx: Tx, mapId: string, userId: string): Promise<boolean> {
    const result = await unwrapTx(tx).query(`DELETE FROM social_seance_invite WHERE map_id = $1 AND user_id = $2 RETURNING user_id`, [
      mapId,
      userId,
    ]);
    return rowsOf(result).length > 0;
  }

  async mapsOf(userId: string, now: Date, keepSettledMs: number): Promise<{ on: SeanceMapRow[]; invitedTo: SeanceMapRow[] }> {
    const since = new Date(now.getTime() - keepSettledMs);
    const rows: (MapRecord & { part: 'on' | 'invited' })[] = await this.m().query(
      `SELECT ${MAP_COLUMNS}, 'on' AS part FROM social_seance_map
        WHERE id IN (SELECT map_id FROM social_seance_member WHERE user_id = $1) AND (settled_at IS NULL OR settled_at > $2)
       UNION ALL
       SELECT ${MAP_COLUMNS}, 'invited' FROM social_seance_map
        WHERE id IN (SELECT map_id FROM social_seance_invite WHERE user_id = $1) AND ${OPEN_AT('social_seance_map', '$3')}
       ORDER BY created_at DESC, id`,
      [userId, since, now],
    );
    return {
      on: rows.filter((r) => r.part === 'on').map(toMap),
      invitedTo: rows.filter((r) => r.part === 'invited').map(toMap),
    };
  }

  async memberCounts(mapIds: string[]): Promise<Map<string, number>> {
    if (mapIds.length === 0) return new Map();
    // Spans players (social_seance_member): a séance map's members are counted by map (a map is shared by up to five players: distributed by map id)
    const rows: { map_id: string; n: number }[] = await this.m().query(
      `SELECT map_id, count(*)::int AS n FROM social_seance_member WHERE map_id = ANY($1::uuid[]) GROUP BY map_id`,
      [mapIds],
    );
    return new Map(rows.map((r) => [r.map_id, r.n]));
  }

  async markCatches(tx: Tx, catcher: { userId: string; name: string }, enemyIds: string[], at: Date): Promise<MarkedGhost[]> {
    // The ghost rows are locked in key order (two catchers on two shared maps cannot deadlock), a ghost caught meanwhile
    // drops out when its lock is granted (the condition is checked again on the newest row), and the map's count is
    // raised on the newest map row, so the last two ghosts caught at once on two processes finish the map exactly once.
    const rows: { map_id: string; enemy_id: string; completed: boolean }[] = await unwrapTx(tx).query(
      `WITH target AS (
         SELECT g.map_id, g.enemy_id FROM social_seance_ghost g
           JOIN social_seance_member m ON m.map_id = g.map_id AND m.user_id = $1
           JOIN social_seance_map s ON s.id = g.map_id
          WHERE g.enemy_id = ANY($3::uuid[]) AND g.caught_at IS NULL AND ${OPEN_AT('s', '$4')}
          ORDER BY g.map_id, g.enemy_id
          FOR UPDATE OF g
       ), marked AS (
         UPDATE social_seance_ghost g SET caught_by = $1, caught_by_name = $2, caught_at = $4
           FROM target t WHERE g.map_id = t.map_id AND g.enemy_id = t.enemy_id AND g.caught_at IS NULL
         RETURNING g.map_id, g.enemy_id
       ), counted AS (
         UPDATE social_seance_map s
            SET caught_count = s.caught_count + c.n,
                completed_at = CASE WHEN s.caught_count + c.n >= s.ghost_count THEN $4::timestamptz END
           FROM (SELECT map_id, count(*)::int AS n FROM marked GROUP BY map_id) c
          WHERE s.id = c.map_id
         RETURNING s.id, s.completed_at IS NOT NULL AS completed
       ), notified AS (
         SELECT pg_notify($5, json_build_object('userId', m.user_id, 'event', json_build_object(
                  'type', 'map-catch', 'mapId', k.map_id, 'enemyId', k.enemy_id,
                  'caughtBy', json_build_object('userId', $1::uuid, 'name', $2::text),
                  'caughtAt', $6::bigint, 'completed', c.completed))::text)
           FROM marked k JOIN counted c ON c.id = k.map_id
           JOIN social_seance_member m ON m.map_id = k.map_id AND m.user_id <> $1
       )
       SELECT k.map_id, k.enemy_id, c.completed, (SELECT count(*) FROM notified) AS sent
         FROM marked k JOIN counted c ON c.id = k.map_id`,
      [catcher.userId, catcher.name, [...new Set(enemyIds)], at, SOCIAL_CHANNEL, at.getTime()],
    );
    return rows.map((r) => ({ mapId: r.map_id, enemyId: r.enemy_id, completed: r.completed }));
  }

  async nextDue(now: Date, userId?: string, after?: string): Promise<string | null> {
    const rows: { id: string }[] = await this.m().query(
      `SELECT id FROM social_seance_map
        WHERE settled_at IS NULL AND (completed_at IS NOT NULL OR expires_at <= $1)
          AND ($2::uuid IS NULL OR id IN (SELECT map_id FROM social_seance_member WHERE user_id = $2::uuid))
          AND ($3::uuid IS NULL OR id > $3::uuid)
        ORDER BY id LIMIT 1`,
      [now, userId ?? null, after ?? null],
    );
    return rows[0]?.id ?? null;
  }

  async markSettled(tx: Tx, mapId: string, kind: 'complete' | 'consolation', at: Date): Promise<boolean> {
    const result = await unwrapTx(tx).query(
      `UPDATE social_seance_map SET settled_at = $3, settlement = $2 WHERE id = $1 AND settled_at IS NULL RETURNING id`,
      [mapId, kind, at],
    );
    return rowsOf(result).length > 0;
  }

  async adminList(query: SeanceMapAdminQuery): Promise<{ rows: SeanceMapRow[]; members: Map<string, number>; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.ownerId) where.push(`owner_id = $${params.push(query.ownerId)}`);
    if (query.status) {
      const now = `$${params.push(query.now)}`;
      if (query.status === 'complete') where.push('completed_at IS NOT NULL');
      if (query.status === 'open') where.push(`completed_at IS NULL AND expires_at > ${now}`);
      if (query.status === 'expired') where.push(`completed_at IS NULL AND expires_at <= ${now}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const column = query.sort === 'expiresAt' ? 'expires_at' : 'created_at';
    const rows: (MapRecord & { total: string })[] = await this.m().query(
      `SELECT ${MAP_COLUMNS}, count(*) OVER () AS total FROM social_seance_map ${clause}
        ORDER BY ${column} ${query.order === 'ASC' ? 'ASC' : 'DESC'}, id LIMIT $${params.push(query.limit)} OFFSET $${params.push(query.offset)}`,
      params,
    );
    const maps = rows.map(toMap);
    let total = rows[0] ? Number(rows[0].total) : 0;
    if (rows.length === 0 && query.offset > 0) {
      const counted: { n: number }[] = await this.m().query(
        `SELECT count(*)::int AS n FROM social_seance_map ${clause}`,
        params.slice(0, -2),
      );
      total = counted[0].n;
    }
    return { rows: maps, members: await this.memberCounts(maps.map((m) => m.id)), total };
  }
}
