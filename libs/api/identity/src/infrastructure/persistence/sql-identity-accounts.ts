import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GAME_ROLES, ROLE } from '@grimhunt/contracts';
import { isUuid, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { ActivityAt, IdentityAccounts, PlayerActivityCounts } from '../../application/ports/identity-accounts.port';

const PLAYER_ROLES = GAME_ROLES.map((name) => ROLE[name]);
/** The highest patron tier a subscription gives; 4 and 5 are given by an admin and kept. */
const SUBSCRIBER_TIERS = 3;

@Injectable()
export class SqlIdentityAccounts implements IdentityAccounts {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async setSubscriberPatreonType(tx: Tx, userId: string, patreonType: number): Promise<void> {
    if (!Number.isInteger(patreonType) || patreonType < 0 || patreonType > SUBSCRIBER_TIERS)
      throw new Error(`not a subscriber tier: ${patreonType}`);
    await unwrapTx(tx).query(
      `UPDATE user_account SET patreon_type = $2 WHERE id = $1 AND patreon_type <= ${SUBSCRIBER_TIERS} AND patreon_type <> $2`,
      [userId, patreonType],
    );
  }

  async countPlayers(
    now: Date,
    since: { dayAgo: Date; weekAgo: Date; monthAgo: Date },
    otherActivity: ActivityAt[],
  ): Promise<PlayerActivityCounts> {
    const moved = otherActivity.filter((a) => isUuid(a.userId));
    const [row]: { users: number; day: number; week: number; month: number }[] = await this.dataSource.query(
      `WITH players AS (SELECT id, last_login_at FROM user_account WHERE role = ANY($5::int[])),
            moved AS (SELECT user_id, max(at) AS at FROM unnest($6::uuid[], $7::timestamptz[]) AS m(user_id, at) GROUP BY user_id),
            seen AS (SELECT p.id, greatest(p.last_login_at, m.at) AS at FROM players p LEFT JOIN moved m ON m.user_id = p.id)
       SELECT (SELECT count(*) FROM players)::int AS users,
              count(*) FILTER (WHERE at > $4 AND at <= $1)::int AS day,
              count(*) FILTER (WHERE at > $3 AND at <= $1)::int AS week,
              count(*) FILTER (WHERE at > $2 AND at <= $1)::int AS month
         FROM seen`,
      [now, since.monthAgo, since.weekAgo, since.dayAgo, PLAYER_ROLES, moved.map((a) => a.userId), moved.map((a) => a.at.toISOString())],
    );
    return { players: row.users, activeDay: row.day, activeWeek: row.week, activeMonth: row.month };
  }
}
