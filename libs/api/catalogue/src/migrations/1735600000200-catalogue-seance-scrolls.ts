import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The content pack's séance scrolls for a catalogue loaded from an earlier pack: the item type "Séance Scroll", three
 * scrolls (the rarity is the tier: normal 10 ghosts, rare 15, boss 20), the first one craftable in the laboratory from
 * region-one materials for a fee, and the bosses of each region dropping them. Tradable: they are loot.
 *
 * The same rule as the earlier content updates: nothing is added where a record of that name exists (an admin's own
 * stays), materials and bosses are found by name and skipped when missing, and running it twice adds nothing. A fresh
 * database gets the scrolls from the pack itself. The catalogue version is bumped once when anything was added.
 */
const SCROLLS: { name: string; rarity: string; flavorText: string; fee: number; materials: [string, number][] }[] = [
  {
    name: 'Candle-Stub Séance Scroll',
    rarity: 'normal',
    flavorText: 'Ten restless names in smudged ink, read by the light of a candle stub. A first séance for a small table.',
    fee: 600,
    materials: [
      ['Bone Dust', 12],
      ['Raven Feather', 6],
      ['Marsh-Light Ember', 4],
    ],
  },
  {
    name: 'Midnight Séance Scroll',
    rarity: 'rare',
    flavorText: 'Fifteen names, written at midnight in ink that will not dry. The table knocks before anyone touches it.',
    fee: 0,
    materials: [],
  },
  {
    name: 'Grand Séance Scroll',
    rarity: 'boss',
    flavorText: 'Twenty names on black vellum, sealed by a medium who was never seen again. Bring friends. Bring all of them.',
    fee: 0,
    materials: [],
  },
];

/** [scroll, drop chance in percent, the bosses that drop it]. */
const DROPS: [string, number, string[]][] = [
  [
    'Candle-Stub Séance Scroll',
    5,
    ['The Gallows Judge', 'The Abbess of Ash', 'The Millwheel Titan', 'Lord Blackthorn', "Will-o'-the-Wisp Queen", 'Old Peg of the Mire'],
  ],
  [
    'Candle-Stub Séance Scroll',
    4,
    ['Alpha Varg', 'Abbot Voss the Unshriven', 'The Bloodroot Matriarch', 'Count Vaclav Strigoi', 'The Hollow King', 'The Vargcrest Wyrm'],
  ],
  [
    'Midnight Séance Scroll',
    3,
    ['Alpha Varg', 'Abbot Voss the Unshriven', 'The Bloodroot Matriarch', 'Count Vaclav Strigoi', 'The Hollow King', 'The Vargcrest Wyrm'],
  ],
  [
    'Midnight Séance Scroll',
    4,
    ['The Ossuary Lord', 'The Lantern Matron', 'The Drowned Primate', 'The Pale Empress', 'The Loch Warden', 'Nessy of the Black Loch'],
  ],
  [
    'Grand Séance Scroll',
    2,
    ['The Ossuary Lord', 'The Lantern Matron', 'The Drowned Primate', 'The Pale Empress', 'The Loch Warden', 'Nessy of the Black Loch'],
  ],
];

export class CatalogueSeanceScrolls1735600000200 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    // Only a catalogue that has content gets the update (a fresh database loads the pack after the migrations).
    const items: { n: number }[] = await q.query(`SELECT count(*)::int AS n FROM item`);
    if (!items[0]?.n) return;
    let changed = 0;
    await q.query(
      `INSERT INTO item_type (name, short_name, item_type_slots, is_equipment, always_equipped, flavor_text, order_index)
       SELECT 'Séance Scroll', 'seancescroll', 0, false, false,
              'Starts a séance map: a list of restless ghosts that you and up to four friends hunt down together.', 220
        WHERE NOT EXISTS (SELECT 1 FROM item_type WHERE short_name = 'seancescroll' OR name = 'Séance Scroll')`,
    );
    for (const s of SCROLLS) {
      const inserted: { id: string }[] = await q.query(
        `INSERT INTO item (name, type_id, rarity_id, flavor_text, visible, req_xp, buyable, premium_shop, need_sub, is_unique, transferable, tradable)
         SELECT $1::varchar, (SELECT id FROM item_type WHERE short_name = 'seancescroll'), (SELECT id FROM rarity WHERE short_name = $2::varchar),
                $3::text, true, 0, false, false, 0, false, true, true
          WHERE NOT EXISTS (SELECT 1 FROM item WHERE name = $1::varchar)
            AND EXISTS (SELECT 1 FROM item_type WHERE short_name = 'seancescroll')
         RETURNING id`,
        [s.name, s.rarity, s.flavorText],
      );
      if (inserted.length === 0) continue;
      changed += 1;
      const id = inserted[0].id;
      await q.query(`INSERT INTO item_price (item_id, position, currency_short_name, amount) VALUES ($1, 0, 'gold', $2)`, [id, s.fee]);
      await q.query(`INSERT INTO item_refund (item_id, position, currency_short_name, amount) VALUES ($1, 0, 'gold', 0)`, [id]);
      const found: { n: number }[] = await q.query(`SELECT count(DISTINCT name)::int AS n FROM item WHERE name = ANY($1::varchar[])`, [
        s.materials.map(([m]) => m),
      ]);
      if (s.materials.length > 0 && found[0].n === s.materials.length)
        for (const [position, [material, amount]] of s.materials.entries())
          await q.query(
            `INSERT INTO item_crafting_mat (item_id, position, mat_item_id, amount)
             VALUES ($1, $2, (SELECT id FROM item WHERE name = $3::varchar ORDER BY id LIMIT 1), $4)`,
            [id, position, material, amount],
          );
      for (const [scroll, chance, bosses] of DROPS) {
        if (scroll !== s.name) continue;
        await q.query(
          `INSERT INTO enemy_loot (enemy_id, position, item_id, drop_chance, amount_min, amount_max)
           SELECT e.id, coalesce((SELECT max(position) + 1 FROM enemy_loot l WHERE l.enemy_id = e.id), 0), $1, $2, 1, 1
             FROM enemy e WHERE e.name = ANY($3::varchar[])`,
          [id, chance, bosses],
        );
      }
    }
    if (changed > 0) await q.query(`UPDATE catalogue_version SET version = version + 1`);
  }

  async down(): Promise<void> {
    // Content only: players may hold scrolls and maps by now; removing them is a back-office edit.
  }
}
