import type { ItemStatEntryDto } from '@grimhunt/contracts';
import { applyStat, newStatEntry, occurrenceOf, removeStatEntry, statEntryFields } from './stat-entry-rules';

const entry = (name: string, valueFrom: number): ItemStatEntryDto => ({
  name,
  shortName: name.toLowerCase(),
  valueFrom,
  valueTo: valueFrom,
  procPercent: 100,
  statType: 0,
});

describe('stat entry rules', () => {
  it('stat type 0 shows only from/to', () => {
    expect(statEntryFields(0)).toEqual(['valueFrom', 'valueTo']);
  });

  it('stat type 1 also shows procPercent, procType, procEventType and affectedCreatureType', () => {
    expect(statEntryFields(1)).toEqual(['valueFrom', 'valueTo', 'procPercent', 'procType', 'procEventType', 'affectedCreatureType']);
  });

  it('a new stat entry defaults to valueFrom 0, valueTo 0, procPercent 100', () => {
    expect(newStatEntry()).toMatchObject({ valueFrom: 0, valueTo: 0, procPercent: 100 });
    expect(newStatEntry({ name: 'Luck', shortName: 'luck', statType: 1 })).toEqual({
      name: 'Luck',
      shortName: 'luck',
      valueFrom: 0,
      valueTo: 0,
      procPercent: 100,
      statType: 1,
    });
  });

  it('removing removes only the indexed entry among same-named entries', () => {
    const entries = [entry('Power', 1), entry('Luck', 2), entry('Power', 3), entry('Power', 4)];
    // the second "Power" (overall index 2)
    expect(occurrenceOf(entries, 2)).toBe(1);
    expect(removeStatEntry(entries, 'Power', 1).map((e) => e.valueFrom)).toEqual([1, 2, 4]);
    expect(removeStatEntry(entries, 'Power', 0).map((e) => e.valueFrom)).toEqual([2, 3, 4]);
    expect(removeStatEntry(entries, 'Luck', 0).map((e) => e.valueFrom)).toEqual([1, 3, 4]);
    expect(entries).toHaveLength(4);
  });

  it('choosing a stat copies name, shortName and statType and keeps the values', () => {
    expect(applyStat(entry('Power', 7), { name: 'Golden Rain', shortName: 'goldenrain', statType: 1 })).toMatchObject({
      name: 'Golden Rain',
      shortName: 'goldenrain',
      statType: 1,
      valueFrom: 7,
    });
  });
});
