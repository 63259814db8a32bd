import { fixedList, isUuid, placeholders, rowsOf, UUID_PATTERN } from './sql';

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

  it('fixedList pads to a width that depends only on the bucket of the length, by repeating the last value', () => {
    expect(fixedList([])).toEqual([]);
    expect(fixedList(['a'])).toEqual(Array(8).fill('a'));
    expect(fixedList(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'c', 'c', 'c', 'c', 'c']);
    for (let n = 1; n <= 8; n++) expect(fixedList(Array(n).fill('x'))).toHaveLength(8);
    expect(fixedList(Array(9).fill('x'))).toHaveLength(16);
    expect(fixedList(Array(16).fill('x'))).toHaveLength(16);
    expect(fixedList(Array(17).fill('x'))).toHaveLength(32);
    const pairs = [{ id: 'a' }, { id: 'b' }];
    expect(fixedList(pairs).slice(2)).toEqual(Array(6).fill(pairs[1]));
  });

  it('placeholders numbers parameters from the first one, with a cast', () => {
    expect(placeholders(1, 3)).toBe('$1, $2, $3');
    expect(placeholders(4, 2, '::uuid')).toBe('$4::uuid, $5::uuid');
  });
});
