import { giftOfTheDayItemId, parseGiftSchedule } from './social.contracts';

describe('the gift-of-the-day schedule', () => {
  const at = (iso: string) => Date.parse(iso);

  it('reads a schedule and refuses what is not one', () => {
    expect(parseGiftSchedule('{"start":"2026-11-01","items":["a","b"]}')).toEqual({ start: '2026-11-01', items: ['a', 'b'], dates: {} });
    expect(parseGiftSchedule('{"start":"2026-11-01","items":[],"dates":{"2026-12-24":"x"}}')?.dates).toEqual({ '2026-12-24': 'x' });
    for (const raw of [
      '',
      'null',
      '[]',
      '{"items":["a"]}',
      '{"start":"2026-13-45","items":["a"]}',
      '{"start":"yesterday","items":["a"]}',
      '{"start":"2026-11-01","items":[1]}',
      '{"start":"2026-11-01","items":[""]}',
      '{"start":"2026-11-01","items":["a"],"dates":{"24.12.":"x"}}',
      '{"start":"2026-11-01","items":["a"],"dates":["x"]}',
    ])
      expect(parseGiftSchedule(raw)).toBeUndefined();
  });

  it('rotates one item a UTC day from the start, before it too, and dated days win', () => {
    const schedule = { start: '2026-11-01', items: ['a', 'b', 'c'], dates: { '2026-11-05': 'x' } };
    expect(giftOfTheDayItemId(schedule, at('2026-11-01T00:00:00Z'))).toBe('a');
    expect(giftOfTheDayItemId(schedule, at('2026-11-02T23:59:59Z'))).toBe('b');
    expect(giftOfTheDayItemId(schedule, at('2026-11-04T12:00:00Z'))).toBe('a');
    expect(giftOfTheDayItemId(schedule, at('2026-11-05T12:00:00Z'))).toBe('x');
    expect(giftOfTheDayItemId(schedule, at('2026-10-31T12:00:00Z'))).toBe('c');
  });

  it('names nothing when the schedule is empty', () => {
    expect(giftOfTheDayItemId({ start: '2026-11-01', items: [], dates: {} }, at('2026-11-03T00:00:00Z'))).toBeNull();
  });
});
