import type { ClientEnemyDto, GrimoireEnemyDto, HuntAnswerDto, InventoryEntryDto, JournalEntryDto, MissionDto } from '@grimhunt/contracts';
import { clientItem, testMe } from '../../../../testing/game-server';

/** Test data of the hunt screens. */

export const NOW = Date.UTC(2024, 9, 1, 12, 0, 0);

export function inventoryEntry(
  name: string,
  itemType: string,
  amount: number,
  equipped = false,
  extra: Parameters<typeof clientItem>[0] = {},
): InventoryEntryDto {
  const item = clientItem({ id: `id-${name}`, name, itemType, ...extra });
  return { item, itemId: item.id, amount, equipped };
}

export const crystal = inventoryEntry('Cracked Chrono Shard', 'chronocrystal', 1, true, {
  stats: {
    statEntries: [
      {
        name: 'Chrono Charges',
        shortName: 'CCC',
        valueFrom: 3,
        valueTo: 3,
        procPercent: 0,
        statType: 0,
        statImageId: null,
        statFlavorText: '',
        statUnitSymbol: '',
      },
    ],
  },
});

export const hunterInventory: InventoryEntryDto[] = [
  inventoryEntry('Grave Moss Cheese', 'bait', 9, true),
  inventoryEntry('Rusty Iron Cage', 'mechanism', 1, true),
  inventoryEntry('Plasma Vial', 'plasma', 12),
  inventoryEntry('Monster Plasma', 'monsterplasma', 2),
];

export function hunter(overrides: Record<string, unknown> = {}) {
  return {
    ...testMe,
    name: 'Abraham_Van_Helsing_the_Elder',
    currencies: {
      currencyEntries: [
        { shortName: 'gold', name: 'Gold Coins', value: 4200 },
        { shortName: 'ectoplasm', name: 'Ectoplasm', value: 250_000 },
      ],
    },
    nextAllowedHuntTimeStamp: NOW,
    currentTimeStamp: NOW,
    nextChronoCrystalRechargeTimeStamp: NOW,
    chronocrystalCharges: 0,
    currentHuntingGround: { id: 'g-gallows', name: 'Gallows Hill', regionId: 'region-hollowmere-000000000001' },
    stats: { statEntries: [] },
    inventory: hunterInventory,
    ...overrides,
  };
}

export function status(
  overrides: Partial<{
    nextAllowedHuntTimeStamp: number;
    currentTimeStamp: number;
    nextChronoCrystalRechargeTimeStamp: number;
    chronocrystalCharges: number;
  }> = {},
) {
  return {
    nextAllowedHuntTimeStamp: NOW,
    currentTimeStamp: NOW,
    nextChronoCrystalRechargeTimeStamp: NOW,
    chronocrystalCharges: 0,
    currencies: { currencyEntries: [] },
    ...overrides,
  };
}

export function enemy(name: string, overrides: Partial<ClientEnemyDto> = {}): ClientEnemyDto {
  return {
    id: `enemy-${name}`,
    name,
    imageId: null,
    animatedImageId: null,
    flavorText: `${name} haunts the vale.`,
    enemyRarity: { name: 'Common', shortName: 'common', colorHex: '#9D9D9D' },
    enemyType: null,
    midnightGhost: false,
    nessyGhost: false,
    giftGhost: false,
    specialGhost: false,
    immuneMysticPower: false,
    xp: 10,
    reward: { currencyEntries: [{ shortName: 'gold', name: 'Gold Coins', value: 15 }] },
    ...overrides,
  };
}

export function lootRef(name: string, amount: number) {
  return {
    item: { id: `id-${name}`, name, imageId: null, animatedImageId: null, itemType: 'craftingmat', rarity: null },
    amount,
  };
}

let entryCounter = 0;
export function journalEntry(type: number, data: JournalEntryDto['data'], overrides: Partial<JournalEntryDto> = {}): JournalEntryDto {
  entryCounter += 1;
  return {
    id: `entry-${entryCounter}`,
    type,
    timeStamp: NOW - entryCounter * 60_000,
    enemy: null,
    loot: [],
    data,
    seed: null,
    ...overrides,
  };
}

export function caughtEntry(at = NOW): JournalEntryDto {
  return journalEntry(
    8,
    {
      huntResult: 'SuccessRegular',
      title: "Hangman's Shade",
      message: "You caught Hangman's Shade!",
      reward: JSON.stringify({ xp: 15, currencyEntries: [{ name: 'gold', value: 23 }] }),
      goldenrain: true,
      xplosion: true,
      onTheHouse: false,
      LH_gold: 4,
    },
    { id: 'entry-caught', timeStamp: at, enemy: enemy("Hangman's Shade"), loot: [lootRef('Bone Dust', 2)], seed: 42 },
  );
}

export function huntAnswer(overrides: Partial<HuntAnswerDto> = {}): HuntAnswerDto {
  return {
    huntResult: 'SuccessRegular',
    success: true,
    message: "You caught Hangman's Shade!",
    journalEntry: caughtEntry(),
    extraEntries: [],
    xp: 1265,
    cached: false,
    nextAllowedHuntTimeStamp: NOW + 15 * 60_000,
    currentTimeStamp: NOW,
    nextChronoCrystalRechargeTimeStamp: NOW,
    chronocrystalCharges: 0,
    chronocrystalMaxCharges: 0,
    rounds: [{ round: 1, enemy: { id: enemy("Hangman's Shade").id, name: "Hangman's Shade" }, strategy: 'HuntingTable' }],
    catch: { power: 64, scareFactor: 5, monster: false, regularBp: 10_000, mysticBp: 0, chanceBp: 10_000, decidedBy: 'regular' },
    party: [],
    takenAlong: null,
    ...overrides,
  };
}

export function mission(overrides: Partial<MissionDto> = {}): MissionDto {
  return {
    state: 'active',
    startTimstamp: NOW - 3_600_000,
    endTimestamp: NOW + 2 * 3_600_000 + 5 * 60_000,
    objectives: [
      { enemy: enemy("Hangman's Shade"), caught: 2, goal: 5 },
      { enemy: enemy('Noose Wraith'), caught: 3, goal: 3 },
    ],
    reward: { currencyEntries: [{ shortName: 'gold', name: 'Gold Coins', value: 250 }] },
    missionsDisabled: false,
    currentTimeStamp: NOW,
    huntingGround: { id: 'g-gallows', name: 'Gallows Hill' },
    message: null,
    ...overrides,
  };
}

export function grimoireEnemy(name: string, overrides: Partial<GrimoireEnemyDto> = {}): GrimoireEnemyDto {
  return {
    ...enemy(name),
    playerTimesHunted: 0,
    globalTimesHunted: 0,
    loot: [],
    catchRate: 100,
    catchRateReason: 'power',
    scareFactor: 5,
    ...overrides,
  };
}
