import { compareKeys, LadderKey, lastAnchorAtOrBefore, snapshotMaxAgeMs } from './sql-ladder';

const key = (k: number, c: string, id: string): LadderKey => ({ k, c, id });

describe('ladder keys', () => {
  it('orders by -xp, then creation time, then id', () => {
    const a = key(-500, '2026-01-01 00:00:00.000001', '00000000-0000-0000-0000-00000000000a');
    expect(compareKeys(a, key(-400, '2020-01-01 00:00:00.000000', '0'))).toBe(-1); // more xp first
    expect(compareKeys(a, key(-500, '2026-01-01 00:00:00.000002', '0'))).toBe(-1); // older account first
    expect(compareKeys(a, key(-500, '2026-01-01 00:00:00.000001', '00000000-0000-0000-0000-00000000000b'))).toBe(-1); // then id
    expect(compareKeys(a, { ...a })).toBe(0);
    expect(compareKeys(key(-400, 'x', 'y'), a)).toBe(1);
  });

  it('finds the last snapshot key at or before a key', () => {
    const anchors = [key(-900, 'a', '1'), key(-500, 'a', '1'), key(-500, 'b', '1'), key(0, 'a', '1')];
    expect(lastAnchorAtOrBefore(anchors, key(-1000, 'a', '1'))).toBe(-1); // climbed above the first sample
    expect(lastAnchorAtOrBefore(anchors, key(-900, 'a', '1'))).toBe(0); // exactly a sample
    expect(lastAnchorAtOrBefore(anchors, key(-600, 'z', '9'))).toBe(0);
    expect(lastAnchorAtOrBefore(anchors, key(-500, 'a', '2'))).toBe(1);
    expect(lastAnchorAtOrBefore(anchors, key(-500, 'b', '1'))).toBe(2);
    expect(lastAnchorAtOrBefore(anchors, key(5, 'a', '1'))).toBe(3); // behind the last sample
    expect(lastAnchorAtOrBefore([], key(5, 'a', '1'))).toBe(-1);
  });

  it('rebuilds the snapshot after 20 build times, from 1 s to 60 s', () => {
    expect(snapshotMaxAgeMs(2)).toBe(1_000);
    expect(snapshotMaxAgeMs(400)).toBe(8_000);
    expect(snapshotMaxAgeMs(10_000)).toBe(60_000);
  });
});
