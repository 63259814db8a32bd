import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { OneTimeTokenRepository, TokenPurpose } from '../../application/ports/one-time-token.repository.port';
import { OneTimeTokenRecord } from './one-time-token.record';

@Injectable()
export class TypeOrmOneTimeTokenRepository implements OneTimeTokenRepository {
  async create(tx: Tx, userId: string, purpose: TokenPurpose, tokenHash: string, expiresAt: Date) {
    await unwrapTx(tx).insert(OneTimeTokenRecord, { userId, purpose, tokenHash, expiresAt, usedAt: null });
  }

  /** One UPDATE ... RETURNING: two racing uses of one link cannot both succeed. */
  async consume(tx: Tx, purpose: TokenPurpose, tokenHash: string, now: Date) {
    // Spans players (one_time_token): activation and reset links carry only the token: a lookup by its hash, before any player is known
    const rows: { user_id: string }[] = await unwrapTx(tx).query(
      `UPDATE one_time_token SET used_at = $1
        WHERE token_hash = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $1
        RETURNING user_id`,
      [now, tokenHash, purpose],
    );
    const result = Array.isArray(rows[0]) ? (rows[0] as unknown as { user_id: string }[]) : rows;
    return result[0]?.user_id ?? null;
  }

  async isOpen(tx: Tx, purpose: TokenPurpose, tokenHash: string, now: Date) {
    const rows: unknown[] = await unwrapTx(tx).query(
      `SELECT 1 FROM one_time_token WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
      [tokenHash, purpose, now],
    );
    return rows.length > 0;
  }

  async hasOpenExpiringAfter(tx: Tx, userId: string, purpose: TokenPurpose, after: Date, now: Date) {
    const rows: unknown[] = await unwrapTx(tx).query(
      `SELECT 1 FROM one_time_token
        WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 AND expires_at > $4 LIMIT 1`,
      [userId, purpose, now, after],
    );
    return rows.length > 0;
  }

  async usedBy(tx: Tx, purpose: TokenPurpose, tokenHash: string) {
    const rows: { user_id: string }[] = await unwrapTx(tx).query(
      `SELECT user_id FROM one_time_token WHERE token_hash = $1 AND purpose = $2 AND used_at IS NOT NULL`,
      [tokenHash, purpose],
    );
    return rows[0]?.user_id ?? null;
  }

  async revokeOpen(tx: Tx, userId: string, purpose: TokenPurpose, now: Date) {
    await unwrapTx(tx).update(OneTimeTokenRecord, { userId, purpose, usedAt: IsNull() }, { usedAt: now });
  }
}
