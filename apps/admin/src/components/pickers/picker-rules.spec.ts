import {
  showingText,
  appendAmountEntry,
  appendEquipmentEntry,
  appendId,
  appendIdIfAbsent,
  appendLootEntry,
  appendTableEntry,
  clampPage,
  clampRoll,
  removeAt,
  replaceId,
  setId,
  updateAt,
} from './picker-rules';

describe('picker fill rules', () => {
  it('key item: the picked item replaces the current one', () => {
    expect(replaceId('old-key', 'new-key')).toBe('new-key');
    expect(replaceId(null, 'new-key')).toBe('new-key');
  });

  it('news reward item: the picked item is set', () => {
    expect(setId(undefined, 'reward')).toBe('reward');
    expect(setId('other', 'reward')).toBe('reward');
  });

  it('special bait: appends, even an id already present', () => {
    expect(appendId(['a'], 'b')).toEqual(['a', 'b']);
    expect(appendId(['a'], 'a')).toEqual(['a', 'a']);
    expect(appendId(null, 'a')).toEqual(['a']);
  });

  it('rank reward items: appended only if absent', () => {
    expect(appendIdIfAbsent(['a'], 'b')).toEqual(['a', 'b']);
    expect(appendIdIfAbsent(['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(appendIdIfAbsent(undefined, 'a')).toEqual(['a']);
  });

  it('premium package items / crafting mats: an entry is appended, amount entered afterwards', () => {
    const before = [{ itemId: 'a', amount: 5 }];
    const after = appendAmountEntry(before, 'b');
    expect(after).toEqual([
      { itemId: 'a', amount: 5 },
      { itemId: 'b', amount: 1 },
    ]);
    expect(before).toHaveLength(1); // not mutated
  });

  it('enemy loot: a picked item gets dropChance 100, amountMin 1, amountMax 1', () => {
    expect(appendLootEntry([], 'bone')).toEqual([{ itemId: 'bone', dropChance: 100, amountMin: 1, amountMax: 1 }]);
  });

  it('enemy equipment: the entry carries the item type of the picked item', () => {
    expect(appendEquipmentEntry(null, { id: 'trap-1', type: 'it-trap' })).toEqual([{ itemType: 'it-trap', itemId: 'trap-1' }]);
  });

  it('hunting table: a picked ghost starts at rangeMin 0, rangeMax 0', () => {
    expect(appendTableEntry([{ enemyId: 'e1', rangeMin: 0, rangeMax: 99 }], 'e2')).toEqual([
      { enemyId: 'e1', rangeMin: 0, rangeMax: 99 },
      { enemyId: 'e2', rangeMin: 0, rangeMax: 0 },
    ]);
  });

  it('rolls stay within 0..ROLL_SPACE-1', () => {
    expect(clampRoll(-5)).toBe(0);
    expect(clampRoll(10_000)).toBe(9_999);
    expect(clampRoll(42.7)).toBe(42);
    expect(clampRoll(Number.NaN)).toBe(0);
  });

  it('pages stay within 1..totalPages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('removeAt / updateAt touch only the given index', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(updateAt([{ v: 1 }, { v: 2 }], 1, { v: 9 })).toEqual([{ v: 1 }, { v: 9 }]);
  });

  it('counts what is shown: the page size on page 1, the range on later pages', () => {
    expect(showingText(1, 20, 35, 20, 'items')).toBe('Showing 20 of 35 items');
    expect(showingText(2, 15, 35, 20, 'items')).toBe('Showing 21-35 of 35 items');
    expect(showingText(3, 1, 41, 20, 'ghosts')).toBe('Showing 41-41 of 41 ghosts');
    expect(showingText(1, 0, 0, 20, 'items')).toBe('Showing 0 of 0 items');
  });
});
