import { fixedClock } from '@grimhunt/testing';
import { LoadedRecords } from './catalogue-snapshot';
import { CatalogueStore } from './catalogue-store';
import { CatalogueRepository } from './ports/catalogue.repository.port';

function fakeRepository() {
  const state = { version: '1', versionReads: 0, loads: 0 };
  const empty = () =>
    Object.fromEntries(
      [
        'item',
        'itemtype',
        'enemy',
        'enemytype',
        'rarity',
        'currency',
        'stat',
        'proctype',
        'proceventtype',
        'damagetype',
        'rank',
        'region',
        'huntingground',
        'huntingtable',
        'news',
        'premiumPackage',
        'setting',
      ].map((r) => [r, []]),
    ) as unknown as LoadedRecords;
  const repository = {
    readVersion: async () => {
      state.versionReads++;
      return state.version;
    },
    loadAll: async () => {
      state.loads++;
      return { version: state.version, records: empty() };
    },
  } as unknown as CatalogueRepository;
  return { state, repository };
}

describe('CatalogueStore', () => {
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('loads lazily, checks the version at most once per max age (in the background), reloads when it moved', async () => {
    const clock = fixedClock();
    const { state, repository } = fakeRepository();
    const store = new CatalogueStore(repository, clock);
    expect(state.loads).toBe(0);
    const first = await store.snapshot();
    expect(state).toMatchObject({ versionReads: 1, loads: 1 });
    clock.advance(500);
    expect(await store.snapshot()).toBe(first);
    expect(state.versionReads).toBe(1);
    clock.advance(600);
    expect(await store.snapshot()).toBe(first);
    await settle();
    expect(state).toMatchObject({ versionReads: 2, loads: 1 });

    state.version = '2'; // another process wrote
    expect(await store.snapshot()).toBe(first); // still within the second
    clock.advance(1000);
    // The due check answers at once with what it has and reloads in the background; the next read sees the reload.
    expect(await store.snapshot()).toBe(first);
    await settle();
    const second = await store.snapshot();
    expect(second.version).toBe('2');
    expect(state.loads).toBe(2);
  });

  it('waits for the reload after a local write, so the write is visible to the next read', async () => {
    const clock = fixedClock();
    const { state, repository } = fakeRepository();
    const store = new CatalogueStore(repository, clock);
    await store.snapshot();
    state.version = '2';
    store.invalidate();
    expect((await store.snapshot()).version).toBe('2');
  });

  it('admin reads (max age 0) and invalidate() always check the version', async () => {
    const clock = fixedClock();
    const { state, repository } = fakeRepository();
    const store = new CatalogueStore(repository, clock);
    await store.snapshot();
    state.version = '5';
    expect((await store.snapshot(0)).version).toBe('5');
    state.version = '6';
    store.invalidate();
    expect((await store.snapshot()).version).toBe('6');
  });

  it('shares one load between concurrent readers', async () => {
    const { state, repository } = fakeRepository();
    const store = new CatalogueStore(repository, fixedClock());
    const [a, b, c] = await Promise.all([store.snapshot(), store.snapshot(), store.snapshot()]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(state.loads).toBe(1);
  });
});
