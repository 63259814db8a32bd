import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { HoldingsStore, Movement } from '../../application/ports/holdings.store.port';
import { ledgerLabel } from '../../domain/amounts';
import { rowsOf } from './sql';

/** Wallet and inventory rows with their ledger, in SQL (see HoldingsStore). */
@Injectable()
export class TypeOrmHoldingsStore implements HoldingsStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async balances(userId: string, tx?: Tx): Promise<Map<string, number>> {
    const rows: { currency_id: string; amount: string }[] = await this.m(tx).query(`SELECT currency_id, amount FROM wallet WHERE user_id = $1`, [userId]);
    return new Map(rows.map((r) => [r.currency_id, Number(r.amount)]));
  }

  async inventory(userId: string, tx?: Tx): Promise<Map<string, number>> {
    const rows: { item_id: string; amount: number }[] = await this.m(tx).query(
      `SELECT item_id, amount FROM inventory WHERE user_id = $1 AND amount > 0`,
      [userId],
    );
    return new Map(rows.map((r) => [r.item_id, r.amount]));
  }

  async changeCurrency(tx: Tx, userId: string, currencyId: string, delta: number, movement: Movement): Promise<number | null> {
    const m = unwrapTx(tx);
    if (delta === 0) return (await this.balances(userId, tx)).get(currencyId) ?? 0;
    if (delta > 0) await m.query(`INSERT INTO wallet (user_id, currency_id, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [userId, currencyId]);
    const row = rowsOf<{ amount: string }>(
      await m.query(
        `UPDATE wallet SET amount = amount + $3 WHERE user_id = $1 AND currency_id = $2 AND amount + $3 >= 0 RETURNING amount`,
        [userId, currencyId, delta],
      ),
    )[0];
    if (!row) return null;
    await this.ledger(m, userId, 'currency', currencyId, delta, Number(row.amount), movement);
    return Number(row.amount);
  }

  async changeItem(tx: Tx, userId: string, itemId: string, delta: number, movement: Movement): Promise<number | null> {
    const m = unwrapTx(tx);
    if (delta === 0) return (await this.inventory(userId, tx)).get(itemId) ?? 0;
    if (delta > 0) await m.query(`INSERT INTO inventory (user_id, item_id, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [userId, itemId]);
    const row = rowsOf<{ amount: number }>(
      await m.query(
        `UPDATE inventory SET amount = amount + $3 WHERE user_id = $1 AND item_id = $2 AND amount + $3 >= 0 RETURNING amount`,
        [userId, itemId, delta],
      ),
    )[0];
    if (!row) return null;
    await this.ledger(m, userId, 'item', itemId, delta, row.amount, movement);
    return row.amount;
  }

  private async ledger(m: EntityManager, userId: string, kind: 'currency' | 'item', refId: string, delta: number, balanceAfter: number, movement: Movement) {
    await m.query(
      `INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason, reference) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [userId, kind, refId, delta, balanceAfter, ledgerLabel(movement.reason), movement.reference ? ledgerLabel(movement.reference, 128) : null],
    );
  }
}
