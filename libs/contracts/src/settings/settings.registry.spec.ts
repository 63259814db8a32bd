import { booleanSetting, integerSetting, readSetting, SETTING_DEFINITIONS, SETTING_KEYS, SETTINGS, settingDescription } from '../index';

describe('settings registry', () => {
  it('reads a boolean leniently and falls back to the default', () => {
    const flag = booleanSetting('Flag', { description: 'x', defaultValue: false });
    expect(readSetting(flag, ' TRUE ')).toBe(true);
    expect(readSetting(flag, 'false')).toBe(false);
    expect(readSetting(flag, 'yes please')).toBe(false);
    expect(readSetting(flag, undefined)).toBe(false);
  });

  it('keeps an integer within its bounds, else the default', () => {
    const amount = integerSetting('Amount', { description: 'x', defaultValue: 7, min: 0, max: 100 });
    expect(readSetting(amount, '42')).toBe(42);
    expect(readSetting(amount, '101')).toBe(7);
    expect(readSetting(amount, '-1')).toBe(7);
    expect(readSetting(amount, '4.5')).toBe(7);
    expect(readSetting(amount, null)).toBe(7);
  });

  it('has one definition per key, each described, and the legacy key names', () => {
    const keys = SETTING_DEFINITIONS.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const definition of SETTING_DEFINITIONS) expect(definition.description.length).toBeGreaterThan(10);
    expect(SETTING_KEYS.missionsEnabled).toBe('MissionsEnabled');
    expect(SETTING_KEYS.forceMissionHuntingGround).toBe('ForceMissionHuntingGround');
    expect(settingDescription(SETTINGS.dailyRewardGold.key)).toMatch(/once per UTC day/);
    expect(settingDescription('Nope')).toBeUndefined();
  });

  it('formats what it parses', () => {
    for (const definition of SETTING_DEFINITIONS) {
      expect(readSetting(definition, definition.format(definition.defaultValue))).toEqual(definition.defaultValue);
    }
  });
});
