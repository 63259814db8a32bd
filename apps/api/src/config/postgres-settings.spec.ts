import { GAME_SETTINGS } from './postgres-settings';

describe('embedded PostgreSQL settings', () => {
  const settings = new Map(GAME_SETTINGS.map((s) => s.split('=') as [string, string]));

  it('never trades durability: commits wait for the disk, fsync and full-page writes stay on', () => {
    expect(settings.get('synchronous_commit')).toBe('on');
    expect(settings.has('fsync')).toBe(false);
    expect(settings.has('full_page_writes')).toBe(false);
    expect(settings.has('wal_level')).toBe(false);
  });

  it('sets each setting once, as name=value', () => {
    for (const s of GAME_SETTINGS) expect(s).toMatch(/^[a-z_]+=[\w.]+$/);
    expect(settings.size).toBe(GAME_SETTINGS.length);
  });
});
