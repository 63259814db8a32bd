import { sumStats } from './stats';

const defs = [
  { shortName: 'power', name: 'Power', statType: 0, imageId: 'img', unitSymbol: '' },
  { shortName: 'goldenrain', name: 'Golden Rain', statType: 1, imageId: null, unitSymbol: '%' },
];
const entry = (shortName: string, valueFrom: number, valueTo: number, procPercent = 100, statType = 0) => ({
  name: '',
  shortName,
  valueFrom,
  valueTo,
  procPercent,
  statType,
});

describe('sumStats', () => {
  it('adds plain stats and proc chances by short name, sorted by name', () => {
    expect(
      sumStats(
        [
          { statEntries: [entry('power', 10, 12)] },
          { statEntries: [entry('power', 5, 5), entry('goldenrain', 0, 0, 8)] },
          { statEntries: [entry('goldenrain', 0, 0, 4)] },
        ],
        defs,
      ),
    ).toEqual([
      { shortName: 'goldenrain', name: 'Golden Rain', valueFrom: 12, valueTo: 12, statImageId: null, statUnitSymbol: '%' },
      { shortName: 'power', name: 'Power', valueFrom: 15, valueTo: 17, statImageId: 'img', statUnitSymbol: '' },
    ]);
    expect(sumStats([], defs)).toEqual([]);
  });
});
