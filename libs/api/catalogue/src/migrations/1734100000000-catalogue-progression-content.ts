import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The content pack's progression update, for a catalogue loaded from the earlier pack (the pack itself is loaded only
 * into an empty catalogue, so a fresh database already has these values and nothing here matches).
 *
 * The rule: every change is written as "old value → new value" for a record found by its name, and is applied only
 * where the field still holds the old pack's value. A value an admin has edited in the back office is left alone, and
 * running the update twice changes nothing the second time. The catalogue version is bumped once when anything changed,
 * so the API's snapshot reloads.
 *
 * What changes: the first ground's ghosts are a little stronger (the starter trap misses some) and the Chalk Pentacle is
 * a cheap first upgrade; the later regions give less XP and gold per ghost and their ghosts are stronger (a curve of
 * months); the bait ladder rises tier by tier; the Moonwine Draught and the Smoked Loch Eel become Bar potions (their
 * crafting ate the materials of the region keys) and their recipes leave the shop; the Pale Signet needs fewer
 * materials and, like the Ferryman's Lantern, has a crafting fee; the Seal of the Pale Court is cheaper; the news
 * "Blackthorn Manor Reopens" says where the key is sold and no longer names a reward nothing can claim.
 */
/** Ghosts: [name, scare factor old → new, XP old → new, gold old → new]. */
const GHOSTS: [string, number, number, number, number, number, number][] = [
  ["Hangman's Shade", 4, 10, 10, 10, 16, 16],
  ['Crow-Picked Wisp', 4, 10, 10, 10, 16, 16],
  ['Noose Wraith', 6, 11, 13, 13, 21, 21],
  ['Gibbet Ghoul', 8, 12, 17, 17, 27, 27],
  ['Rainbow Wisp', 10, 13, 22, 22, 35, 35],
  ['Turnip-Lantern Lad', 6, 11, 13, 13, 21, 21],
  ['The Gallows Judge', 10, 14, 42, 42, 58, 58],
  ['Ghost of the Tolled Bell', 10, 11, 22, 22, 35, 35],
  ['Choir Phantom', 10, 13, 18, 18, 40, 40],
  ['Pew Gremlin', 10, 13, 18, 18, 40, 40],
  ['Howling Pilgrim', 55, 60, 45, 20, 300, 180],
  ['Bridge-Toll Shade', 55, 60, 45, 20, 300, 180],
  ['Wolfsbane Witch', 77, 85, 59, 27, 390, 234],
  ['Silver-Scarred Wolf', 97, 106, 77, 35, 510, 306],
  ['The Lost Courier', 77, 85, 59, 27, 390, 234],
  ['The Shrine Keeper', 112, 129, 99, 45, 660, 396],
  ['The Moon-Bayer', 132, 152, 126, 57, 840, 504],
  ['Alpha Varg', 145, 167, 243, 109, 1404, 842],
  ['Vesper Nun', 73, 92, 55, 25, 380, 228],
  ['Scriptorium Moth-Ghost', 73, 92, 55, 25, 380, 228],
  ['The Flagellant', 102, 129, 72, 32, 494, 296],
  ['Crypt Abbot', 128, 162, 94, 42, 646, 388],
  ['Weeping Gargoyle', 128, 162, 94, 42, 646, 388],
  ['The Bloody Reliquary', 148, 170, 121, 54, 836, 502],
  ['The Compline Choir', 174, 200, 154, 69, 1064, 638],
  ['Abbot Voss the Unshriven', 191, 220, 297, 134, 1778, 1067],
  ['Grape-Stomping Ghoul', 93, 139, 65, 29, 460, 276],
  ['Vine Strangler', 130, 195, 85, 38, 598, 359],
  ['The Cellar Master', 163, 243, 111, 50, 782, 469],
  ['The Harvest Bride', 130, 195, 85, 38, 598, 359],
  ['Sommelier Strigoi', 189, 217, 143, 64, 1012, 607],
  ['Ghost of the Crushing Press', 163, 243, 111, 50, 782, 469],
  ['Count Vintner', 222, 255, 182, 82, 1288, 773],
  ['The Bloodroot Matriarch', 244, 281, 351, 158, 2153, 1292],
  ['Bat-Swarm Shade', 115, 152, 78, 35, 540, 324],
  ['Chained Thrall', 161, 213, 101, 45, 702, 421],
  ['The Mirrorless Lady', 202, 267, 133, 60, 918, 551],
  ['Coffin Warden', 202, 267, 133, 60, 918, 551],
  ['The Blood Countess', 235, 270, 172, 77, 1188, 713],
  ['Garlic-Breath Ghost', 161, 213, 101, 45, 702, 421],
  ['The Night Steward', 276, 317, 218, 98, 1512, 907],
  ['Count Vaclav Strigoi', 334, 384, 515, 232, 3089, 1853],
  ['Avalanche Wraith', 140, 185, 90, 40, 640, 384],
  ['Frostbitten Climber', 140, 185, 90, 40, 640, 384],
  ['Storm Harpy', 246, 325, 153, 69, 1088, 653],
  ['Shard of the Hollow Crown', 246, 283, 153, 69, 1088, 653],
  ['The Ice Priest', 286, 329, 198, 89, 1408, 845],
  ['The Pale Yeti', 196, 259, 117, 53, 832, 499],
  ['The Summit Bell', 336, 386, 252, 113, 1792, 1075],
  ['The Hollow King', 406, 467, 594, 267, 3661, 2197],
  ['The Vargcrest Wyrm', 308, 354, 1080, 486, 6400, 3840],
  ['The Paschal Egg-Ghoul', 116, 133, 330, 148, 1900, 1140],
  ['The Withered May Queen', 116, 133, 330, 148, 1900, 1140],
  ['The Harvest Scarecrow', 116, 133, 330, 148, 1900, 1140],
  ['Skull-Stacker', 165, 209, 110, 50, 700, 420],
  ['Bone Whistler', 165, 209, 110, 50, 700, 420],
  ['The Tithing Dead', 231, 293, 143, 64, 910, 546],
  ['Marrow Ghoul', 290, 367, 187, 84, 1190, 714],
  ['The Step-Counter', 231, 293, 143, 64, 910, 546],
  ['The Charnel Saint', 337, 388, 242, 109, 1540, 924],
  ['Lamp Warden of the Steps', 396, 455, 308, 139, 1960, 1176],
  ['The Ossuary Lord', 436, 501, 594, 267, 3276, 1966],
  ['Wick Wraith', 205, 236, 130, 58, 850, 510],
  ['Ghost of a Tomb Robber', 287, 330, 169, 76, 1105, 663],
  ['The Echo Child', 287, 330, 169, 76, 1105, 663],
  ['Pale Lantern-Bearer', 361, 415, 221, 99, 1445, 867],
  ['Sarcophagus Shade', 361, 415, 221, 99, 1445, 867],
  ['The Catacomb Cartographer', 418, 481, 286, 129, 1870, 1122],
  ['The Midnight Mass', 492, 566, 364, 164, 2380, 1428],
  ['The Lantern Matron', 541, 622, 702, 316, 3978, 2387],
  ['Flooded Cantor', 245, 381, 150, 68, 1000, 600],
  ['Barnacle Bishop', 343, 532, 195, 88, 1300, 780],
  ['Kelp Nun', 245, 381, 150, 68, 1000, 600],
  ['Leviathan Pup', 431, 670, 255, 115, 1700, 1020],
  ['Spirit of the Rose Window', 500, 575, 330, 148, 2200, 1320],
  ['The Tide Confessor', 500, 575, 330, 148, 2200, 1320],
  ['The Sunken Bells', 588, 676, 420, 189, 2800, 1680],
  ['The Drowned Primate', 711, 818, 990, 446, 5720, 3432],
  ['The Pale Jester', 285, 426, 175, 79, 1150, 690],
  ['Ghostly Herald', 399, 597, 228, 103, 1495, 897],
  ['Velvet Assassin', 502, 750, 298, 134, 1955, 1173],
  ['The Waltzing Dead', 399, 597, 228, 103, 1495, 897],
  ['Shadow of the Throne', 581, 668, 385, 173, 2530, 1518],
  ['The Bloodless Chamberlain', 502, 750, 298, 134, 1955, 1173],
  ['The Midnight Masque', 684, 787, 490, 220, 3220, 1932],
  ['The Pale Empress', 827, 951, 1155, 520, 6578, 3947],
  ['Loch Mist', 320, 589, 200, 90, 1300, 780],
  ['Selkie Shade', 448, 824, 260, 117, 1690, 1014],
  ['Kelpie', 563, 1035, 340, 153, 2210, 1326],
  ['The Crannog King', 653, 751, 440, 198, 2860, 1716],
  ["The Piper's Lament", 563, 1035, 340, 153, 2210, 1326],
  ['The Drowned Choir', 448, 824, 260, 117, 1690, 1014],
  ['The Midnight Lochan', 768, 883, 560, 252, 3640, 2184],
  ['The Loch Warden', 928, 1067, 1320, 594, 7436, 4462],
  ['Nessy of the Black Loch', 704, 810, 2400, 1080, 13000, 7800],
  ['Midsummer Wisp', 328, 377, 780, 351, 4250, 2550],
  ['The Bonfire Effigy', 328, 377, 780, 351, 4250, 2550],
];
/** Item prices and refunds in gold: [price | refund, item, old, new]. */
const GOLD: ['price' | 'refund', string, number, number][] = [
  ['price', 'Chalk Pentacle', 600, 160],
  ['refund', 'Chalk Pentacle', 150, 40],
  ['price', "Ferryman's Lantern", 0, 2000],
  ['price', 'Garlic Baguette', 30, 80],
  ['refund', 'Garlic Baguette', 7, 20],
  ['price', 'Black Blood Pudding', 70, 140],
  ['refund', 'Black Blood Pudding', 17, 35],
  ['price', 'Moonwine Draught', 160, 180],
  ['refund', 'Moonwine Draught', 40, 45],
  ['price', 'The Pale Signet', 0, 15000],
  ['price', 'Bone-Marrow Custard', 60, 220],
  ['refund', 'Bone-Marrow Custard', 15, 55],
  ['price', 'Sanctified Lamp Oil', 130, 320],
  ['refund', 'Sanctified Lamp Oil', 32, 80],
  ['price', 'Smoked Loch Eel', 260, 360],
  ['refund', 'Smoked Loch Eel', 65, 90],
  ['price', 'Seal of the Pale Court', 77000, 45000],
  ['refund', 'Seal of the Pale Court', 19250, 11250],
];
/** Item stats: [item, stat, old (null: the stat is new), new]. */
const STATS: [string, string, number | null, number][] = [
  ["Widow's Tears Tonic", 'attraction', 40, 35],
  ["Widow's Tears Tonic", 'goldBonus', 40, 30],
  ["Widow's Tears Tonic", 'xpBonus', 20, 15],
  ['Chalk Pentacle', 'power', 2, 3],
  ['Garlic Baguette', 'attraction', 30, 40],
  ['Garlic Baguette', 'goldBonus', 15, 35],
  ['Garlic Baguette', 'xpBonus', null, 15],
  ['Black Blood Pudding', 'attraction', 40, 45],
  ['Black Blood Pudding', 'goldBonus', 30, 45],
  ['Black Blood Pudding', 'xpBonus', 15, 20],
  ['Moonwine Draught', 'goldBonus', 40, 50],
  ['Bone-Marrow Custard', 'attraction', 35, 50],
  ['Bone-Marrow Custard', 'goldBonus', 20, 55],
  ['Bone-Marrow Custard', 'xpBonus', null, 25],
  ['Sanctified Lamp Oil', 'attraction', 45, 55],
  ['Sanctified Lamp Oil', 'goldBonus', 35, 65],
  ['Sanctified Lamp Oil', 'xpBonus', 20, 30],
  ['Smoked Loch Eel', 'attraction', 55, 60],
  ['Smoked Loch Eel', 'goldBonus', 45, 70],
  ['Smoked Loch Eel', 'xpBonus', 30, 35],
];
const NEWS_HEADER = 'Blackthorn Manor Reopens';
const NEWS_OLD = 'Lord Blackthorn is receiving guests again. Keys are sold at the Office. Refunds are not.';
const NEWS_NEW =
  'Lord Blackthorn is receiving guests again. The Rusted Manor Key is sold at the Office (Keys & Specials) to hunters of 3,000 XP. Refunds are not.';
/** Special baits that become Bar potions: [bait, the recipe that crafted it]. */
const POTIONS: [string, string][] = [
  ['Moonwine Draught', 'Recipe: Moonwine Draught'],
  ['Smoked Loch Eel', 'Recipe: Smoked Loch Eel'],
];
/** Crafting materials: [item, material, old amount, new amount]. */
const MATERIALS: [string, string, number, number][] = [
  ['The Pale Signet', 'Wolf Fang', 25, 12],
  ['The Pale Signet', 'Sour Bloodroot Grapes', 25, 12],
];

const ITEM = `(SELECT id FROM item WHERE name = $1)`;

export class CatalogueProgressionContent1734100000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    let changed = 0;
    const run = async (sql: string, params: unknown[]) => {
      // One row with the count; the architecture checks run migrations on a recorder that answers no rows.
      const [row]: { n: number }[] = await q.query(`WITH done AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM done`, params);
      changed += row?.n ?? 0;
    };
    for (const [name, sf0, sf1, xp0, xp1, gold0, gold1] of GHOSTS) {
      if (sf0 !== sf1) await run(`UPDATE enemy SET scare_factor = $3 WHERE name = $1 AND scare_factor = $2`, [name, sf0, sf1]);
      if (xp0 !== xp1) await run(`UPDATE enemy SET xp = $3 WHERE name = $1 AND xp = $2`, [name, xp0, xp1]);
      if (gold0 !== gold1) {
        await run(
          `UPDATE enemy_currency SET amount = $3
            WHERE enemy_id IN (SELECT id FROM enemy WHERE name = $1) AND currency_short_name = 'gold' AND amount = $2`,
          [name, gold0, gold1],
        );
      }
    }
    for (const [table, name, from, to] of GOLD) {
      const rows = table === 'price' ? 'item_price' : 'item_refund';
      await run(`UPDATE ${rows} SET amount = $3 WHERE item_id IN ${ITEM} AND currency_short_name = 'gold' AND amount = $2`, [
        name,
        from,
        to,
      ]);
      // A price of 0 may have been stored as no gold entry at all.
      if (from === 0) {
        await run(
          `INSERT INTO ${rows} (item_id, position, currency_short_name, amount)
           SELECT i.id, (SELECT coalesce(max(position) + 1, 0) FROM ${rows} WHERE item_id = i.id), 'gold', $2::bigint
             FROM item i WHERE i.name = $1 AND NOT EXISTS (SELECT 1 FROM ${rows} r WHERE r.item_id = i.id AND r.currency_short_name = 'gold')`,
          [name, to],
        );
      }
    }
    for (const [name, stat, from, to] of STATS) {
      if (from === null) {
        await run(
          `INSERT INTO item_stat (item_id, position, stat_short_name, value_from, value_to, proc_percent)
           SELECT i.id, (SELECT coalesce(max(position) + 1, 0) FROM item_stat WHERE item_id = i.id), $2::varchar, $3::int, $3::int, 100
             FROM item i WHERE i.name = $1 AND EXISTS (SELECT 1 FROM stat WHERE short_name = $2::varchar)
              AND NOT EXISTS (SELECT 1 FROM item_stat s WHERE s.item_id = i.id AND s.stat_short_name = $2::varchar)`,
          [name, stat, to],
        );
      } else {
        await run(
          `UPDATE item_stat SET value_from = $4, value_to = $4 WHERE item_id IN ${ITEM} AND stat_short_name = $2 AND value_from = $3`,
          [name, stat, from, to],
        );
      }
    }
    for (const [bait, recipe] of POTIONS) {
      const crafted = `SELECT id FROM item WHERE name = $1 AND unlock_recipe_item_id IN (SELECT id FROM item WHERE name = $2)`;
      await run(`DELETE FROM item_crafting_mat WHERE item_id IN (${crafted})`, [bait, recipe]);
      await run(`DELETE FROM item_crafting_mat_premium WHERE item_id IN (${crafted})`, [bait, recipe]);
      await run(`UPDATE item SET unlock_recipe_item_id = NULL, buyable = true WHERE id IN (${crafted})`, [bait, recipe]);
      await run(`UPDATE item SET buyable = false, visible = false WHERE name = $1 AND buyable AND visible`, [recipe]);
    }
    for (const [name, material, from, to] of MATERIALS) {
      await run(
        `UPDATE item_crafting_mat SET amount = $4
          WHERE item_id IN ${ITEM} AND mat_item_id IN (SELECT id FROM item WHERE name = $2) AND amount = $3`,
        [name, material, from, to],
      );
    }
    await run(`UPDATE news SET message = $3, reward_item_id = NULL WHERE header = $1 AND message = $2`, [NEWS_HEADER, NEWS_OLD, NEWS_NEW]);
    if (changed > 0) await q.query(`UPDATE catalogue_version SET version = version + 1`);
  }

  async down(): Promise<void> {
    // Content values only: the earlier values are in this file, but an admin may have edited the records since;
    // going back is a back-office edit, not a migration.
  }
}
