import { isUuid, rowsOf, UUID_PATTERN } from './sql';

describe('kernel sql helpers', () => {
  it('rowsOf answers the rows of a SELECT and of an UPDATE ... RETURNING ([rows, count])', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect(rowsOf(rows)).toBe(rows);
    expect(rowsOf([rows, 2])).toBe(rows);
    expect(rowsOf([[], 0])).toEqual([]);
    expect(rowsOf([])).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
  });

  it('a SELECT of exactly two rows is not taken for [rows, count]', () => {
    const rows = [{ a: 1 }, { a: 2 }];
    expect(rowsOf(rows)).toBe(rows);
  });

  it('isUuid accepts UUIDs in either case and nothing else', () => {
    expect(isUuid('5f0c6a3e-0b1d-4f7a-9c2e-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('5F0C6A3E-0B1D-4F7A-9C2E-1A2B3C4D5E6F')).toBe(true);
    for (const bad of ['', 'abc', '5f0c6a3e-0b1d-4f7a-9c2e-1a2b3c4d5e6', '5f0c6a3e0b1d4f7a9c2e1a2b3c4d5e6f', "x' OR 1=1", 42, null]) {
      expect(isUuid(bad)).toBe(false);
    }
    expect(UUID_PATTERN.test('5f0c6a3e-0b1d-4f7a-9c2e-1a2b3c4d5e6f\n')).toBe(false);
  });
});
