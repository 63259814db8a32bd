import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Collections claimed before a claim consumed its trophies left the claimer holding them, free to mail them on and
 * complete the same collection for other players. This takes one unit of each of those trophies from every such
 * claimer, as the claim does today: with a ledger row (reason `collection`, reference `collection:<id>`), and
 * unequipped where none is left. A claim is such an old one when no trophy left the player with its reference; a
 * trophy the claimer no longer holds (already mailed or sold) is not taken from anybody. Running it again finds
 * nothing to do. What was taken is in the ledger, so `down` gives nothing back by itself.
 */
export class EconomyLegacyCollectionTrophies1734300000100 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    const owed: { user_id: string; collection_id: string; trophy_id: string }[] = await q.query(`
      SELECT DISTINCT c.user_id, c.collection_item_id AS collection_id, t.trophy_item_id AS trophy_id
        FROM collection_claim c
        JOIN item_trophy t ON t.item_id = c.collection_item_id
       WHERE NOT EXISTS (SELECT 1 FROM ledger l
                          WHERE l.user_id = c.user_id AND l.kind = 'item' AND l.delta < 0 AND l.reason = 'collection'
                            AND l.reference = 'collection:' || c.collection_item_id)
       ORDER BY c.user_id, c.collection_item_id, t.trophy_item_id`);
    for (const row of owed) {
      const taken: { amount: number }[] = await q.query(
        `WITH taken AS (UPDATE inventory SET amount = amount - 1 WHERE user_id = $1 AND item_id = $2 AND amount > 0 RETURNING amount)
         SELECT amount FROM taken`,
        [row.user_id, row.trophy_id],
      );
      if (taken.length === 0) continue;
      await q.query(
        `INSERT INTO ledger (user_id, kind, ref_id, delta, balance_after, reason, reference)
         VALUES ($1, 'item', $2, -1, $3, 'collection', 'collection:' || $4)`,
        [row.user_id, row.trophy_id, taken[0].amount, row.collection_id],
      );
      if (taken[0].amount === 0) await q.query(`DELETE FROM equipment WHERE user_id = $1 AND item_id = $2`, [row.user_id, row.trophy_id]);
    }
  }

  async down(): Promise<void> {
    // Nothing to undo automatically: the ledger rows say what was taken.
  }
}
