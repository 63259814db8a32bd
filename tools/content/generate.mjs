#!/usr/bin/env node
/**
 * Writes the content pack (libs/api/catalogue/src/infrastructure/seed/content/*.json) from the hand-written tables
 * in this folder. Run once after changing them: `node tools/content/generate.mjs`. The JSON it writes is the source
 * of truth the game loads; this script only saves typing the curves (scare factors, rewards, table ranges).
 *
 * References between records are written as "@<resource>:<key>" and resolved to ids by the loader.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GROUND_GHOSTS, NESSY_GHOSTS, SPECIAL_GHOSTS } from './ghosts.mjs';
import { REGION_ITEMS } from './items.mjs';
import { NEWS, RANKS, REGIONS } from './world.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../libs/api/catalogue/src/infrastructure/seed/content');
const ref = (resource, key) => `@${resource}:${key}`;
const gold = (value) => ({ currencyEntries: [{ name: 'gold', value }] });
const priceOf = (p) => (typeof p === 'number' ? gold(p) : { currencyEntries: Object.entries(p).map(([name, value]) => ({ name, value })) });
/** Gold prices of gear, keys and recipes as written, scaled per region to the region's income (tuned with npm run balance). */
const PRICE_SCALE = { 1: 1, 2: 1.4, 3: 0.7 };
const scalePrice = (p, n) =>
  typeof p === 'number' ? Math.round((p * PRICE_SCALE[n]) / 10) * 10 || p : { ...p, gold: Math.round((p.gold * PRICE_SCALE[n]) / 10) * 10 };
const refundOf = (p) => gold(Math.floor((typeof p === 'number' ? p : p.gold) / 4));
const stats = (list = []) => ({
  statEntries: list.map(([shortName, value, proc]) =>
    proc !== undefined
      ? { shortName, valueFrom: 0, valueTo: 0, procPercent: proc }
      : { shortName, valueFrom: value, valueTo: value, procPercent: 100 },
  ),
});

// ------------------------------------------------------------------------------------------------ shared records
const ITEM_TYPES = [
  ['mechanism', 'Mechanism', 1, true, false, 'The jaws of your trap. Iron, salt and bad intentions.'],
  ['magiccicle', 'Magic Circle', 1, true, false, 'Chalk and sigils that keep the caught from leaving.'],
  ['cauldron', 'Cauldron', 1, true, false, 'Something always bubbles. With monster plasma, it bubbles at monsters.'],
  ['camera', 'Camera', 1, true, false, 'Proof for the guild, and a flash that startles loot loose.'],
  ['chronocrystal', 'Chrono Crystal', 1, true, false, 'Borrowed minutes, paid back in charges.'],
  ['contract', 'Contract', 1, true, false, 'A signed bounty on one particular soul. It calls its quarry to your trap.'],
  ['pet', 'Pet', 1, true, false, 'A familiar that hunts at your heel.'],
  ['specialitem', 'Special Item', 1, true, false, 'Oddities that bend the rules a little: retainers, lures and whistles.'],
  ['relic', 'Relic', 3, true, false, 'Holy (and unholy) leftovers. Up to three may be carried.'],
  ['bagpipe', 'Bagpipe', 1, true, false, 'The only sound that frightens a banshee.'],
  ['bait', 'Bait', 1, true, false, 'One is used per catch attempt. No bait, no ghost.'],
  ['plasma', 'Plasma', 1, true, false, 'Charged ectoplasm that powers the trap. One vial per catch attempt.'],
  ['monsterplasma', 'Monster Plasma', 1, true, false, 'Thicker, greener and meant for monsters: no monster is caught without it.'],
  ['juice', 'Juice', 1, true, false, 'A draught for the hunter: one is drunk per hunt while it is equipped.'],
  ['craftingmat', 'Crafting Material', 0, false, false, 'Odds and ends for the laboratory.'],
  ['key', 'Key', 0, false, true, 'Opens a hunting ground or a region; it only has to be in your pocket.'],
  ['idcard', 'ID Card', 1, true, false, 'Proof of guild membership. Works while you are subscribed.'],
  ['avatar', 'Avatar', 1, true, false, 'The face you show the ladder.'],
  ['recipe', 'Recipe', 0, false, false, 'Teaches the laboratory how to craft something.'],
  ['collection', 'Collection', 1, true, false, 'A set of trophies, claimed at the exhibition. One can be displayed (equipped) at a time.'],
  ['trophy', 'Trophy', 0, false, false, 'Souvenirs and documents of a collection or contract.'],
  [
    'seancescroll',
    'Séance Scroll',
    0,
    false,
    false,
    'Starts a séance map: a list of restless ghosts that you and up to four friends hunt down together.',
  ],
];
/**
 * Séance scrolls: [key, name, rarity, flavour]. The rarity is the tier (normal 10 ghosts, rare 15, boss 20); bosses
 * drop them (SEANCE_DROPS, per region) and the laboratory crafts the first one.
 */
const SEANCE_SCROLLS = [
  [
    'seanceScrollCandle',
    'Candle-Stub Séance Scroll',
    'normal',
    'Ten restless names in smudged ink, read by the light of a candle stub. A first séance for a small table.',
  ],
  [
    'seanceScrollMidnight',
    'Midnight Séance Scroll',
    'rare',
    'Fifteen names, written at midnight in ink that will not dry. The table knocks before anyone touches it.',
  ],
  [
    'seanceScrollGrand',
    'Grand Séance Scroll',
    'boss',
    'Twenty names on black vellum, sealed by a medium who was never seen again. Bring friends. Bring all of them.',
  ],
];
/** Drop chances (percent) of the scrolls on every boss of a region. */
const SEANCE_DROPS = {
  1: [['seanceScrollCandle', 5]],
  2: [
    ['seanceScrollCandle', 4],
    ['seanceScrollMidnight', 3],
  ],
  3: [
    ['seanceScrollMidnight', 4],
    ['seanceScrollGrand', 2],
  ],
};
const RARITIES = [
  ['common', 'Common', '#9D9D9D'],
  ['uncommon', 'Uncommon', '#1EFF00'],
  ['normal', 'Normal', '#0070DD'],
  ['rare', 'Rare', '#A335EE'],
  ['boss', 'Boss', '#FF8000'],
];
const ENEMY_TYPES = [
  ['rainbow', 'Rainbow Ghost', '#FF66CC'],
  ['gift', 'Gift Ghost', '#E63946'],
  ['crystal', 'Crystal Ghost', '#7FDBFF'],
  ['monster', 'Monster', '#2ECC40'],
  ['secret', 'Secret Ghost', '#444444'],
  ['enigma', 'Enigma', '#B10DC9'],
];
const STATS = [
  [
    'power',
    'Power',
    0,
    '',
    "Raw trapping strength. At or above a ghost's scare factor the catch is certain; below it the chance falls off smoothly.",
  ],
  ['mysticPower', 'Mystic Power', 0, '%', 'A second chance to bind a ghost that slipped your trap (never above 25%).'],
  ['monsterPower', 'Monster Power', 0, '', 'Extra power against monsters, while monster plasma is equipped.'],
  ['tsc', 'Trap Setup Cooldown', 0, 'min', 'Minutes added to (or taken from) the time between hunts.'],
  ['lootChance', 'Loot Chance', 0, '%', 'Raises the chance of every loot drop.'],
  ['CCC', 'Chrono Crystal Charges', 0, '', 'How many charges your chrono crystal holds.'],
  ['attraction', 'Attraction', 0, '%', 'How strongly the bait draws ghosts: fewer empty hunts.'],
  ['xpBonus', 'XP Bonus', 0, '%', 'More experience from every catch.'],
  ['goldBonus', 'Gold Bonus', 0, '%', 'More gold from every catch.'],
  ['retainer', 'Retainer', 0, '', 'Someone hunts for you: one free auto-hunt every hour.'],
  ['LH_ectoplasm', 'Ectoplasm Harvest', 0, '', 'Ectoplasm gathered on every catch.'],
  ['goldenrain', 'Golden Rain', 1, '%', 'Sometimes the reward in gold is one and a half times larger.', 'reward', 'onCatch'],
  ['xplosion', 'Xplosion', 1, '%', 'Sometimes the XP of a catch is one and a half times larger.', 'reward', 'onCatch'],
  ['onTheHouse', 'On the House', 1, '%', 'Sometimes a hunt costs no bait.', 'economy', 'onHunt'],
  ['reconstruction', 'Reconstruction', 1, '%', 'Sometimes the chrono crystal regains a charge.', 'economy', 'onHunt'],
  ['leprechaunsLuck', "Leprechaun's Luck", 1, '%', 'Sometimes the next hunt is ready in five seconds.', 'cooldown', 'onHunt'],
  ['doppelgaenger', 'Doppelgaenger', 1, '%', 'Sometimes a ghost brings its twin: double reward and loot.', 'reward', 'onCatch'],
];

function sharedPack() {
  const pack = {
    itemtype: ITEM_TYPES.map(([shortName, name, itemTypeSlots, isEquipment, alwaysEquipped, flavorText], i) => ({
      key: shortName,
      shortName,
      name,
      itemTypeSlots,
      isEquipment,
      alwaysEquipped,
      flavorText,
      orderIndex: (i + 1) * 10,
    })),
    rarity: RARITIES.map(([shortName, name, colorHex], i) => ({ key: shortName, shortName, name, colorHex, orderIndex: i + 1 })),
    currency: [
      {
        key: 'gold',
        shortName: 'gold',
        name: 'Gold Coins',
        orderIndex: 1,
        flavorText: 'Minted for hunters, bitten by ghosts, spent at the bar.',
      },
      {
        key: 'ectoplasm',
        shortName: 'ectoplasm',
        name: 'Ectoplasm',
        orderIndex: 2,
        flavorText: 'Green, cold and oddly valuable. Monsters leave it behind; recipes, lures and the finest plasma are paid in it.',
      },
    ],
    proctype: [
      ['reward', 'Reward'],
      ['economy', 'Economy'],
      ['cooldown', 'Cooldown'],
    ].map(([shortName, name]) => ({ key: shortName, shortName, name })),
    proceventtype: [
      ['onCatch', 'On Catch'],
      ['onHunt', 'On Hunt'],
    ].map(([shortName, name]) => ({ key: shortName, shortName, name })),
    damagetype: [
      ['physical', 'Physical', '#B0B0B0'],
      ['arcane', 'Arcane', '#7F5AF0'],
      ['holy', 'Holy', '#FFD166'],
    ].map(([shortName, name, colorHex]) => ({ key: shortName, shortName, name, colorHex })),
    enemytype: ENEMY_TYPES.map(([shortName, name, colorHex]) => ({ key: shortName, shortName, name, colorHex })),
    stat: STATS.map(([shortName, name, statType, unitSymbol, flavorText, procType, procEventType]) => ({
      key: shortName,
      shortName,
      name,
      statType,
      unitSymbol,
      flavorText,
      procType: procType ? ref('proctype', procType) : null,
      procEventType: procEventType ? ref('proceventtype', procEventType) : null,
      damageType:
        shortName === 'power'
          ? ref('damagetype', 'physical')
          : shortName === 'mysticPower'
            ? ref('damagetype', 'arcane')
            : shortName === 'monsterPower'
              ? ref('damagetype', 'holy')
              : null,
    })),
    rank: RANKS.map(([name, xp, flavorText, rewards]) => ({
      key: name,
      name,
      xp,
      flavorText,
      rewardItemIds: rewards.map((k) => ref('item', k)),
    })),
    news: NEWS.map(([header, message, daysAgo, reward]) => ({
      key: header,
      header,
      message,
      name: 'The Guild Herald',
      daysAgo,
      rewardItemId: reward ? ref('item', reward) : null,
    })),
    item: [],
    premiumPackage: [],
    setting: [],
  };
  // Monthly items of the subscriptions: one relic a month, with a little of everything.
  const MONTHLY = [
    ['frostLantern', 'Frost-Bitten Lantern', 'January light: cold, blue and very honest.'],
    ['valentineLocket', 'Locket of the Jilted', "February's keepsake. Holds a portrait of someone who did not show up."],
    ['marchHare', "Mad Hare's Pocket Watch", 'March runs late. This watch runs later.'],
    ['aprilShowerJar', 'Jar of April Rain', 'Rained on a funeral in April. Still sniffling.'],
    ['maypoleRibbon', 'Maypole Ribbon', "May's token. Dances by itself when nobody watches."],
    ['midsummerSickle', 'Midsummer Sickle', "June's harvest blade. Cuts mistletoe and mischief."],
    ['julyFirefly', 'Firefly in Amber', "July's light, caught in resin, glowing a little guiltily."],
    ['augustComet', 'Fragment of the August Comet', 'Fell in August. Still warm. Still falling, somehow.'],
    ['septemberSheaf', 'Last Sheaf of September', 'The final sheaf of the harvest. The fields want it back.'],
    ['octoberTurnip', 'Carved October Turnip', "Older than pumpkins, uglier than sin, October's favourite."],
    ['novemberPoppy', 'November Poppy', 'Worn for the fallen. The fallen approve.'],
    ['decemberBell', 'Sleigh-Bell of December', 'Rings when something is coming down the chimney that is not Saint Nick.'],
  ];
  MONTHLY.forEach(([key, name, flavorText], i) =>
    pack.item.push({
      key,
      name,
      type: ref('itemtype', 'relic'),
      rarity: ref('rarity', 'rare'),
      flavorText,
      price: gold(0),
      refund: gold(0),
      visible: true,
      premiumShop: true,
      needSub: 1,
      stats: stats([
        ['power', 5 + (i % 3)],
        ['lootChance', 5],
        ['xpBonus', 5],
      ]),
    }),
  );
  pack.item.push(
    {
      key: 'spookyGiftBox',
      name: 'Spooky Gift Box',
      type: ref('itemtype', 'avatar'),
      rarity: ref('rarity', 'rare'),
      flavorText: 'A present that rattles. The ribbon is tied in a noose knot.',
      price: gold(0),
      refund: gold(0),
      visible: true,
      premiumShop: true,
      stats: stats([['lootChance', 3]]),
    },
    {
      key: 'vampireCountAvatar',
      name: 'Vampire Count Avatar',
      type: ref('itemtype', 'avatar'),
      rarity: ref('rarity', 'boss'),
      flavorText: 'High collar, pale cheeks, impeccable manners.',
      price: gold(0),
      refund: gold(0),
      visible: true,
      premiumShop: true,
      stats: stats([['xpBonus', 3]]),
    },
    {
      key: 'greyLadyAvatar',
      name: 'Grey Lady Avatar',
      type: ref('itemtype', 'avatar'),
      rarity: ref('rarity', 'rare'),
      flavorText: 'Walks through walls, and through conversations.',
      price: gold(0),
      refund: gold(0),
      visible: true,
      premiumShop: true,
      stats: stats([['goldBonus', 3]]),
    },
    {
      key: 'sextonsLantern',
      name: "Sexton's Storm Lantern",
      type: ref('itemtype', 'pet'),
      rarity: ref('rarity', 'boss'),
      flavorText: 'A lantern with a ghost in it, who hunts at your heel and likes it.',
      price: gold(0),
      refund: gold(0),
      visible: true,
      premiumShop: true,
      stats: stats([
        ['power', 15],
        ['lootChance', 10],
        ['onTheHouse', 0, 8],
      ]),
    },
  );

  const pkg = (key, name, usd, subscriptionLevel, singleItemType, flavorText, promotionalLabel, items, i, extra = {}) => ({
    key,
    name,
    usd,
    subscriptionLevel,
    singleItemType,
    flavorText,
    promotionalLabel,
    categorySortingNumber: i,
    visible: true,
    month: null,
    year: null,
    items: items.map(([k, amount]) => ({ itemId: ref('item', k), amount })),
    ...extra,
  });
  const TIERS = [
    [
      1,
      'Silver',
      4.99,
      [
        ['graveMossCheese', 50],
        ['plasmaVial', 20],
      ],
    ],
    [
      2,
      'Gold',
      9.99,
      [
        ['candleWaxTruffle', 50],
        ['plasmaVial', 40],
        ['guildCard', 1],
      ],
    ],
    [
      3,
      'Platinum',
      19.99,
      [
        ['candleWaxTruffle', 100],
        ['plasmaVial', 80],
        ['guildCard', 1],
        ['chronoShard', 1],
      ],
    ],
  ];
  const TIER_FLAVOUR = {
    1: 'Silver membership of the guild: a monthly care package of bait and plasma.',
    2: 'Gold membership: more bait, more plasma, and a guild ID card.',
    3: 'Platinum membership: the guild treats you like a legend (and stocks you like one).',
  };
  // One package per tier and calendar month, each with that month's relic; the loader dates each to the month's
  // next occurrence from the load date (this month included).
  const MONTH_NAMES = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  for (let m = 1; m <= 12; m++) {
    for (const [level, tier, usd, contents] of TIERS) {
      pack.premiumPackage.push(
        pkg(
          `sub${level}m${m}`,
          `${tier} Subscription (${MONTH_NAMES[m - 1]})`,
          usd,
          level,
          0,
          TIER_FLAVOUR[level],
          level === 2 ? 'NEW' : '',
          [...contents, [MONTHLY[m - 1][0], 1]],
          level - 1,
          { month: m, nextOccurrence: true },
        ),
      );
    }
  }
  let i = 10;
  pack.premiumPackage.push(
    pkg(
      'plasmaBarrel',
      'Plasma Barrel',
      2.99,
      0,
      3,
      'A whole barrel of charged plasma, sealed against leaks and curses.',
      'SALE',
      [['plasmaVial', 100]],
      i++,
    ),
    pkg(
      'widowsBargain',
      "The Widow's Bargain",
      14.99,
      0,
      4,
      'Once only: a black cat, a cursed locket and tears enough for the mire.',
      '50% OFF',
      [
        ['blackCat', 1],
        ['cursedLocket', 1],
        ['widowsTears', 25],
      ],
      i++,
    ),
    pkg(
      'spookyGift',
      'A Spooky Gift',
      1.99,
      0,
      5,
      'Wrapped in a shroud, tied with a noose, delivered by an owl with a grudge.',
      '',
      [
        ['spookyGiftBox', 1],
        ['graveMossCheese', 20],
      ],
      i++,
    ),
    pkg(
      'nessy1',
      "Old Peg's Lure",
      4.99,
      0,
      6,
      'The lure that calls Old Peg out of the Moonless Mire, with tears to keep you there.',
      'NEW',
      [
        ['pegsLure', 1],
        ['widowsTears', 10],
      ],
      i++,
    ),
    pkg(
      'nessy2',
      "The Mire Angler's Chest",
      9.99,
      0,
      7,
      'Lure, tears and monster plasma: everything for a night on the mire with Old Peg.',
      '',
      [
        ['pegsLure', 1],
        ['widowsTears', 30],
        ['monsterPlasma', 30],
      ],
      i++,
    ),
    pkg(
      'nessy3',
      'The Wyrm Whistle',
      7.99,
      0,
      8,
      'Blow it on the pass and the Vargcrest Wyrm comes to see who dared.',
      '',
      [
        ['wyrmWhistle', 1],
        ['garlicBaguette', 20],
      ],
      i++,
    ),
    pkg(
      'nessy4',
      "The Wyrm-Hunter's Pack",
      14.99,
      0,
      9,
      'Whistle, pudding and silvered plasma for a season in the pass.',
      '',
      [
        ['wyrmWhistle', 1],
        ['bloodPudding', 40],
        ['silverPlasma', 40],
      ],
      i++,
    ),
    pkg(
      'nessy5',
      'The Brass Loch Harpoon',
      12.99,
      0,
      10,
      'Nessy hates it. Nessy also cannot resist it.',
      '',
      [
        ['nessyHarpoon', 1],
        ['lochEel', 10],
      ],
      i++,
    ),
    pkg(
      'nessy6',
      'The Loch Expedition',
      24.99,
      0,
      11,
      'Harpoon, eel and abyssal plasma: a fortnight on the Black Loch.',
      '50% OFF',
      [
        ['nessyHarpoon', 1],
        ['lochEel', 40],
        ['abyssalPlasma', 40],
      ],
      i++,
    ),
    pkg(
      'singleGravedigger',
      'A Hired Gravedigger',
      5.99,
      0,
      12,
      'He digs while you sleep: one free hunt every hour.',
      '',
      [['hiredGravedigger', 1]],
      i++,
    ),
    pkg(
      'singleLantern',
      "The Sexton's Storm Lantern",
      8.99,
      0,
      12,
      'A ghost in a lantern that hunts beside you.',
      '',
      [['sextonsLantern', 1]],
      i++,
    ),
    pkg(
      'avatarCount',
      'Vampire Count Avatar',
      2.49,
      0,
      13,
      'High collar, pale cheeks, impeccable manners.',
      '',
      [['vampireCountAvatar', 1]],
      i++,
    ),
    pkg('avatarLady', 'Grey Lady Avatar', 2.49, 0, 13, 'Walks through walls, and through conversations.', '', [['greyLadyAvatar', 1]], i++),
    pkg(
      'juiceCrate',
      'A Crate of Midnight Elixir',
      2.99,
      0,
      14,
      'Forty bottles of the good stuff. Hunts come faster with every sip.',
      'SALE',
      [['midnightElixir', 40]],
      i++,
    ),
    pkg(
      'juiceTears',
      'Tears of Lachrymae, by the Case',
      6.99,
      0,
      14,
      'The Necropolis wept; we bottled it.',
      '',
      [['lachrymaeTears', 30]],
      i++,
    ),
    // Single item type 15 (docs/decisions.md): no items; the wished name travels in additionalInfo (docs/payment.md).
    pkg('nameChange', 'Name Change', 10, 0, 15, 'Haunt the ladder under a new name: the guild clerk rewrites every record.', '', [], i++),
  );
  for (const [key, name, rarity, flavorText] of SEANCE_SCROLLS)
    pack.item.push({
      key,
      name,
      type: ref('itemtype', 'seancescroll'),
      rarity: ref('rarity', rarity),
      flavorText,
      price: gold(key === 'seanceScrollCandle' ? 600 : 0),
      refund: gold(0),
      visible: true,
    });
  const starterKit = {
    currencies: [{ shortName: 'gold', value: 50 }],
    items: [
      { itemId: ref('item', 'graveMossCheese'), amount: 30 },
      { itemId: ref('item', 'rustyCage'), amount: 1 },
    ],
  };
  pack.setting.push({ key: 'MissionsEnabled', value: 'true' }, { key: 'StarterKit', value: starterKit });
  return pack;
}

// ------------------------------------------------------------------------------------------------ regions
const SCARE = [0.5, 0.7, 0.88, 1.02, 1.2, 1.32, 1.45];
const GOLD = [1, 1.3, 1.7, 2.2, 2.8, 3.6, 4.4];
const WEIGHT = { common: 2600, uncommon: 1800, normal: 1200, rare: 550, boss: 300 };
/** Gallows Hill is the starter ground: everything but its midnight ghost yields to the starter trap. */
const GALLOWS_SCARE = [4, 6, 8, 10, 14, 10];

function regionPack(region) {
  const pack = { region: [], item: [], enemy: [], huntingground: [], huntingtable: [] };
  pack.region.push({
    key: region.key,
    name: region.name,
    sequence: region.n - 1,
    xpReqired: region.xpReqired,
    visible: true,
    keyId: region.keyItem ? ref('item', region.keyItem) : null,
  });
  const items = new Map();
  for (const [key, name, type, rarity, written, flavorText, extra = {}] of REGION_ITEMS[region.n]) {
    const { s, attract, ...rest } = extra;
    const price = ['bait', 'plasma', 'monsterplasma', 'juice', 'craftingmat'].includes(type) ? written : scalePrice(written, region.n);
    const body = {
      key,
      name,
      type: ref('itemtype', type),
      rarity: ref('rarity', rarity),
      flavorText,
      price: priceOf(price),
      refund: refundOf(price),
      visible: true,
      ...rest,
    };
    if (s) body.stats = stats(s);
    if (attract) body.canAttractEnemyId = ref('enemy', attract);
    items.set(key, body);
    pack.item.push(body);
  }
  const loot = (item, dropChance, amountMin = 1, amountMax = amountMin) => ({
    itemId: ref('item', item),
    dropChance,
    amountMin,
    amountMax,
  });
  region.grounds.forEach((g, sequence) => {
    const ghosts = GROUND_GHOSTS[g.key];
    const [collKey, collName, collFlavor] = g.collection;
    for (const [key, name, flavorText] of g.trophies) {
      if (items.has(key)) continue;
      const body = {
        key,
        name,
        type: ref('itemtype', 'trophy'),
        rarity: ref('rarity', 'rare'),
        flavorText,
        price: gold(0),
        refund: gold(0),
        visible: true,
        transferable: true,
      };
      items.set(key, body);
      pack.item.push(body);
    }
    pack.item.push({
      key: collKey,
      name: collName,
      type: ref('itemtype', 'collection'),
      rarity: ref('rarity', sequence >= 3 ? 'rare' : 'normal'),
      flavorText: collFlavor,
      price: gold(0),
      refund: gold(0),
      visible: true,
      reqXP: Math.max(100, g.xp),
      trophieItemIds: g.trophies.map(([k]) => ref('item', k)),
      stats: stats([
        ['power', Math.max(2, Math.round(g.power * 0.05))],
        ['lootChance', 5],
      ]),
    });
    const trophyHolders = ghosts.filter((x) => x[4] >= 2);
    const entries = [];
    let start = 0;
    const scale =
      (g.cover * 100) /
      ghosts.filter((x) => !(x[6] ?? '').includes('m')).reduce((a, x) => a + (x[6]?.includes('b') ? WEIGHT.boss : WEIGHT[x[2]]), 0);
    for (const [key, name, rarity, type, step, flavorText, flags = ''] of ghosts) {
      const boss = flags.includes('b');
      const midnight = flags.includes('m');
      const scareFactor = g.key === 'gallowsHill' ? GALLOWS_SCARE[boss ? 5 : step] : Math.round(g.power * SCARE[step]);
      const reward = Math.round(g.gold * GOLD[step] * (boss ? 1.3 : 1));
      const xp = Math.round(g.xpBase * GOLD[step] * (boss ? 1.5 : 1));
      const drops = [];
      drops.push(loot(g.mats[step % 2], step <= 1 ? 35 : 25, 1, step >= 3 ? 3 : 2));
      const t = trophyHolders.indexOf(ghosts.find((x) => x[0] === key));
      if (t >= 0) drops.push(loot(g.trophies[t % g.trophies.length][0], boss ? 10 : step >= 4 ? 6 : 3));
      const currencies = [{ name: 'gold', value: reward }];
      if (type === 'monster') currencies.push({ name: 'ectoplasm', value: 5 + 5 * region.n + 3 * step });
      pack.enemy.push({
        key,
        name,
        enemyRarity: ref('rarity', boss ? 'boss' : rarity),
        enemyType: type ? ref('enemytype', type) : null,
        scareFactor,
        xp,
        flavorText,
        visible: true,
        midnightGhost: midnight,
        immuneMysticPower: flags.includes('i'),
        specialGhost: false,
        nessyGhost: false,
        currencies: { currencyEntries: currencies },
        loot: drops,
      });
      if (!midnight) {
        const w = Math.round((boss ? WEIGHT.boss : WEIGHT[rarity]) * scale);
        entries.push({ enemyId: ref('enemy', key), rangeMin: start, rangeMax: start + w - 1 });
        start += w;
      }
    }
    // Midnight ghosts share the top of the table (they only walk 00:00-00:59 UTC; other hours it is an empty roll).
    for (const [key, , , , , , flags = ''] of ghosts) {
      if (!flags.includes('m')) continue;
      entries.push({ enemyId: ref('enemy', key), rangeMin: start, rangeMax: start + 399 });
      start += 400;
    }
    pack.huntingground.push({
      key: g.key,
      name: g.name,
      regionId: ref('region', region.key),
      sequence,
      xpReqired: g.xp,
      travelCost: g.travel,
      flavorText: g.flavor,
      visible: true,
      rawPowerCap: 0,
      mysticPowerCap: g.mysticPowerCap ?? 25,
      additionalHuntTime: g.aht,
      keyId: g.keyItem ? ref('item', g.keyItem) : null,
      specialBaitItemId: (g.specialBait ?? []).map((k) => ref('item', k)),
    });
    pack.huntingtable.push({
      key: g.key,
      name: `${g.name}: the usual suspects`,
      huntingGroundId: ref('huntingground', g.key),
      sequence: 0,
      enemies: entries,
    });
  });
  // Nessy and special ghosts of the region.
  for (const [key, name, n, flavorText] of NESSY_GHOSTS) {
    if (n !== region.n) continue;
    const top = region.grounds[region.grounds.length - 1];
    pack.enemy.push({
      key,
      name,
      enemyRarity: ref('rarity', 'boss'),
      enemyType: ref('enemytype', 'enigma'),
      scareFactor: Math.round(top.power * 1.1),
      xp: top.xpBase * 12,
      flavorText,
      visible: true,
      nessyGhost: true,
      immuneMysticPower: true,
      specialGhost: false,
      midnightGhost: false,
      specialGhostChance: 8,
      currencies: {
        currencyEntries: [
          { name: 'gold', value: top.gold * 10 },
          { name: 'ectoplasm', value: 20 * n },
        ],
      },
      loot: [loot(top.mats[0], 100, 3, 6), loot(top.trophies[0][0], 10)],
    });
  }
  for (const [key, name, n, [fd, fm], [td, tm], flavorText] of SPECIAL_GHOSTS) {
    if (n !== region.n) continue;
    const mid = region.grounds[1];
    pack.enemy.push({
      key,
      name,
      enemyRarity: ref('rarity', 'rare'),
      enemyType: ref('enemytype', 'gift'),
      scareFactor: Math.round(mid.power * 0.8),
      xp: mid.xpBase * 6,
      flavorText,
      visible: true,
      specialGhost: true,
      specialGhostFromDateDay: fd,
      specialGhostFromDateMonth: fm,
      specialGhostToDateDay: td,
      specialGhostToDateMonth: tm,
      specialGhostRecurringYear: true,
      specialGhostChance: 4,
      nessyGhost: false,
      immuneMysticPower: false,
      midnightGhost: false,
      currencies: { currencyEntries: [{ name: 'gold', value: mid.gold * 5 }] },
      loot: [loot(region.n === 1 ? 'midnightElixir' : region.n === 2 ? 'silverPlasma' : 'lachrymaeTears', 100, 1, 3)],
    });
  }
  return pack;
}

// Crafting, contracts and drops that link items and ghosts across the pack.
function link(packs) {
  const all = packs.flatMap((p) => [...(p.item ?? []), ...(p.enemy ?? [])]);
  const find = (key) =>
    all.find((r) => r.key === key) ??
    (() => {
      throw new Error(`no record ${key}`);
    })();
  const mats = (list) => list.map(([k, amount]) => ({ itemId: ref('item', k), amount }));
  const craft = (key, recipe, list, premium = []) =>
    Object.assign(find(key), {
      itemIdRequiredForUnlockCrafting: recipe ? ref('item', recipe) : null,
      craftingMats: mats(list),
      craftingMatsPremium: mats(premium),
    });
  craft(
    'witchbrewCauldron',
    'witchbrewRecipe',
    [
      ['boneDust', 5],
      ['ectoResidue', 3],
      ['pewterCauldron', 1],
    ],
    [['ravenFeather', 2]],
  );
  craft(
    'boneDustBrew',
    null,
    [
      ['boneDust', 3],
      ['ectoResidue', 1],
    ],
    [['ravenFeather', 1]],
  );
  craft('ghoulsGrog', 'witchbrewRecipe', [
    ['boneDustBrew', 2],
    ['ravenFeather', 1],
  ]);
  craft('ferryLantern', 'ferryLanternRecipe', [
    ['marshEmber', 8],
    ['ectoResidue', 10],
  ]);
  craft('moonwineDraught', 'moonwineRecipe', [
    ['sourGrapes', 2],
    ['wolfFang', 1],
  ]);
  craft('strigoiCrucible', 'crucibleRecipe', [
    ['cast-ironKettle', 1],
    ['batWing', 15],
    ['sourGrapes', 10],
  ]);
  craft('bloodMoonSigil', 'bloodMoonRecipe', [
    ['wolfsbaneWreath', 1],
    ['wolfFang', 25],
  ]);
  craft('paleSignet', 'signetRecipe', [
    ['wolfFang', 25],
    ['sourGrapes', 25],
  ]);
  craft('lochEel', 'lochEelRecipe', [
    ['lochPearl', 2],
    ['waxSeal', 1],
  ]);
  craft('empressCage', 'empressCageRecipe', [
    ['reliquaryEngine', 1],
    ['waxSeal', 30],
  ]);
  craft('lochCauldron', 'lochCauldronRecipe', [
    ['baptismalFont', 1],
    ['lochPearl', 20],
  ]);
  const contract = (key, enemy, trophy) =>
    Object.assign(find(key), { canAttractEnemyId: ref('enemy', enemy), trophieItemIds: [ref('item', trophy)] });
  contract('weepingBrideContract', 'weepingBride', 'seanceInvitation');
  contract('mireBeastContract', 'mireBeast', 'wispJar');
  contract('strigoiContract', 'countStrigoi', 'velvetCape');
  contract('lanternMatronContract', 'lanternMatron', 'blueLamp');
  const drop = (enemy, item, dropChance, amountMin = 1, amountMax = amountMin) =>
    find(enemy).loot.push({ itemId: ref('item', item), dropChance, amountMin, amountMax });
  drop('lordBlackthorn', 'manorKey', 5);
  drop('lordBlackthorn', 'plagueDoctor', 1);
  drop('gibbetGhoul', 'hangmansCoin', 2);
  drop('candlewickSpecter', 'candleWaxTruffle', 15);
  drop('siltSiren', 'midnightElixir', 20);
  drop('siltSiren', 'cursedLocket', 1);
  drop('mireBeast', 'monsterPlasma', 60, 1, 2);
  drop('eelWife', 'monsterPlasma', 40, 1, 2);
  drop('wispQueen', 'ferryLantern', 4);
  drop('wispQueen', 'widowsTears', 30, 1, 2);
  drop('wispQueen', 'silverSigil', 1);
  drop('bogLantern', 'marshEmber', 20);
  drop('fenHag', 'marshEmber', 30, 1, 2);
  drop('peatMummy', 'widowsTears', 8);
  drop('crystalRevenant', 'chronoShard', 2);
  drop('abbotVoss', 'castleKey', 3);
  drop('countStrigoi', 'castleKey', 5);
  drop('bloodrootMatriarch', 'moonwineDraught', 30, 1, 3);
  drop('cellarMaster', 'moonwineDraught', 10);
  drop('hollowKing', 'paleSignet', 4);
  drop('lanternMatron', 'courtSeal', 3);
  drop('paleEmpress', 'courtSeal', 5);
  drop('drownedPrimate', 'lochEel', 25, 1, 2);
  drop('leviathanPup', 'lochEel', 5);
  drop('silverwolf', 'silverPlasma', 20, 1, 2);
  craft('seanceScrollCandle', null, [
    ['boneDust', 12],
    ['ravenFeather', 6],
    ['marshEmber', 4],
  ]);
  packs.slice(1).forEach((region, i) => {
    for (const boss of region.enemy.filter((e) => e.enemyRarity === ref('rarity', 'boss')))
      for (const [item, chance] of SEANCE_DROPS[i + 1]) drop(boss.key, item, chance);
  });
}

const shared = sharedPack();
const regions = REGIONS.map(regionPack);
link([shared, ...regions]);
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'shared.json'), `${JSON.stringify(shared, null, 1)}\n`);
REGIONS.forEach((r, i) => writeFileSync(join(OUT, r.file), `${JSON.stringify(regions[i], null, 1)}\n`));
console.log(
  `content pack written to ${OUT}: ${regions.reduce((a, r) => a + r.enemy.length, 0)} ghosts, ${regions.reduce((a, r) => a + r.item.length, shared.item.length)} items`,
);
