import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { rowsOf, ReadPipelines, Tx, unwrapTx } from '@grimhunt/api-kernel';
import { DEFAULT_UNLOCKED_EQUIPMENT_SLOTS } from '@grimhunt/contracts';
import {
  EquipOrder,
  HoldingChange,
  HoldingsApplied,
  HoldingsStore,
  Movement,
  PlayerChanges,
  PlayerHoldingsView,
  SavedSetupsRows,
} from '../../application/ports/holdings.store.port';
import { ledgerLabel } from '../../domain/amounts';

/** Wallet and inventory rows with their ledger, in SQL (see HoldingsStore). */
/** The row each kind of holding lives in (both owned by economy). */
const HOLDING_TABLES = {
  currency: { table: 'wallet', column: 'currency_id' },
  item: { table: 'inventory', column: 'item_id' },
} as const;

@Injectable()
export class TypeOrmHoldingsStore implements HoldingsStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: ReadPipelines,
  ) {}

  private m(tx?: Tx): EntityManager {
    return tx ? unwrapTx(tx) : this.dataSource.manager;
  }

  async balances(userId: string, tx?: Tx): Promise<Map<string, number>> {
    const rows: { currency_id: string; amount: string }[] = await this.m(tx).query(
      `SELECT currency_id, amount FROM wallet WHERE user_id = $1`,
      [userId],
    );
    return new Map(rows.map((r) => [r.currency_id, Number(r.amount)]));
  }

  async inventory(userId: string, tx?: Tx): Promise<Map<string, number>> {
    const rows: { item_id: string; amount: number }[] = await this.m(tx).query(
      `SELECT item_id, amount FROM inventory WHERE user_id = $1 AND amount > 0`,
      [userId],
    );
    return new Map(rows.map((r) => [r.item_id, r.amount]));
  }

  async playerView(userId: string, tx?: Tx): Promise<PlayerHoldingsView> {
    const q = (sql: string, params: unknown[]) => this.reads.read<never>(tx, userId, sql, params);
    const rows: { kind: 'currency' | 'item' | 'equipped' | 'setup'; id: string; amount: string }[] = await q(
      `WITH s AS (SELECT active_setup, unlocked_setups FROM player_setup WHERE user_id = $1)
       SELECT 'currency' AS kind, currency_id::text AS id, amount::text AS amount FROM wallet WHERE user_id = $1
       UNION ALL SELECT 'item', item_id::text, amount::text FROM inventory WHERE user_id = $1 AND amount > 0
       UNION ALL (SELECT 'equipped', item_id::text, '0' FROM equipment
                   WHERE user_id = $1 AND setup_index = coalesce((SELECT active_setup FROM s), 0) ORDER BY equipped_at, item_id)
       UNION ALL SELECT 'setup', active_setup::text, unlocked_setups::text FROM s`,
      [userId],
    );
    const view: PlayerHoldingsView = {
      balances: new Map(),
      inventory: new Map(),
      active: 0,
      unlocked: DEFAULT_UNLOCKED_EQUIPMENT_SLOTS,
      equipped: [],
    };
    for (const r of rows) {
      if (r.kind === 'currency') view.balances.set(r.id, Number(r.amount));
      else if (r.kind === 'item') view.inventory.set(r.id, Number(r.amount));
      else if (r.kind === 'equipped') view.equipped.push(r.id);
      else {
        view.active = Number(r.id);
        view.unlocked = Number(r.amount);
      }
    }
    return view;
  }

  async snapshot(
    userId: string,
    tx?: Tx,
  ): Promise<{ balances: Map<string, number>; inventory: Map<string, number>; equipped: Set<string> }> {
    const rows: { kind: 'currency' | 'item' | 'equipped'; id: string; amount: string }[] = await this.m(tx).query(
      `SELECT 'currency' AS kind, currency_id AS id, amount::text AS amount FROM wallet WHERE user_id = $1
       UNION ALL SELECT 'item', item_id, amount::text FROM inventory WHERE user_id = $1 AND amount > 0
       UNION ALL SELECT DISTINCT 'equipped', item_id, '0' FROM equipment WHERE user_id = $1`,
      [userId],
    );
    const state = { balances: new Map<string, number>(), inventory: new Map<string, number>(), equipped: new Set<string>() };
    for (const r of rows) {
      if (r.kind === 'currency') state.balances.set(r.id, Number(r.amount));
      else if (r.kind === 'item') state.inventory.set(r.id, Number(r.amount));
      else state.equipped.add(r.id);
    }
    return state;
  }

  changeCurrency(tx: Tx, userId: string, currencyId: string, delta: number, movement: Movement): Promise<number | null> {
    return this.changeRow(tx, 'currency', userId, currencyId, delta, movement);
  }

  changeItem(tx: Tx, userId: string, itemId: string, delta: number, movement: Movement): Promise<number | null> {
    return this.changeRow(tx, 'item', userId, itemId, delta, movement);
  }

  /** One guarded change of a wallet or inventory row (`amount + delta >= 0`) and its ledger line; null when refused. */
  private async changeRow(
    tx: Tx,
    kind: 'currency' | 'item',
    userId: string,
    refId: string,
    delta: number,
    movement: Movement,
  ): Promise<number | null> {
    const m = unwrapTx(tx);
    const { table, column } = HOLDING_TABLES[kind];
    if (delta === 0) return (await (kind === 'currency' ? this.balances(userId, tx) : this.inventory(userId, tx))).get(refId) ?? 0;
    if (delta > 0)
      await m.query(`INSERT INTO ${table} (user_id, ${column}, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING`, [userId, refId]);
    const row = rowsOf<{ amount: string | number }>(
      await m.query(
        `UPDATE ${table} SET amount = amount + $3 WHERE user_id = $1 AND ${column} = $2 AND amount + $3 >= 0 RETURNING amount`,
        [userId, refId, delta],
      ),
    )[0];
    if (!row) return null;
    const amount = Number(row.amount);
    await this.ledger(m, userId, kind, refId, delta, amount, movement);
    return amount;
  }

  async apply(tx: Tx, userId: string, changes: HoldingChange[], equip: EquipOrder[] = []): Promise<HoldingsApplied> {
    return (await this.applyMany(tx, [{ userId, changes, equip }])).get(userId)!;
  }

  async applyMany(tx: Tx, players: PlayerChanges[]): Promise<Map<string, HoldingsApplied>> {
    const out = new Map<string, HoldingsApplied>();
    for (const p of players) if (!out.has(p.userId)) out.set(p.userId, { after: new Map(), refused: [] });
    const lines = players
      .flatMap((p) => p.changes.map((c) => ({ p, c })))
      .map(({ p, c }, i) => ({
        ord: i,
        user_id: p.userId,
        kind: c.kind,
        ref_id: c.refId,
        delta: c.delta,
        reason: ledgerLabel(c.reason),
        reference: c.reference ? ledgerLabel(c.reference, 128) : null,
        consume: !!c.consume,
      }));
    const orders = players.flatMap((p) =>
      (p.equip ?? []).map((o) => ({ user_id: p.userId, item_id: o.itemId, if_none_of: o.ifNoneOf ?? null, replaces: o.replaces ?? null })),
    );
    if (lines.length === 0 && orders.length === 0) return out;
    // One statement for every player, economy's SQL function (economy migrations: its comment says what it writes).
    // The wallet and inventory rows of several players are locked in no particular order: that cannot deadlock because
    // every writer of a player's holdings holds the player's user row first, and the caller holds all of them.
    const rows = rowsOf<{ user_id: string; kind: 'currency' | 'item'; ref_id: string; amount: string | null }>(
      await unwrapTx(tx).query(`SELECT user_id, kind, ref_id, amount FROM economy_apply_holdings($1::jsonb, $2::jsonb)`, [
        JSON.stringify(lines),
        JSON.stringify(orders),
      ]),
    );
    for (const r of rows) {
      const applied = out.get(r.user_id)!;
      if (r.amount === null) applied.refused.push({ kind: r.kind, refId: r.ref_id });
      else applied.after.set(`${r.kind}:${r.ref_id}`, Number(r.amount));
    }
    return out;
  }

  /**
   * The items at work of one player (equipped in the active setup, or in `alwaysEquippedIds`) and its `spareIds`.
   *
   * Every hunt sends this, as a prepared statement, so PostgreSQL should plan it once. Its parameters reach the
   * planner only inside scalar subqueries (`(SELECT $1::uuid)`): a custom plan then sees no more than the generic plan
   * does, both estimate the same rows, and PostgreSQL keeps the generic plan after its first five calls. With the
   * values in view, the statistics of a player's holdings (a hoarder among the most common values, a new player
   * absent from them) move a custom plan's estimate away from the generic one, and the per-row equipment check
   * multiplies the gap: PostgreSQL then plans the statement again on every call.
   */
  async atWork(
    userId: string,
    alwaysEquippedIds: readonly string[],
    tx?: Tx,
    spareIds: readonly string[] = [],
  ): Promise<{ atWork: Map<string, number>; spares: Map<string, number> }> {
    const rows: { item_id: string; amount: number; at_work: boolean }[] = await this.m(tx).query(
      `SELECT w.item_id, w.amount, w.at_work FROM (
         SELECT i.item_id, i.amount,
                (i.item_id = ANY((SELECT $2::uuid[])::uuid[])
                 OR EXISTS (SELECT 1 FROM equipment e
                             WHERE e.user_id = i.user_id AND e.item_id = i.item_id
                               AND e.setup_index = coalesce((SELECT s.active_setup FROM player_setup s WHERE s.user_id = i.user_id), 0))) AS at_work
           FROM inventory i
          WHERE i.user_id = (SELECT $1::uuid) AND i.amount > 0) w
        WHERE w.at_work OR w.item_id = ANY((SELECT $3::uuid[])::uuid[])
        ORDER BY w.item_id`,
      [userId, alwaysEquippedIds, spareIds],
    );
    const found = { atWork: new Map<string, number>(), spares: new Map<string, number>() };
    for (const r of rows) (r.at_work ? found.atWork : found.spares).set(r.item_id, r.amount);
    return found;
  }

  /** `atWork` for several players at once (a hunting party), in one statement planned once, as `atWork` is. */
  async atWorkOf(
    tx: Tx,
    userIds: string[],
    alwaysEquippedIds: readonly string[],
    spareIds: readonly string[],
  ): Promise<Map<string, { atWork: Map<string, number>; spares: Map<string, number> }>> {
    const found = new Map<string, { atWork: Map<string, number>; spares: Map<string, number> }>();
    if (userIds.length === 0) return found;
    // The players as one array, hidden from the planner like the item lists: no estimate follows its length.
    const rows: { user_id: string; item_id: string; amount: number; at_work: boolean }[] = await this.m(tx).query(
      `SELECT w.user_id, w.item_id, w.amount, w.at_work FROM (
         SELECT i.user_id, i.item_id, i.amount,
                (i.item_id = ANY((SELECT $2::uuid[])::uuid[])
                 OR EXISTS (SELECT 1 FROM equipment e
                             WHERE e.user_id = i.user_id AND e.item_id = i.item_id
                               AND e.setup_index = coalesce((SELECT s.active_setup FROM player_setup s WHERE s.user_id = i.user_id), 0))) AS at_work
           FROM inventory i
          WHERE i.user_id = ANY((SELECT $1::uuid[])::uuid[]) AND i.amount > 0) w
        WHERE w.at_work OR w.item_id = ANY((SELECT $3::uuid[])::uuid[])
        ORDER BY w.user_id, w.item_id`,
      [userIds, alwaysEquippedIds, spareIds],
    );
    for (const r of rows) {
      let mine = found.get(r.user_id);
      if (!mine) found.set(r.user_id, (mine = { atWork: new Map(), spares: new Map() }));
      (r.at_work ? mine.atWork : mine.spares).set(r.item_id, r.amount);
    }
    return found;
  }

  async setups(userId: string, tx?: Tx): Promise<SavedSetupsRows> {
    const rows: { kind: 'item' | 'equipped' | 'setup'; id: string; n: string }[] = await this.m(tx).query(
      `SELECT 'item' AS kind, item_id::text AS id, amount::text AS n FROM inventory WHERE user_id = $1 AND amount > 0
       UNION ALL SELECT 'equipped', item_id::text, setup_index::text FROM equipment WHERE user_id = $1
       UNION ALL SELECT 'setup', active_setup::text, unlocked_setups::text FROM player_setup WHERE user_id = $1`,
      [userId],
    );
    const out: SavedSetupsRows = { inventory: new Map(), active: 0, unlocked: DEFAULT_UNLOCKED_EQUIPMENT_SLOTS, equipped: new Map() };
    for (const r of rows) {
      if (r.kind === 'item') out.inventory.set(r.id, Number(r.n));
      else if (r.kind === 'equipped') {
        const list = out.equipped.get(Number(r.n));
        if (list) list.push(r.id);
        else out.equipped.set(Number(r.n), [r.id]);
      } else {
        out.active = Number(r.id);
        out.unlocked = Number(r.n);
      }
    }
    for (const list of out.equipped.values()) list.sort();
    return out;
  }

  private async ledger(
    m: EntityManager,
    userId: string,
    kind: 'currency' | 'item',
    refId: string,
    delta: number,
    balanceAfter: number,
    movement: Movement,
  ) {
    await m.query(
      `INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason, reference) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        userId,
        kind,
        refId,
        delta,
        balanceAfter,
        ledgerLabel(movement.reason),
        movement.reference ? ledgerLabel(movement.reference, 128) : null,
      ],
    );
  }
}
