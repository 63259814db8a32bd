import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The content pack's late-game update for a catalogue loaded from an earlier pack: three masterwork recipes that
 * rework the last region's best mechanism, candle and camera (the owned piece, materials that drop on the last grounds
 * and a large workshop fee), so gold keeps a use after the last trap.
 *
 * The same rule as the earlier content update: a masterwork is added only where its base piece exists and no item of
 * its name does (an admin who already made one, or renamed it, keeps theirs); running it twice adds nothing. A fresh
 * database gets them from the pack itself, which is loaded after the migrations into the empty catalogue. The
 * catalogue version is bumped once when anything was added, so the API reloads its snapshot.
 */
interface Masterwork {
  name: string;
  base: string;
  type: string;
  flavorText: string;
  reqXP: number;
  price: number;
  refund: number;
  /** [stat short name, value, proc percent]. */
  stats: [string, number, number][];
  /** [material name, amount]; the base piece first. */
  materials: [string, number][];
}

const MASTERWORKS: Masterwork[] = [
  {
    name: 'The Gilded Cage, Masterwork',
    base: "The Empress's Gilded Cage",
    type: 'mechanism',
    flavorText:
      "The Empress's cage, its bars re-cast with Pale Court wax and strung with Loch pearls. It hums when something unquiet comes near.",
    reqXP: 120000,
    price: 240000,
    refund: 30000,
    stats: [
      ['power', 620, 100],
      ['mysticPower', 13, 100],
      ['tsc', -3, 100],
    ],
    materials: [
      ["The Empress's Gilded Cage", 1],
      ['Black Wax Seal', 40],
      ['Black Loch Pearl', 20],
    ],
  },
  {
    name: 'The Pale Halo, Masterwork',
    base: 'The Pale Halo',
    type: 'magiccicle',
    flavorText: 'The Halo rewound with shroud thread and sealed in black wax. Its cold light reaches further into the dark.',
    reqXP: 125000,
    price: 180000,
    refund: 22750,
    stats: [
      ['mysticPower', 20, 100],
      ['power', 55, 100],
      ['xplosion', 0, 20],
    ],
    materials: [
      ['The Pale Halo', 1],
      ['Black Wax Seal', 30],
      ['Shroud Thread', 40],
    ],
  },
  {
    name: 'Soul-Plate Camera, Masterwork',
    base: 'Soul-Plate Camera',
    type: 'camera',
    flavorText: 'New plates ground from Loch pearl, each wrapped in shroud thread. They keep a little more of what they see.',
    reqXP: 130000,
    price: 160000,
    refund: 21875,
    stats: [
      ['lootChance', 100, 100],
      ['power', 50, 100],
    ],
    materials: [
      ['Soul-Plate Camera', 1],
      ['Shroud Thread', 40],
      ['Black Loch Pearl', 15],
    ],
  },
];

export class CatalogueMasterworkContent1734200000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    let changed = 0;
    for (const m of MASTERWORKS) {
      const materials = m.materials.map(([name]) => name);
      // Every material (the base piece among them) must be in the catalogue, and the masterwork not yet.
      const inserted: { id: string }[] = await q.query(
        `INSERT INTO item (name, type_id, rarity_id, flavor_text, visible, req_xp, buyable, premium_shop, need_sub, is_unique, transferable)
         SELECT $1::varchar, (SELECT id FROM item_type WHERE short_name = $2::varchar), (SELECT id FROM rarity WHERE short_name = 'boss'),
                $3::text, true, $4::bigint, false, false, 0, false, false
          WHERE NOT EXISTS (SELECT 1 FROM item WHERE name = $1::varchar)
            AND (SELECT count(DISTINCT name) FROM item WHERE name = ANY($5::varchar[])) = cardinality($5::varchar[])
            AND EXISTS (SELECT 1 FROM item WHERE name = $6::varchar)
         RETURNING id`,
        [m.name, m.type, m.flavorText, m.reqXP, materials, m.base],
      );
      if (inserted.length === 0) continue;
      const id = inserted[0].id;
      changed += 1;
      await q.query(`INSERT INTO item_price (item_id, position, currency_short_name, amount) VALUES ($1, 0, 'gold', $2)`, [id, m.price]);
      await q.query(`INSERT INTO item_refund (item_id, position, currency_short_name, amount) VALUES ($1, 0, 'gold', $2)`, [id, m.refund]);
      for (const [position, [stat, value, proc]] of m.stats.entries()) {
        await q.query(
          `INSERT INTO item_stat (item_id, position, stat_short_name, value_from, value_to, proc_percent)
           SELECT $1::uuid, $2::int, $3::varchar, $4::int, $4::int, $5::int WHERE EXISTS (SELECT 1 FROM stat WHERE short_name = $3::varchar)`,
          [id, position, stat, value, proc],
        );
      }
      for (const [position, [material, amount]] of m.materials.entries()) {
        await q.query(
          `INSERT INTO item_crafting_mat (item_id, position, mat_item_id, amount)
           VALUES ($1, $2, (SELECT id FROM item WHERE name = $3::varchar ORDER BY id LIMIT 1), $4)`,
          [id, position, material, amount],
        );
      }
    }
    if (changed > 0) await q.query(`UPDATE catalogue_version SET version = version + 1`);
  }

  async down(): Promise<void> {
    // Content only: an admin may have edited or used the masterworks since; removing them is a back-office edit.
  }
}
