import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_UNLOCKED_EQUIPMENT_SLOTS } from '@grimhunt/contracts';
import { rowsOf, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { EquipmentStore, SetupState } from '../../application/ports/equipment.store.port';

/** `player_setup` (active/unlocked setups, created on first change) and `equipment` rows. */
@Injectable()
export class TypeOrmEquipmentStore implements EquipmentStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async setupState(userId: string, tx?: Tx): Promise<SetupState> {
    const rows: { active_setup: number; unlocked_setups: number }[] = await this.m(tx).query(
      `SELECT active_setup, unlocked_setups FROM player_setup WHERE user_id = $1`,
      [userId],
    );
    return rows[0]
      ? { active: rows[0].active_setup, unlocked: rows[0].unlocked_setups }
      : { active: 0, unlocked: DEFAULT_UNLOCKED_EQUIPMENT_SLOTS };
  }

  async setActive(tx: Tx, userId: string, index: number): Promise<void> {
    await unwrapTx(tx).query(
      `INSERT INTO player_setup (user_id, active_setup) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET active_setup = EXCLUDED.active_setup`,
      [userId, index],
    );
  }

  async equipped(userId: string, setupIndex: number, tx?: Tx): Promise<string[]> {
    const rows: { item_id: string }[] = await this.m(tx).query(
      `SELECT item_id FROM equipment WHERE user_id = $1 AND setup_index = $2 ORDER BY equipped_at, item_id`,
      [userId, setupIndex],
    );
    return rows.map((r) => r.item_id);
  }

  async equippedAnywhere(userId: string, tx?: Tx): Promise<Set<string>> {
    const rows: { item_id: string }[] = await this.m(tx).query(`SELECT DISTINCT item_id FROM equipment WHERE user_id = $1`, [userId]);
    return new Set(rows.map((r) => r.item_id));
  }

  async add(tx: Tx, userId: string, setupIndex: number, itemId: string): Promise<void> {
    await unwrapTx(tx).query(`INSERT INTO equipment (user_id, setup_index, item_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      userId,
      setupIndex,
      itemId,
    ]);
  }

  async remove(tx: Tx, userId: string, setupIndex: number, itemIds: string[]): Promise<number> {
    if (itemIds.length === 0) return 0;
    const result = await unwrapTx(tx).query(
      `DELETE FROM equipment WHERE user_id = $1 AND setup_index = $2 AND item_id = ANY($3::uuid[]) RETURNING item_id`,
      [userId, setupIndex, itemIds],
    );
    return rowsOf(result).length;
  }

  async removeEverywhere(tx: Tx, userId: string, itemId: string): Promise<void> {
    await unwrapTx(tx).query(`DELETE FROM equipment WHERE user_id = $1 AND item_id = $2`, [userId, itemId]);
  }

  async activeEquippedAmong(userIds: string[], itemIds: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (userIds.length === 0 || itemIds.length === 0) return out;
    const rows: { user_id: string; item_id: string }[] = await this.dataSource.query(
      `SELECT e.user_id, e.item_id
         FROM equipment e
         LEFT JOIN player_setup s ON s.user_id = e.user_id
         JOIN inventory i ON i.user_id = e.user_id AND i.item_id = e.item_id AND i.amount > 0
        WHERE e.user_id = ANY($1::uuid[]) AND e.item_id = ANY($2::uuid[]) AND e.setup_index = coalesce(s.active_setup, 0)
        ORDER BY e.equipped_at, e.item_id`,
      [userIds, itemIds],
    );
    for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.item_id]);
    return out;
  }
}
