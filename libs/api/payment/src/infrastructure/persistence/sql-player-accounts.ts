import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { GiftRecipient, PlayerAccounts } from '../../application/ports/player-accounts.port';

/**
 * Reads a gift recipient by name and writes the subscriber's patron tier on `user_account`. Identity's
 * PlayerDirectory has neither yet; when it does, this adapter becomes a thin call to it (docs/payment.md).
 */
@Injectable()
export class SqlPlayerAccounts implements PlayerAccounts {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByName(name: string): Promise<GiftRecipient | null> {
    const rows: GiftRecipient[] = await this.dataSource.query(`SELECT id, name, role FROM user_account WHERE lower(name) = lower($1)`, [name]);
    return rows[0] ?? null;
  }

  async setSubscriberPatreonType(tx: Tx, userId: string, patreonType: number): Promise<void> {
    await unwrapTx(tx).query(
      `UPDATE user_account SET patreon_type = $2 WHERE id = $1 AND patreon_type <= 3 AND patreon_type <> $2`,
      [userId, patreonType],
    );
  }
}
