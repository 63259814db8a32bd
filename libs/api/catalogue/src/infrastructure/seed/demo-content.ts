import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { CatalogueResource, SETTING_KEYS } from '@grimhunt/contracts';
import { wrapManager } from '@grimhunt/api-kernel';
import { CATALOGUE_DEFINITIONS } from '../../application/resources/catalogue.resources';
import { normalizeRecord } from '../../application/resources/record-normalizer';
import { TypeOrmCatalogueRepository } from '../persistence/typeorm-catalogue.repository';

/**
 * The demo content pack (DEMO_CONTENT): one region of five hunting grounds with their ghosts, a starter arsenal
 * of items, ranks, news, premium packages and settings. No images (imageId null): the front ends show art of
 * their own for records without one.
 */
type Body = Record<string, unknown>;

const ITEM_TYPES: [shortName: string, name: string, slots: number, isEquipment: boolean, alwaysEquipped: boolean, flavor: string][] = [
  ['mechanism', 'Mechanism', 1, true, false, 'The jaws of your trap. Iron, salt and bad intentions.'],
  ['magiccicle', 'Magic Circle', 1, true, false, 'Chalk and sigils that keep the caught from leaving.'],
  ['cauldron', 'Cauldron', 1, true, false, 'Something always bubbles. Best not to ask what.'],
  ['camera', 'Camera', 1, true, false, 'Proof for the guild, and a flash that startles loot loose.'],
  ['chronocrystal', 'Chrono Crystal', 1, true, false, 'Borrowed minutes, paid back in charges.'],
  ['contract', 'Contract', 1, true, false, 'A signed bounty on one particular soul.'],
  ['pet', 'Pet', 1, true, false, 'A familiar that hunts at your heel.'],
  ['specialitem', 'Special Item', 1, true, false, 'Oddities that bend the rules a little.'],
  ['relic', 'Relic', 3, true, false, 'Holy (and unholy) leftovers. Up to three may be carried.'],
  ['bagpipe', 'Bagpipe', 1, true, false, 'The only sound that frightens a banshee.'],
  ['bait', 'Bait', 1, true, false, 'One is used per hunt. No bait, no ghost.'],
  ['plasma', 'Plasma', 1, true, false, 'Charged ectoplasm that powers the trap.'],
  ['monsterplasma', 'Monster Plasma', 1, true, false, 'Thicker, greener and meant for monsters.'],
  ['juice', 'Juice', 0, false, false, 'A draught that is drunk, not equipped.'],
  ['craftingmat', 'Crafting Material', 0, false, false, 'Odds and ends for the laboratory.'],
  ['key', 'Key', 0, false, true, 'Opens a hunting ground; it only has to be in your pocket.'],
  ['idcard', 'ID Card', 1, true, false, 'Proof of guild membership. Works while you are subscribed.'],
  ['avatar', 'Avatar', 1, true, false, 'The face you show the ladder.'],
  ['recipe', 'Recipe', 0, false, false, 'Teaches the laboratory how to craft something.'],
  ['collection', 'Collection', 1, true, false, 'A set of trophies, claimed at the exhibition. One can be displayed (equipped) at a time.'],
  ['trophy', 'Trophy', 0, false, false, 'Souvenirs and documents of a collection or contract.'],
];

const RARITIES: [string, string, string][] = [
  ['common', 'Common', '#9D9D9D'],
  ['uncommon', 'Uncommon', '#1EFF00'],
  ['normal', 'Normal', '#0070DD'],
  ['rare', 'Rare', '#A335EE'],
  ['boss', 'Boss', '#FF8000'],
];

const ENEMY_TYPES: [string, string, string][] = [
  ['rainbow', 'Rainbow Ghost', '#FF66CC'],
  ['gift', 'Gift Ghost', '#E63946'],
  ['crystal', 'Crystal Ghost', '#7FDBFF'],
  ['monster', 'Monster', '#2ECC40'],
  ['secret', 'Secret Ghost', '#444444'],
  ['enigma', 'Enigma', '#B10DC9'],
];

/** [shortName, name, statType, unit, flavor, procType?, procEvent?] */
const STATS: [string, string, number, string, string, string?, string?][] = [
  ['power', 'Power', 0, '', 'Raw trapping strength. At or above a ghost\'s scare factor, the catch is certain.'],
  ['mysticPower', 'Mystic Power', 0, '%', 'The chance to bind a ghost too strong for your trap (never above 25%).'],
  ['tsc', 'Trap Setup Cooldown', 0, 'min', 'Minutes added to (or taken from) the time between hunts.'],
  ['lootChance', 'Loot Chance', 0, '%', 'Raises the chance of every loot drop.'],
  ['CCC', 'Chrono Crystal Charges', 0, '', 'How many charges your chrono crystal holds.'],
  ['goldenrain', 'Golden Rain', 1, '%', 'Sometimes the reward in gold is one and a half times larger.', 'reward', 'onCatch'],
  ['xplosion', 'Xplosion', 1, '%', 'Sometimes the XP of a catch is one and a half times larger.', 'reward', 'onCatch'],
  ['onTheHouse', 'On the House', 1, '%', 'Sometimes a hunt costs no bait.', 'economy', 'onHunt'],
  ['reconstruction', 'Reconstruction', 1, '%', 'Sometimes the chrono crystal regains a charge.', 'economy', 'onHunt'],
  ['leprechaunsLuck', "Leprechaun's Luck", 1, '%', 'Sometimes the next hunt is ready in five seconds.', 'cooldown', 'onHunt'],
  ['doppelgaenger', 'Doppelgaenger', 1, '%', 'Sometimes a ghost brings its twin: double reward and loot.', 'reward', 'onCatch'],
];

export interface SeedOptions {
  /** Month and year of the subscription packages, and news times (default: now). */
  now?: Date;
}

class Pack {
  readonly records: [CatalogueResource, Body][] = [];
  private readonly ids = new Map<string, string>();

  id(key: string): string {
    let id = this.ids.get(key);
    if (!id) {
      id = randomUUID();
      this.ids.set(key, id);
    }
    return id;
  }

  add(resource: CatalogueResource, key: string, body: Body): string {
    const id = this.id(`${resource}:${key}`);
    this.records.push([resource, { ...body, id }]);
    return id;
  }
}

function buildPack(now: Date): Pack {
  const p = new Pack();
  const type = (s: string) => p.id(`itemtype:${s}`);
  const rarity = (s: string) => p.id(`rarity:${s}`);
  const item = (s: string) => p.id(`item:${s}`);
  const enemy = (s: string) => p.id(`enemy:${s}`);
  const gold = (value: number) => ({ currencyEntries: [{ name: 'gold', value }] });
  const stats = (...entries: [string, number, number?, number?][]) => ({
    statEntries: entries.map(([shortName, valueFrom, valueTo, procPercent]) => ({ shortName, valueFrom, valueTo: valueTo ?? valueFrom, procPercent: procPercent ?? 100 })),
  });

  ITEM_TYPES.forEach(([shortName, name, itemTypeSlots, isEquipment, alwaysEquipped, flavorText], i) =>
    p.add('itemtype', shortName, { shortName, name, itemTypeSlots, isEquipment, alwaysEquipped, flavorText, orderIndex: (i + 1) * 10 }));
  RARITIES.forEach(([shortName, name, colorHex], i) => p.add('rarity', shortName, { shortName, name, colorHex, orderIndex: i + 1 }));
  p.add('currency', 'gold', { shortName: 'gold', name: 'Gold Coins', orderIndex: 1, flavorText: 'Minted for hunters, bitten by ghosts, spent at the bar.' });
  p.add('currency', 'ectoplasm', { shortName: 'ectoplasm', name: 'Ectoplasm', orderIndex: 2, flavorText: 'Green, cold and oddly valuable. Monsters leave it behind.' });
  for (const [shortName, name] of [['reward', 'Reward'], ['economy', 'Economy'], ['cooldown', 'Cooldown']]) p.add('proctype', shortName, { shortName, name });
  for (const [shortName, name] of [['onCatch', 'On Catch'], ['onHunt', 'On Hunt']]) p.add('proceventtype', shortName, { shortName, name });
  for (const [shortName, name, colorHex] of [['physical', 'Physical', '#B0B0B0'], ['arcane', 'Arcane', '#7F5AF0'], ['holy', 'Holy', '#FFD166']]) {
    p.add('damagetype', shortName, { shortName, name, colorHex });
  }
  ENEMY_TYPES.forEach(([shortName, name, colorHex]) => p.add('enemytype', shortName, { shortName, name, colorHex }));
  for (const [shortName, name, statType, unitSymbol, flavorText, procType, procEventType] of STATS) {
    p.add('stat', shortName, {
      shortName, name, statType, unitSymbol, flavorText,
      procType: procType ? p.id(`proctype:${procType}`) : null,
      procEventType: procEventType ? p.id(`proceventtype:${procEventType}`) : null,
      damageType: shortName === 'power' ? p.id('damagetype:physical') : shortName === 'mysticPower' ? p.id('damagetype:arcane') : null,
    });
  }

  // Items. [key, name, type, rarity, price, flavor, extra]
  const items: [string, string, string, string, number, string, Body?][] = [
    ['graveMossCheese', 'Grave Moss Cheese', 'bait', 'common', 10, 'Aged in a crypt for forty winters. Ghosts cannot resist the smell.', { buyable: true }],
    ['candleWaxTruffle', 'Candle-Wax Truffle', 'bait', 'uncommon', 35, 'Dripped from a thousand vigil candles and rolled in cocoa.', { buyable: true }],
    ['widowsTears', "Widow's Tears Tonic", 'bait', 'rare', 120, 'Collected at funerals. The mire ghosts will take nothing else.', { buyable: true, reqXP: 4000 }],
    ['rustyCage', 'Rusty Iron Cage', 'mechanism', 'common', 150, 'It squeaks. The ghosts laugh. It still works, mostly.', { buyable: true, stats: stats(['power', 10]) }],
    ['saltSnare', 'Salt-Circle Snare', 'mechanism', 'normal', 900, 'A spring-loaded ring of blessed salt.', { buyable: true, reqXP: 1000, stats: stats(['power', 25], ['mysticPower', 3]) }],
    ['clockworkTrap', 'Clockwork Soul Trap', 'mechanism', 'rare', 4500, 'Ticks like a heart. Stops like one, too.', { buyable: true, reqXP: 5000, stats: stats(['power', 60], ['mysticPower', 5], ['tsc', -1]) }],
    ['tinCamera', 'Tin Daguerreotype', 'camera', 'common', 200, 'Takes a minute to expose. The dead are patient.', { buyable: true, stats: stats(['lootChance', 2]) }],
    ['spiritLens', 'Spirit Lens Camera', 'camera', 'rare', 2600, 'Ground from a mourning-glass window. Sees what should not be seen.', { buyable: true, reqXP: 3000, stats: stats(['lootChance', 6], ['power', 5]) }],
    ['pewterCauldron', 'Pewter Cauldron', 'cauldron', 'common', 250, 'Dented, blackened, beloved.', { buyable: true, stats: stats(['power', 4]) }],
    ['witchbrewCauldron', 'Witchbrew Cauldron', 'cauldron', 'rare', 3000, 'Brews gold out of thin fog, on good nights.', { stats: stats(['power', 12], ['goldenrain', 0, 0, 8]) }],
    ['chalkPentacle', 'Chalk Pentacle', 'magiccicle', 'common', 120, 'Drawn by a shaking hand. Mind the smudges.', { buyable: true, stats: stats(['mysticPower', 2]) }],
    ['silverSigil', 'Silver Sigil Circle', 'magiccicle', 'rare', 3800, 'Inlaid silver that sings when a spirit crosses it.', { buyable: true, reqXP: 4000, stats: stats(['mysticPower', 6], ['xplosion', 0, 0, 10]) }],
    ['saintsFinger', "Saint's Finger Bone", 'relic', 'normal', 700, 'Points, unerringly, at the nearest sinner.', { buyable: true, stats: stats(['mysticPower', 2]) }],
    ['cursedLocket', 'Cursed Locket', 'relic', 'rare', 2200, 'Two portraits inside. Sometimes there are three.', { buyable: true, stats: stats(['doppelgaenger', 0, 0, 3]) }],
    ['hangmansCoin', "Hangman's Coin", 'relic', 'normal', 1500, 'Paid to the executioner, returned by the executed.', { buyable: true, stats: stats(['leprechaunsLuck', 0, 0, 4]) }],
    ['chronoShard', 'Chrono Crystal Shard', 'chronocrystal', 'rare', 5000, 'A splinter of a stopped clock-tower. Holds a few stolen minutes.', { buyable: true, reqXP: 1000, stats: stats(['CCC', 3], ['reconstruction', 0, 0, 5]) }],
    ['plasmaVial', 'Vial of Plasma', 'plasma', 'common', 25, 'Shake before use. Do not drink.', { buyable: true }],
    ['monsterPlasma', 'Monster Plasma Flask', 'monsterplasma', 'uncommon', 80, 'Sludge-green and faintly growling.', { buyable: true }],
    ['ectoResidue', 'Ectoplasmic Residue', 'craftingmat', 'common', 5, 'Scraped from the inside of a well-used trap.', { transferable: true }],
    ['boneDust', 'Bone Dust', 'craftingmat', 'common', 5, 'Fine, grey and best not inhaled.', { transferable: true }],
    ['ravenFeather', 'Raven Feather', 'craftingmat', 'uncommon', 15, 'Dropped by a bird that was watching you.', { transferable: true }],
    ['witchbrewRecipe', 'Recipe: Witchbrew Cauldron', 'recipe', 'normal', 800, 'A grimoire page, mostly legible, partly singed.', { buyable: true }],
    ['manorKey', 'Rusted Manor Key', 'key', 'normal', 1000, 'Fits the front door of Blackthorn Manor. The door remembers.', { buyable: true, reqXP: 3000 }],
    ['weepingBrideContract', 'Contract: The Weeping Bride', 'contract', 'rare', 1200, 'The family wants her gone before the wedding anniversary.', { buyable: true, contractType: 'traditional' }],
    ['mireBeastContract', 'Contract: The Mire Beast', 'contract', 'rare', 1800, 'Cattle keep vanishing near the mire. The farmers pay in advance.', { buyable: true, contractType: 'monster' }],
    ['plagueDoctor', 'Plague Doctor Avatar', 'avatar', 'rare', 500, 'Beaked, gloved and fashionably sinister.', { buyable: true }],
    ['guildCard', "Hunter's Guild ID Card", 'idcard', 'normal', 0, 'Stamped, sealed and slightly haunted.', { needSub: 1 }],
    ['blackCat', 'Familiar Black Cat', 'pet', 'rare', 2500, 'Crosses your path on purpose. Sometimes the bait is on the house.', { buyable: true, stats: stats(['onTheHouse', 0, 0, 6], ['lootChance', 1]) }],
    ['boneDustBrew', 'Bone-Dust Brew', 'bait', 'uncommon', 20, 'Mixed at the bar from what the hill gives back. Stir counter-clockwise.'],
    ['ghoulsGrog', "Ghoul's Grog", 'bait', 'rare', 90, 'Nobody orders it twice, and nobody needs to.', { reqXP: 1000 }],
    ['midnightElixir', 'Midnight Elixir', 'juice', 'uncommon', 60, 'Tastes of graveyard mist and blackcurrant.', { buyable: true }],
    ['seanceInvitation', 'Torn Séance Invitation', 'trophy', 'uncommon', 0, '"Come alone. Bring a candle. Do not bring the candle back."', { transferable: true }],
    ['crystalBall', 'Cracked Crystal Ball', 'trophy', 'rare', 0, 'It still shows the future. The future is cracked.', { transferable: true }],
    ['seanceCollection', 'Séance Collection', 'collection', 'rare', 0, 'Every relic of the séance that went wrong at Blackthorn Manor.', { stats: stats(['lootChance', 2]), reqXP: 500 }],
    ['gallowsCollection', 'Gallows Collection', 'collection', 'normal', 0, 'What the hill keeps of its hanged: bone, feather and rope-worn coin.', { stats: stats(['power', 3]), reqXP: 100 }],
  ];
  for (const [key, name, typeShort, rarityShort, price, flavorText, extra] of items) {
    p.add('item', key, {
      name, type: type(typeShort), rarity: rarity(rarityShort), flavorText, price: gold(price),
      refund: gold(Math.floor(price / 4)), visible: true, ...extra,
    });
  }
  // Crafting and collections point at other items (added above).
  const patch = (key: string, body: Body) => Object.assign(p.records.find(([r, b]) => r === 'item' && b['id'] === item(key))![1], body);
  patch('witchbrewCauldron', {
    itemIdRequiredForUnlockCrafting: item('witchbrewRecipe'),
    craftingMats: [{ itemId: item('boneDust'), amount: 5 }, { itemId: item('ectoResidue'), amount: 3 }, { itemId: item('pewterCauldron'), amount: 1 }],
    craftingMatsPremium: [{ itemId: item('ravenFeather'), amount: 2 }],
  });
  patch('seanceCollection', { trophieItemIds: [item('seanceInvitation'), item('crystalBall')] });
  patch('gallowsCollection', { trophieItemIds: [item('boneDust'), item('ravenFeather'), item('hangmansCoin')] });
  // Bar "Mixing": baits crafted from loot (premium: fewer, rarer materials).
  patch('boneDustBrew', {
    craftingMats: [{ itemId: item('boneDust'), amount: 3 }, { itemId: item('ectoResidue'), amount: 1 }],
    craftingMatsPremium: [{ itemId: item('ravenFeather'), amount: 1 }],
  });
  patch('ghoulsGrog', {
    itemIdRequiredForUnlockCrafting: item('witchbrewRecipe'),
    craftingMats: [{ itemId: item('boneDustBrew'), amount: 2 }, { itemId: item('ravenFeather'), amount: 1 }],
  });
  patch('weepingBrideContract', { trophieItemIds: [item('seanceInvitation')] });

  // Ghosts. [key, name, rarity, type, scareFactor, xp, gold, loot, extra]
  type Loot = [string, number, number?, number?];
  const ghosts: [string, string, string, string | null, number, number, number, Loot[], string, Body?][] = [
    ['hangmansShade', "Hangman's Shade", 'common', null, 5, 10, 15, [['boneDust', 40, 1, 2]], 'Still swinging, long after the rope rotted.'],
    ['crowWisp', 'Crow-Picked Wisp', 'common', null, 8, 12, 18, [['ravenFeather', 25]], 'What the crows left, the wind took.'],
    ['nooseWraith', 'Noose Wraith', 'uncommon', null, 15, 25, 30, [['boneDust', 60, 1, 3]], 'Loops around your neck to say hello.'],
    ['gibbetGhoul', 'Gibbet Ghoul', 'normal', null, 25, 45, 55, [['ectoResidue', 50, 1, 2], ['hangmansCoin', 2]], 'Rattles its cage at passing carriages.'],
    ['rainbowWisp', 'Rainbow Wisp', 'rare', 'rainbow', 30, 80, 120, [['plasmaVial', 100, 1, 3]], 'A ghost that swallowed a sunset and never digested it.'],
    ['choirPhantom', 'Choir Phantom', 'common', null, 12, 18, 25, [['ectoResidue', 40]], 'Sings the same hymn, one note flat, for ever.'],
    ['candlewickSpecter', 'Candlewick Specter', 'uncommon', null, 20, 30, 40, [['candleWaxTruffle', 15]], 'Snuffs out every candle it passes, then cries about the dark.'],
    ['confessionalWhisperer', 'Confessional Whisperer', 'normal', null, 35, 55, 70, [['saintsFinger', 3], ['seanceInvitation', 5]], 'Knows your sins. Tells them to the pews.'],
    ['headlessDeacon', 'Headless Deacon', 'rare', null, 60, 110, 150, [['crystalBall', 4], ['boneDust', 80, 2, 4]], 'Still looking for his head. Still giving sermons without it.', { immuneMysticPower: true }],
    ['millpondDrowner', 'Millpond Drowner', 'common', null, 20, 30, 35, [['ectoResidue', 50, 1, 3]], 'Waves at you from under the water. Do not wave back.'],
    ['waterloggedMiller', 'Waterlogged Miller', 'uncommon', null, 30, 45, 50, [['boneDust', 50, 2, 3]], 'Grinds flour from fog, and bones from the unwary.'],
    ['grindstonePoltergeist', 'Grindstone Poltergeist', 'normal', null, 45, 70, 90, [['ravenFeather', 40, 1, 2]], 'Throws millstones. Misses rarely.'],
    ['siltSiren', 'Silt Siren', 'rare', null, 80, 150, 200, [['midnightElixir', 20], ['cursedLocket', 1]], 'Sings only at midnight, from the bottom of the pond.', { midnightGhost: true }],
    ['dustyButler', 'Dusty Butler', 'common', null, 30, 40, 60, [['ectoResidue', 60, 1, 2]], 'Still serves tea. The tea is two hundred years old.'],
    ['portraitWatcher', 'Portrait Watcher', 'uncommon', null, 50, 70, 90, [['ravenFeather', 30]], 'Its eyes follow you. So does the rest of it.'],
    ['weepingBride', 'The Weeping Bride', 'rare', null, 90, 180, 260, [['seanceInvitation', 25], ['crystalBall', 10]], 'Jilted at the altar in 1791. Still waiting. Still furious.', { immuneMysticPower: true }],
    ['lordBlackthorn', 'Lord Blackthorn', 'boss', null, 150, 400, 600, [['manorKey', 5], ['plagueDoctor', 1]], 'Master of the manor, host of the séance, owner of your soul (he insists).'],
    ['bogLantern', 'Bog Lantern', 'uncommon', null, 60, 90, 110, [['plasmaVial', 50, 1, 2]], 'Follow the light, they said. Nobody came back to say otherwise.'],
    ['mireBeast', 'The Mire Beast', 'rare', 'monster', 120, 260, 300, [['monsterPlasma', 60, 1, 2]], 'All teeth and peat. Eats lanterns.'],
    ['crystalRevenant', 'Crystal Revenant', 'rare', 'crystal', 100, 220, 250, [['chronoShard', 2]], 'A knight frozen in quartz, thawing one century at a time.'],
    ['wispQueen', "Will-o'-the-Wisp Queen", 'boss', null, 200, 600, 900, [['silverSigil', 1], ['widowsTears', 30, 1, 2]], 'Every lost traveller in the mire is one of her candles.', { midnightGhost: true }],
    ['pumpkinPoltergeist', 'Pumpkin Poltergeist', 'rare', 'gift', 40, 150, 200, [['midnightElixir', 100, 1, 2]], 'Only haunts the last week of October. Makes it count.',
      { specialGhost: true, specialGhostFromDateDay: 25, specialGhostFromDateMonth: 10, specialGhostToDateDay: 2, specialGhostToDateMonth: 11, specialGhostRecurringYear: true, specialGhostChance: 15 }],
    ['blackLochNessy', 'Nessy of the Black Loch', 'boss', 'enigma', 250, 1000, 1500, [['cursedLocket', 10]], 'Seen by many, photographed by none, caught by nobody (yet).', { nessyGhost: true, immuneMysticPower: true }],
  ];
  for (const [key, name, rarityShort, typeShort, scareFactor, xp, goldReward, loot, flavorText, extra] of ghosts) {
    p.add('enemy', key, {
      name, enemyRarity: rarity(rarityShort), enemyType: typeShort ? p.id(`enemytype:${typeShort}`) : null, scareFactor, xp, flavorText,
      currencies: { currencyEntries: [{ name: 'gold', value: goldReward }, ...(typeShort === 'monster' ? [{ name: 'ectoplasm', value: 5 }] : [])] },
      loot: loot.map(([itemKey, dropChance, amountMin, amountMax]) => ({ itemId: item(itemKey), dropChance, amountMin: amountMin ?? 1, amountMax: amountMax ?? amountMin ?? 1 })),
      ...extra,
    });
  }
  patch('weepingBrideContract', { canAttractEnemyId: enemy('weepingBride') });
  patch('mireBeastContract', { canAttractEnemyId: enemy('mireBeast') });

  // Ranks.
  const ranks: [string, number, string][] = [
    ['Lantern-Bearer', 0, 'You carry the light. Mostly so the others can see you run.'],
    ['Graveyard Apprentice', 1000, 'You have learned which graves to avoid. Some of them.'],
    ['Crypt Stalker', 3000, 'The dead have started to recognise your footsteps.'],
    ['Wraith Wrangler', 7500, 'Ghosts cross the street when they see you coming.'],
    ['Banshee Binder', 15000, 'Even the wailing stops when you enter a room.'],
    ['Phantom Warden', 30000, 'The guild entrusts you with its most haunted keys.'],
    ['Spectral Inquisitor', 60000, 'You ask the questions now. The dead answer.'],
    ['Grand Exorcist', 120000, 'Legends are told about you, mostly by ghosts, mostly in whispers.'],
  ];
  ranks.forEach(([name, xp, flavorText], i) => p.add('rank', name, { name, xp, flavorText, rewardItemIds: i === 1 ? [item('guildCard')] : i === 3 ? [item('chronoShard')] : [] }));

  // Region 1 and its five hunting grounds, each with a hunting table over the roll space 0..9999.
  const region = p.add('region', 'hollowmere', { name: 'Hollowmere Vale', sequence: 0, xpReqired: 0, visible: true });
  const grounds: [string, string, number, number, string, [string, number][], Body?][] = [
    ['gallowsHill', 'Gallows Hill', 0, 0, 'Where the town hanged its troubles. The troubles stayed.', [['hangmansShade', 3500], ['crowWisp', 3000], ['nooseWraith', 2000], ['gibbetGhoul', 1300], ['rainbowWisp', 200]]],
    ['whisperingChapel', 'Whispering Chapel', 500, 200, 'The pews creak in rhythm with the hymns nobody is singing.', [['choirPhantom', 4000], ['candlewickSpecter', 3200], ['confessionalWhisperer', 2200], ['headlessDeacon', 600]]],
    ['drownedMill', 'Drowned Mill', 1500, 500, 'The wheel still turns, though the river left a century ago.', [['millpondDrowner', 3800], ['waterloggedMiller', 3000], ['grindstonePoltergeist', 2400], ['siltSiren', 600], ['rainbowWisp', 200]], { additionalHuntTime: 1 }],
    ['blackthornManor', 'Blackthorn Manor', 4000, 1200, 'Dinner is served at midnight. Guests are served at one.', [['dustyButler', 3500], ['portraitWatcher', 3000], ['gibbetGhoul', 1500], ['weepingBride', 1500], ['lordBlackthorn', 500]], { keyId: item('manorKey'), additionalHuntTime: 2 }],
    ['moonlessMire', 'Moonless Mire', 9000, 2500, 'No moon has ever risen over the mire. Something ate it.', [['bogLantern', 4000], ['crystalRevenant', 2500], ['mireBeast', 2500], ['wispQueen', 800], ['siltSiren', 200]], { specialBaitItemId: [item('widowsTears')], additionalHuntTime: 3, mysticPowerCap: 20 }],
  ];
  grounds.forEach(([key, name, xpReqired, travelCost, flavorText, table, extra], sequence) => {
    const ground = p.add('huntingground', key, { name, regionId: region, sequence, xpReqired, travelCost, flavorText, visible: true, rawPowerCap: 0, mysticPowerCap: 25, ...extra });
    let start = 0;
    const enemies = table.map(([ghost, width]) => {
      const entry = { enemyId: enemy(ghost), rangeMin: start, rangeMax: start + width - 1 };
      start += width;
      return entry;
    });
    p.add('huntingtable', key, { name: `${name}: the usual suspects`, huntingGroundId: ground, sequence: 0, enemies });
  });

  // News, premium packages, settings.
  const seconds = Math.floor(now.getTime() / 1000);
  const news: [string, string, number, string | null][] = [
    ['The Vale Awakens', 'Hollowmere Vale is open for hunting. Bring bait, bring salt, bring a friend you can outrun.', 3 * 86400, null],
    ['Blackthorn Manor Reopens', 'Lord Blackthorn is receiving guests again. Keys are sold at the Office. Refunds are not.', 2 * 86400, item('manorKey')],
    ['Midnight Sightings', 'Hunters report singing from the bottom of the millpond after midnight. Earplugs recommended.', 86400, null],
  ];
  news.forEach(([header, message, age, rewardItemId]) => p.add('news', header, { header, message, name: 'The Guild Herald', timestamp: seconds - age, rewardItemId }));

  const month = now.getUTCMonth() + 1;
  const year = now.getUTCFullYear();
  const packages: [string, number, number, number, string, string, [string, number][], Body?][] = [
    ['Silver Subscription', 4.99, 1, 0, 'Silver membership of the guild: a monthly care package of bait and plasma.', '', [['graveMossCheese', 50], ['plasmaVial', 20]]],
    ['Gold Subscription', 9.99, 2, 0, 'Gold membership: more bait, more plasma, and a guild ID card.', 'NEW', [['candleWaxTruffle', 50], ['plasmaVial', 40], ['guildCard', 1]]],
    ['Platinum Subscription', 19.99, 3, 0, 'Platinum membership: the guild treats you like a legend (and stocks you like one).', '', [['candleWaxTruffle', 100], ['plasmaVial', 80], ['guildCard', 1], ['chronoShard', 1]]],
    ['Plasma Barrel', 2.99, 0, 3, 'A whole barrel of charged plasma, sealed against leaks and curses.', 'SALE', [['plasmaVial', 100]], { month: null, year: null }],
    ['The Widow\'s Bargain', 14.99, 0, 4, 'Once only: a black cat, a cursed locket and tears enough for the mire.', '50% OFF', [['blackCat', 1], ['cursedLocket', 1], ['widowsTears', 25]], { month: null, year: null }],
  ];
  packages.forEach(([name, usd, subscriptionLevel, singleItemType, flavorText, promotionalLabel, contents, extra], i) =>
    p.add('premiumPackage', name, {
      name, usd, subscriptionLevel, singleItemType, flavorText, promotionalLabel, month, year, categorySortingNumber: i, visible: true,
      items: contents.map(([itemKey, amount]) => ({ itemId: item(itemKey), amount })), ...extra,
    }));
  p.add('setting', SETTING_KEYS.missionsEnabled, { key: SETTING_KEYS.missionsEnabled, value: 'true' });
  const starterKit = {
    currencies: [{ shortName: 'gold', value: 500 }],
    items: [{ itemId: item('graveMossCheese'), amount: 10 }, { itemId: item('rustyCage'), amount: 1 }],
  };
  p.add('setting', SETTING_KEYS.starterKit, { key: SETTING_KEYS.starterKit, value: JSON.stringify(starterKit) });
  return p;
}

async function seedInto(m: EntityManager, now: Date): Promise<boolean> {
  // One seeder at a time across API processes; nothing happens when the catalogue already has content.
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('grimhunt.catalogue.demo-content'))`);
  const [{ count }]: { count: string }[] = await m.query(
    `SELECT ((SELECT count(*) FROM item_type) + (SELECT count(*) FROM item) + (SELECT count(*) FROM enemy) + (SELECT count(*) FROM region))::text AS count`,
  );
  if (Number(count) > 0) return false;
  const repository = new TypeOrmCatalogueRepository(m.connection);
  const tx = wrapManager(m);
  const pack = buildPack(now);
  // Items reference each other (recipes, mats, trophies) and enemies (canAttractEnemyId), and enemies reference
  // items (loot): items go in first without those references, which are filled in once everything exists.
  const itemLinks = { itemIdRequiredForUnlockCrafting: null, canAttractEnemyId: null, craftingMats: [], craftingMatsPremium: [], trophieItemIds: [] };
  const linkedItems = [];
  for (const [resource, body] of pack.records) {
    const def = CATALOGUE_DEFINITIONS[resource];
    const record = normalizeRecord(def, body, { now });
    if (resource === 'item') linkedItems.push(record);
    await repository.insert(tx, def, resource === 'item' ? { ...record, ...itemLinks } : record);
  }
  for (const record of linkedItems) await repository.update(tx, CATALOGUE_DEFINITIONS.item, record);
  await repository.bumpVersion(tx);
  return true;
}

/**
 * Loads the demo content pack when the catalogue is empty (no item types, items, enemies or regions); returns
 * false and writes nothing otherwise. Pass a DataSource (own transaction) or a transaction's EntityManager.
 */
export async function seedDemoContent(target: DataSource | EntityManager, options: SeedOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  if (target instanceof DataSource) return target.transaction((m) => seedInto(m, now));
  return seedInto(target, now);
}
