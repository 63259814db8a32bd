import { isListedInAShop, paginate, parsePaging, shopSelection, sortShopItems } from './shop-listing';

const make = (id: string, type: string, over: Record<string, unknown> = {}) => ({
  item: {
    id,
    name: id,
    visible: true,
    buyable: true,
    premiumShop: false,
    reqXP: 0,
    price: { currencyEntries: [{ name: 'gold', value: 10 }] },
    craftingMats: [],
    craftingMatsPremium: [],
    ...over,
  },
  type,
});

describe('shop listing', () => {
  const items = [
    make('cheese', 'bait'),
    make('brew', 'bait', { buyable: false, craftingMats: [{ itemId: 'x', amount: 1 }] }),
    make('hidden', 'bait', { visible: false }),
    make('premium', 'bait', { premiumShop: true }),
    make('mat', 'bait', { buyable: false }),
    make('recipe', 'recipe'),
    make('cage', 'mechanism'),
  ];

  it('selects visible buyable or craftable items of the category types', () => {
    expect(shopSelection('getbar', undefined, items).map((i) => i.id)).toEqual(['cheese', 'brew', 'recipe']);
    expect(shopSelection('getbar', 'bait', items).map((i) => i.id)).toEqual(['cheese']);
    expect(shopSelection('getbar', 'mixing', items).map((i) => i.id)).toEqual(['brew']);
    expect(() => shopSelection('getbar', 'relic', items)).toThrow(/Unknown filter/);
  });

  it('knows whether some shop lists an item: what the listings select, nothing else', () => {
    const listed = (entry: ReturnType<typeof make>) => isListedInAShop(entry.item, entry.type);
    expect(items.filter(listed).map((e) => e.item.id)).toEqual(['cheese', 'brew', 'recipe', 'cage']);
    expect(listed(make('card', 'idcard'))).toBe(false);
    expect(listed(make('lantern', 'relic', { premiumShop: true, price: { currencyEntries: [{ name: 'gold', value: 0 }] } }))).toBe(false);
    expect(listed(make('lantern', 'relic'))).toBe(true);
  });

  it('lists plasma, monster plasma and juice at the Bar, keys, special items and bagpipes at the Office', () => {
    const stock = [
      make('vial', 'plasma'),
      make('flask', 'monsterplasma'),
      make('elixir', 'juice'),
      make('mixed', 'juice', { buyable: false, craftingMats: [{ itemId: 'x', amount: 1 }] }),
      make('key', 'key'),
      make('lantern', 'key', { buyable: false, craftingMats: [{ itemId: 'x', amount: 1 }] }),
      make('retainer', 'specialitem'),
      make('pipes', 'bagpipe'),
    ];
    expect(shopSelection('getbar', 'plasma', stock).map((i) => i.id)).toEqual(['vial', 'flask', 'elixir']);
    expect(shopSelection('getoffice', 'special', stock).map((i) => i.id)).toEqual(['key', 'lantern', 'retainer', 'pipes']);
  });

  it('sorts by price, reqXP or name, descending with -', () => {
    const list = [
      make('b', 'bait', { reqXP: 5, price: { currencyEntries: [{ name: 'gold', value: 1 }] } }).item,
      make('a', 'bait', { reqXP: 9 }).item,
      make('c', 'bait').item,
    ];
    expect(sortShopItems(list, undefined).map((i) => i.id)).toEqual(['c', 'b', 'a']);
    expect(sortShopItems(list, '-price').map((i) => i.id)).toEqual(['a', 'c', 'b']);
    expect(sortShopItems(list, 'name').map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(() => sortShopItems(list, 'colour')).toThrow(/Unknown sortBy/);
  });

  it('pages 1-based with a capped page size', () => {
    expect(parsePaging('2', undefined)).toEqual({ page: 2, pageSize: 30 });
    expect(parsePaging('1', '500')).toEqual({ page: 1, pageSize: 100 });
    expect(() => parsePaging('0', undefined)).toThrow();
    expect(() => parsePaging('1', '0')).toThrow();
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({
      items: [3, 4],
      pagination: { currentPage: 2, totalPages: 3, totalCount: 5, hasNextPage: true, hasPreviousPage: true },
    });
    expect(paginate([], 1, 10).pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalCount: 0,
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });
});
