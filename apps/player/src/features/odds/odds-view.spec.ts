import { bpText, lootRateText, perHuntText } from './odds-view';

describe('odds texts', () => {
  it('shows basis points as percents with one decimal at most', () => {
    expect([bpText(10_000), bpText(1250), bpText(3437), bpText(5), bpText(0)]).toEqual(['100%', '12.5%', '34.4%', '<0.1%', '0%']);
  });
  it('shows expected amounts per hunt and rare loot as one in n hunts', () => {
    expect([perHuntText(12.345), perHuntText(0.35), perHuntText(0.004), perHuntText(0), perHuntText(1234.56)]).toEqual([
      '12.3',
      '0.35',
      '<0.01',
      '0',
      '1,234.6',
    ]);
    const item = { id: 'i', name: 'Ectoplasm', imageId: null, animatedImageId: null, itemType: null, rarity: null };
    expect(lootRateText({ item, amount: 0.25 })).toBe('1 in 4 hunts');
    expect(lootRateText({ item, amount: 1.6 })).toBe('×1.6 per hunt');
  });
});
