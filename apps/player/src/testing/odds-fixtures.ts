import type { GhostTallyPageDto, HuntItemRefDto, HuntOddsDto, SetupAdviceDto, WhatIfDto } from '@grimhunt/contracts';

/** Answers of the odds routes for the player app's tests. */
export const itemRef = (id: string, name: string, itemType: string): HuntItemRefDto => ({
  id,
  name,
  imageId: null,
  animatedImageId: null,
  itemType,
  rarity: { name: 'Normal', shortName: 'normal', colorHex: '#0070DD' },
});

const ghostRef = (id: string, name: string) => ({
  id,
  name,
  imageId: null,
  rarity: { name: 'Common', shortName: 'common', colorHex: '#9D9D9D' },
});

export function oddsAnswer(overrides: Partial<HuntOddsDto> = {}): HuntOddsDto {
  return {
    ground: { id: 'g1', name: 'Gallows Hill' },
    baitProblem: null,
    noGhostBp: 1000,
    catchRateBp: 7850,
    gold: 31.4,
    xp: 12.25,
    loot: [{ item: itemRef('ecto', 'Ectoplasm', 'craftingmat'), amount: 0.25 }],
    ghosts: [
      {
        enemy: ghostRef('e1', "Hangman's Shade"),
        via: 'table',
        attractionBp: 6000,
        catchBp: 10_000,
        catchReason: 'power',
        gold: 24,
        xp: 9,
        loot: [],
      },
      {
        enemy: ghostRef('e2', 'Wailing Widow'),
        via: 'table',
        attractionBp: 3000,
        catchBp: 2850,
        catchReason: 'none',
        gold: 7.4,
        xp: 3.25,
        loot: [],
      },
    ],
    ...overrides,
  };
}

export const SNARE = itemRef('snare', 'Salt-Circle Snare', 'mechanism');
export const CLOCKWORK = itemRef('clockwork', 'Clockwork Soul Trap', 'mechanism');
export const CHEESE = itemRef('cheese', 'Grave Moss Cheese', 'bait');

export function adviceAnswer(overrides: Partial<SetupAdviceDto> = {}): SetupAdviceDto {
  return {
    ground: { id: 'g1', name: 'Gallows Hill' },
    current: { baitProblem: null, catchRateBp: 4200, gold: 12.5, xp: 5 },
    setups: [
      { index: 0, active: true, items: [SNARE, CHEESE], baitProblem: null, catchRateBp: 4200, gold: 12.5, xp: 5 },
      { index: 1, active: false, items: [CLOCKWORK], baitProblem: 'NoBait', catchRateBp: 9100, gold: 30, xp: 11 },
    ],
    bestCatch: {
      items: [CHEESE, CLOCKWORK],
      setupIndex: null,
      current: false,
      unequip: ['snare'],
      equip: ['clockwork'],
      baitProblem: null,
      catchRateBp: 9100,
      gold: 30,
      xp: 11,
    },
    bestGold: {
      items: [CHEESE, CLOCKWORK],
      setupIndex: null,
      current: false,
      unequip: ['snare'],
      equip: ['clockwork'],
      baitProblem: null,
      catchRateBp: 9100,
      gold: 30,
      xp: 11,
    },
    ...overrides,
  };
}

export function tallyAnswer(): GhostTallyPageDto {
  return {
    crowns: [10, 100, 500, 1000],
    ghosts: [
      { enemy: ghostRef('e1', "Hangman's Shade"), caught: 137, missed: 4, crown: 100, nextCrown: 500 },
      { enemy: ghostRef('e2', 'Wailing Widow'), caught: 6, missed: 9, crown: 0, nextCrown: 10 },
    ],
  };
}

export function whatIfAnswer(setupIndex: number): WhatIfDto {
  return {
    journalEntryId: 'miss-1',
    setupIndex,
    enemy: { id: 'e2', name: 'Wailing Widow', imageId: null },
    recorded: { huntResult: 'GhostTooPowerful', catchBp: 2850, decidedBy: 'escaped', xp: 0, gold: 0, loot: [] },
    replayed:
      setupIndex === 1
        ? { huntResult: 'NoBait', catchBp: 0, decidedBy: null, xp: 0, gold: 0, loot: [] }
        : { huntResult: 'SuccessRegular', catchBp: 10_000, decidedBy: 'regular', xp: 13, gold: 35, loot: [] },
  };
}
