import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TokenItemKind, TokenShopItem } from '@grimhunt/contracts';
import { rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { EquippedCosmetics, TokenPurchaseRow, TokenShopStore } from '../../application/ports/token-shop.store.port';

/** Earned (the payouts' running total) minus spent (the purchases' prices), for one user: `$1`. */
export const TOKEN_BALANCE_SQL = `SELECT coalesce((SELECT tokens FROM covens_token_balance WHERE user_id = $1), 0)
  - coalesce((SELECT sum(price) FROM coven_token_purchase WHERE user_id = $1), 0) AS tokens`;

@Injectable()
export class TypeOrmTokenShopStore implements TokenShopStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private run(tx?: Tx) {
    return tx ? unwrapTx(tx) : this.db.manager;
  }

  async balance(userId: string, tx?: Tx): Promise<number> {
    const rows: { tokens: string | number }[] = await this.run(tx).query(TOKEN_BALANCE_SQL, [userId]);
    return Number(rows[0]?.tokens ?? 0);
  }

  async purchases(userId: string, tx?: Tx): Promise<TokenPurchaseRow[]> {
    const rows: { item_key: string; price: number; equipped: boolean }[] = await this.run(tx).query(
      `SELECT item_key, price, equipped FROM coven_token_purchase WHERE user_id = $1`,
      [userId],
    );
    return rows.map((r) => ({ itemKey: r.item_key, price: r.price, equipped: r.equipped }));
  }

  async equippedAmong(userIds: string[], tx?: Tx): Promise<Map<string, EquippedCosmetics>> {
    if (userIds.length === 0) return new Map();
    // One row per player: the partial unique index (user, kind) WHERE equipped both finds the rows and keeps one per kind.
    const rows: { user_id: string; frame_key: string | null; title_key: string | null }[] = await this.run(tx).query(
      `SELECT user_id, max(item_key) FILTER (WHERE kind = 'frame') AS frame_key, max(item_key) FILTER (WHERE kind = 'title') AS title_key
         FROM coven_token_purchase WHERE user_id = ANY($1::uuid[]) AND equipped GROUP BY user_id`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, { frameKey: r.frame_key, titleKey: r.title_key }]));
  }

  async insert(tx: Tx, userId: string, item: TokenShopItem, at: Date): Promise<boolean> {
    const rows = rowsOf(
      await unwrapTx(tx).query(
        `INSERT INTO coven_token_purchase (user_id, item_key, kind, price, bought_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, item_key) DO NOTHING RETURNING item_key`,
        [userId, item.key, item.kind, item.price, at],
      ),
    );
    return rows.length === 1;
  }

  async equip(tx: Tx, userId: string, kind: TokenItemKind, itemKey: string): Promise<void> {
    const m = unwrapTx(tx);
    // Unequip first: the partial unique index allows one equipped row per kind at every moment.
    await m.query(`UPDATE coven_token_purchase SET equipped = false WHERE user_id = $1 AND kind = $2 AND equipped AND item_key <> $3`, [
      userId,
      kind,
      itemKey,
    ]);
    await m.query(`UPDATE coven_token_purchase SET equipped = true WHERE user_id = $1 AND item_key = $2`, [userId, itemKey]);
  }
}
