import { CatalogueInvalidError } from '../../domain/catalogue.errors';
import { definitionOf } from './catalogue.resources';
import { normalizeRecord, referenceErrors } from './record-normalizer';
import { RecordLookup } from './resource-definition';

const ctx = { now: new Date('2026-01-01T12:00:00Z') };
const ID = '11111111-1111-4111-8111-111111111111';
const ITEM = '22222222-2222-4222-8222-222222222222';

function problems(resource: Parameters<typeof definitionOf>[0], body: unknown, existing?: Record<string, unknown>): string[] {
  try {
    normalizeRecord(definitionOf(resource), body, ctx, existing);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueInvalidError);
    return (error as CatalogueInvalidError).details ?? [];
  }
}

describe('normalizeRecord', () => {
  it('fills the back office defaults for omitted fields', () => {
    expect(normalizeRecord(definitionOf('rank'), { name: 'Ghoul' }, ctx)).toMatchObject({
      name: 'Ghoul',
      xp: 1000,
      flavorText: '',
      imageId: null,
      rewardItemIds: [],
      rewardItemId: null,
    });
    expect(normalizeRecord(definitionOf('currency'), { name: 'Gold', shortName: 'gold' }, ctx)).toMatchObject({ orderIndex: 100 });
    expect(normalizeRecord(definitionOf('premiumPackage'), { name: 'Silver' }, ctx)).toMatchObject({
      categorySortingNumber: 0,
      visible: true,
      items: [],
      month: null,
    });
    expect(normalizeRecord(definitionOf('news'), { header: 'Hi' }, ctx)).toMatchObject({ timestamp: 1767268800, message: '', name: '' });
    const enemy = normalizeRecord(
      definitionOf('enemy'),
      { name: 'Wisp', loot: [{ itemId: ITEM }], stats: { statEntries: [{ shortName: 'power' }] } },
      ctx,
    );
    expect(enemy['loot']).toEqual([{ itemId: ITEM, dropChance: 100, amountMin: 1, amountMax: 1 }]);
    expect(enemy['stats']).toEqual({ statEntries: [{ shortName: 'power', valueFrom: 0, valueTo: 0, procPercent: 100 }] });
    expect(enemy['currencies']).toEqual({ currencyEntries: [] });
  });

  it('takes a client id on create only when it is a uuid', () => {
    expect(normalizeRecord(definitionOf('rarity'), { id: ID.toUpperCase(), name: 'C', shortName: 'c', colorHex: '#fff' }, ctx).id).toBe(ID);
    expect(normalizeRecord(definitionOf('rarity'), { id: 'x', name: 'C', shortName: 'c', colorHex: '#fff' }, ctx).id).toBeUndefined();
  });

  it('coerces what a form typed: numeric text, boolean text, blank optional ids, aliases, a single id for a list', () => {
    const ground = normalizeRecord(
      definitionOf('huntingground'),
      { name: ' Mire ', regionId: ID, xpRequired: '900', visible: 'false', keyId: '', specialBaitItemId: ITEM },
      ctx,
    );
    expect(ground).toMatchObject({ name: 'Mire', xpReqired: 900, visible: false, keyId: null, specialBaitItemId: [ITEM] });
    expect(normalizeRecord(definitionOf('premiumPackage'), { name: 'P', usd: '4.999' }, ctx)['usd']).toBe(5);
    expect(normalizeRecord(definitionOf('item'), { name: 'I', price: [{ name: 'gold', value: 3 }] }, ctx)['price']).toEqual({
      currencyEntries: [{ name: 'gold', value: 3 }],
    });
  });

  it('keeps stored values for fields an update leaves out', () => {
    const existing = normalizeRecord(definitionOf('stat'), { id: ID, name: 'Power', shortName: 'power', unitSymbol: '%' }, ctx);
    const updated = normalizeRecord(definitionOf('stat'), { name: 'Raw Power' }, ctx, existing);
    expect(updated).toEqual({ ...existing, name: 'Raw Power' });
  });

  it('explains every problem', () => {
    expect(problems('item', {})).toEqual(['name is required']);
    expect(problems('item', { name: 'I', needSub: 9, reqXP: -1, visible: 'maybe', type: 'bait' })).toEqual([
      'type must be an id',
      'visible must be true or false',
      'reqXP must be at least 0',
      'needSub must be at most 3',
    ]);
    expect(
      problems('huntingtable', {
        name: 'T',
        huntingGroundId: ID,
        enemies: [{ enemyId: ID, rangeMin: 10, rangeMax: 5 }, { rangeMin: 0.5 }],
      }),
    ).toEqual(['enemies[0]: rangeMin must be <= rangeMax', 'enemies[1].enemyId is required', 'enemies[1].rangeMin must be a whole number']);
    expect(problems('enemy', { name: 'E', specialGhostFromDateDay: 3 })).toEqual([
      'specialGhostFromDateDay and specialGhostFromDateMonth must be set together',
    ]);
    expect(problems('rarity', { name: 'R', shortName: 'r', colorHex: 'red' })).toEqual(['colorHex must look like #RRGGBB']);
    expect(problems('item', { name: 'I', trophieItemIds: [null] })).toEqual(['trophieItemIds[0] is required']);
    expect(problems('item', { name: 'I', stats: { statEntries: 'x' } })).toEqual(['stats.statEntries must be a list']);
    expect(problems('setting', 'key=value')).toEqual(['The setting must be sent as a JSON object']);
    expect(problems('item', { name: 'x'.repeat(201) })).toEqual(['name must be at most 200 characters']);
  });
});

describe('referenceErrors', () => {
  const lookup: RecordLookup = {
    byId: (resource, id) => (resource === 'item' && id === ITEM ? { id } : undefined),
    byShortName: (resource, shortName) => (resource === 'currency' && shortName === 'gold' ? { shortName } : undefined),
  };

  it('names each reference to a missing record, by id or by short name', () => {
    const record = normalizeRecord(
      definitionOf('item'),
      {
        name: 'I',
        type: ID,
        craftingMats: [{ itemId: ITEM }, { itemId: ID }],
        price: {
          currencyEntries: [
            { name: 'gold', value: 1 },
            { name: 'silver', value: 1 },
          ],
        },
        imageId: ID,
      },
      ctx,
    );
    expect(referenceErrors(definitionOf('item'), record, lookup)).toEqual([
      `type refers to an unknown item type (${ID})`,
      'price.currencyEntries[1].name refers to an unknown currency (silver)',
      `craftingMats[1].itemId refers to an unknown item (${ID})`,
    ]);
  });
});
