import { SETTINGS } from '@grimhunt/contracts';
import { CatalogueFacade } from '../src';
import { setSetting, startTestApp, TestApp } from '@grimhunt/api-testing';

describe('typed settings', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(() => t.close());

  it('creates the rows of seeded settings with their defaults at start, for admins to edit', async () => {
    const res = await t.http.get(`/api/setting/getbykey/${SETTINGS.dailyRewardGold.key}`, admin);
    expect(res.status).toBe(200);
    expect(res.body.value).toBe(String(SETTINGS.dailyRewardGold.defaultValue));
    // Not seeded: the spec's MissionsEnabled counts as disabled when missing.
    expect((await t.http.get(`/api/setting/getbykey/${SETTINGS.missionsEnabled.key}`, admin)).status).toBe(404);
  });

  it('reads a setting typed, with the default for an unreadable value', async () => {
    const catalogue = t.app.get(CatalogueFacade);
    await setSetting(t, admin, SETTINGS.dailyRewardGold, 40);
    expect(await catalogue.settingValue(SETTINGS.dailyRewardGold)).toBe(40);
    await t.http.postJson('/api/setting', { key: SETTINGS.dailyRewardGold.key, value: 'lots' }, admin);
    expect(await catalogue.settingValue(SETTINGS.dailyRewardGold)).toBe(SETTINGS.dailyRewardGold.defaultValue);
    expect(await catalogue.settingValue(SETTINGS.missionsEnabled)).toBe(false);
  });

  it('never overwrites an admin edit when a process starts again', async () => {
    await setSetting(t, admin, SETTINGS.dailyRewardGold, 7);
    const second = await startTestApp({}, t.databaseUrl);
    try {
      expect(await second.app.get(CatalogueFacade).settingValue(SETTINGS.dailyRewardGold)).toBe(7);
      expect(await second.app.get(CatalogueFacade).ensureSettingDefaults()).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
