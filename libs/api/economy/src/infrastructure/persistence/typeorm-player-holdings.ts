import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { CurrencyAmountDto } from '@grimhunt/contracts';
import { isUuid, rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { CatalogueFacade } from '@grimhunt/api-catalogue';
import type { Holdings, PlayerHoldings } from '@grimhunt/api-identity';
import { NotEnoughItemsError, UnknownCurrencyError, UnknownItemError } from '../../domain/economy.errors';
import { ledgerLabel } from '../../domain/amounts';
import { GrantStarterKitHandler } from '../../application/commands/grant-starter-kit/grant-starter-kit.handler';

/**
 * Wallet and inventory rows with their ledger, in SQL. The caller holds the user's row lock (lock order: user ->
 * wallet -> inventory); amounts are changed with guarded UPDATEs, so a concurrent change can never go below zero.
 * Currencies and items are the catalogue's: looked up in its in-memory snapshot (CatalogueFacade), never in its
 * tables (table ownership).
 */
@Injectable()
export class TypeOrmPlayerHoldings implements PlayerHoldings {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly starterKit: GrantStarterKitHandler,
    private readonly catalogue: CatalogueFacade,
  ) {}

  grantStarterKit(tx: Tx, userId: string): Promise<void> {
    return this.starterKit.grant(tx, userId);
  }

  async read(userIds: string[]): Promise<Map<string, Holdings>> {
    const result = new Map<string, Holdings>(userIds.map((id) => [id, { currencies: [], inventory: [] }]));
    if (userIds.length === 0) return result;
    const snapshot = await this.catalogue.snapshot();
    const wallets: { user_id: string; currency_id: string; amount: string }[] = await this.dataSource.query(
      `SELECT w.user_id, w.currency_id, w.amount FROM wallet w WHERE w.user_id = ANY($1::uuid[])`,
      [userIds],
    );
    const known = wallets
      .map((w) => ({ w, currency: snapshot.get('currency', w.currency_id) }))
      .filter((x) => x.currency !== undefined)
      .sort((a, b) => a.currency!.orderIndex - b.currency!.orderIndex || a.currency!.shortName.localeCompare(b.currency!.shortName));
    for (const { w, currency } of known) result.get(w.user_id)?.currencies.push({ name: currency!.shortName, value: Number(w.amount) });
    const items: { user_id: string; item_id: string; amount: number }[] = await this.dataSource.query(
      `SELECT i.user_id, i.item_id, i.amount FROM inventory i WHERE i.user_id = ANY($1::uuid[]) AND i.amount > 0 ORDER BY i.item_id`,
      [userIds],
    );
    for (const i of items) result.get(i.user_id)?.inventory.push({ itemId: i.item_id, amount: i.amount });
    return result;
  }

  async setCurrencies(tx: Tx, userId: string, entries: CurrencyAmountDto[], reason: string): Promise<void> {
    const m = unwrapTx(tx);
    const snapshot = await this.catalogue.snapshot();
    for (const entry of entries) {
      const currency = snapshot.byShortName('currency', entry.name) as { id: string } | undefined;
      if (!currency) throw new UnknownCurrencyError(entry.name);
      await m.query(`INSERT INTO wallet (user_id, currency_id, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [userId, currency.id]);
      const current = rowsOf<{ amount: string }>(
        await m.query(`SELECT amount FROM wallet WHERE user_id = $1 AND currency_id = $2 FOR UPDATE`, [userId, currency.id]),
      )[0];
      const delta = entry.value - Number(current.amount);
      if (delta === 0) continue;
      await m.query(`UPDATE wallet SET amount = $3 WHERE user_id = $1 AND currency_id = $2`, [userId, currency.id, entry.value]);
      await this.ledger(m, userId, 'currency', currency.id, delta, entry.value, reason);
    }
  }

  async adjustInventory(tx: Tx, userId: string, itemId: string, delta: number, reason: string): Promise<number> {
    const m = unwrapTx(tx);
    if (!isUuid(itemId)) throw new UnknownItemError();
    if (!(await this.catalogue.snapshot()).get('item', itemId)) throw new UnknownItemError();
    if (delta === 0) {
      const row = rowsOf<{ amount: number }>(
        await m.query(`SELECT amount FROM inventory WHERE user_id = $1 AND item_id = $2`, [userId, itemId]),
      )[0];
      return row?.amount ?? 0;
    }
    await m.query(`INSERT INTO inventory (user_id, item_id, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [userId, itemId]);
    const updated = rowsOf<{ amount: number }>(
      await m.query(`UPDATE inventory SET amount = amount + $3 WHERE user_id = $1 AND item_id = $2 AND amount + $3 >= 0 RETURNING amount`, [
        userId,
        itemId,
        delta,
      ]),
    )[0];
    if (!updated) {
      const owned = rowsOf<{ amount: number }>(
        await m.query(`SELECT amount FROM inventory WHERE user_id = $1 AND item_id = $2`, [userId, itemId]),
      )[0];
      throw new NotEnoughItemsError(owned?.amount ?? 0, -delta);
    }
    await this.ledger(m, userId, 'item', itemId, delta, updated.amount, reason);
    return updated.amount;
  }

  private async ledger(
    m: EntityManager,
    userId: string,
    kind: 'currency' | 'item',
    refId: string,
    delta: number,
    balanceAfter: number,
    reason: string,
  ) {
    await m.query(`INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason) VALUES ($1, $2, $3, $4, $5, $6)`, [
      userId,
      kind,
      refId,
      delta,
      balanceAfter,
      ledgerLabel(reason),
    ]);
  }
}
