import { SETTINGS } from '@grimhunt/contracts';
import { describeSetting, SETTING_KEY_CHOICES, settingValueError } from './setting-rules';

describe('settings resource rules', () => {
  it('shows the registry description of a key, and says when nobody reads a key', () => {
    expect(describeSetting('DailyRewardGold')).toBe(SETTINGS.dailyRewardGold.description);
    expect(describeSetting('NoSuchKey')).toMatch(/Not a registered setting/);
    expect(describeSetting('')).toBe('');
  });

  it('flags a value the game cannot read (it would fall back to the default)', () => {
    expect(settingValueError('DailyRewardGold', '40')).toBeUndefined();
    expect(settingValueError('DailyRewardGold', '0')).toBeUndefined();
    expect(settingValueError('DailyRewardGold', 'lots')).toBe('The game cannot read this value; it would use the default (25).');
    expect(settingValueError('DailyRewardGold', '-5')).toMatch(/default \(25\)/);
    expect(settingValueError('MissionsEnabled', 'yes')).toMatch(/default \(false\)/);
    expect(settingValueError('SomethingElse', 'anything')).toBeUndefined();
  });

  it('offers every registered key when creating', () => {
    expect(SETTING_KEY_CHOICES.map((c) => c.id)).toEqual(expect.arrayContaining(['DailyRewardGold', 'MissionsEnabled', 'StarterKit']));
  });
});
