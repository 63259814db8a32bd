import { Browser, Page } from 'playwright-core';
import {
  EXHIBITION_PAGE_SIZE,
  GRIMOIRE_PSEUDO_REGIONS,
  HUNT_PATHS,
  SHOP_CATEGORIES,
  SHOP_PAGE_SIZE,
  type ClientHuntingGroundDto,
  type ClientRegionDto,
  type ExhibitionPageDto,
  type GrimoireEnemyDto,
  type ShopPageDto,
} from '@grimhunt/contracts';
import { join } from 'node:path';
import { api, apiLogin, baseUrl, freshPlayer, launch, newPageWithToken, screenshotDir, shot, until } from './support/browser';

/**
 * Every ghost and every item shows ITS OWN picture on the player screens. The art components mark what
 * they draw with `data-art` (item, enemy, ground, region, avatar; placeholder for an empty slot); an `<img>` is the
 * record's picture, an `<svg>` the drawn stand-in. On every screen each marked picture must be an `<img>` whose
 * source is `/api/image/thumb/{imageId}` of the record of that name (the back office's catalogue is the truth), that
 * loaded (naturalWidth > 0) from an image answer (webp or png, never the app's HTML); the records the screen's own
 * API call lists must all be shown that way, and the tiles of one grid never share a picture.
 */

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const SHOP_PATHS: Record<keyof typeof SHOP_CATEGORIES, { path: string; name: string }> = {
  getbar: { path: '/bar', name: 'bar' },
  getoffice: { path: '/office', name: 'office' },
  GetPetShop: { path: '/pet', name: 'pet-shop' },
  GetLaboratory: { path: '/laboratory', name: 'laboratory' },
  GetQSec: { path: '/qsec', name: 'q-section' },
};

type Kind = 'item' | 'enemy' | 'ground' | 'region';
type Catalogue = Record<Kind, Map<string, string>>;
interface Expected {
  kind: Kind;
  name: string;
  imageId: string | null;
}
interface ArtOnScreen {
  kind: string;
  tag: string;
  name: string;
  src: string | null;
  loaded: boolean;
}

const thumb = (imageId: string) => `/api/image/thumb/${encodeURIComponent(imageId)}`;
/** Places shown large load the picture itself rather than its thumbnail. */
const full = (imageId: string) => `/api/image/${encodeURIComponent(imageId)}`;
const isOwn = (kind: string, src: string | null, imageId: string) =>
  src === thumb(imageId) || ((kind === 'ground' || kind === 'region') && src === full(imageId));
/** Trophies say whether they are collected in their label. */
const recordName = (label: string) => label.replace(/ \((collected|missing)\)$/, '');

/** Every picture marked with data-art inside `scope`, loaded eagerly (the app loads them lazily) and decoded. */
async function artIn(page: Page, scope: string): Promise<ArtOnScreen[]> {
  return page.evaluate(async (selector) => {
    const nodes = [...document.querySelectorAll(selector)].flatMap((root) => [...root.querySelectorAll('[data-art]')]);
    return Promise.all(
      nodes.map(async (node) => {
        const kind = node.getAttribute('data-art') ?? '';
        if (node instanceof HTMLImageElement) {
          node.loading = 'eager';
          const decoded = await Promise.race([
            node.decode().then(
              () => true,
              () => false,
            ),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
          ]);
          return { kind, tag: 'img', name: node.alt, src: node.getAttribute('src'), loaded: decoded && node.naturalWidth > 0 };
        }
        return { kind, tag: node.tagName.toLowerCase(), name: node.getAttribute('aria-label') ?? '', src: null, loaded: false };
      }),
    );
  }, scope);
}

/** A full-page screenshot with every lazy picture loaded first (a full-page shot does not scroll to load them). */
async function shotLoaded(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        [...document.images].map((img) => {
          img.loading = 'eager';
          return img.decode().catch(() => undefined);
        }),
      ),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]),
  );
  if (fullPage) await shot(page, name);
  // a dialog: its backdrop covers the viewport only, so a full-page shot would show the page half covered
  else await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

describe('player screens: every ghost and item shows its own picture', () => {
  let browser: Browser;
  let admin: string;
  const catalogue = { item: new Map(), enemy: new Map(), ground: new Map(), region: new Map() } as Catalogue;
  const packages = new Map<string, string | null>();
  /** Image answers already checked (status, type, bytes), by source. */
  const served = new Map<string, string>();
  const counts: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    admin = await apiLogin('admin', 'admin');
    const resources: [Kind, string][] = [
      ['item', 'item'],
      ['enemy', 'enemy'],
      ['ground', 'huntingground'],
      ['region', 'region'],
    ];
    for (const [kind, resource] of resources) {
      const list = await api<{ name: string; imageId: string | null }[]>(`/api/${resource}?range=${encodeURIComponent('[0,999]')}`, admin);
      expect(list.status).toBe(200);
      for (const record of list.body) {
        // One name, one record: the screens show names, so a duplicate would make the check ambiguous.
        expect({ kind, name: record.name, duplicate: catalogue[kind].has(record.name) }).toEqual({
          kind,
          name: record.name,
          duplicate: false,
        });
        expect({ kind, name: record.name, imageId: typeof record.imageId }).toEqual({ kind, name: record.name, imageId: 'string' });
        catalogue[kind].set(record.name, record.imageId as string);
      }
    }
    const premium = await api<{ name: string; imageId: string | null }[]>(
      `/api/premiumPackage?range=${encodeURIComponent('[0,999]')}`,
      admin,
    );
    for (const pkg of premium.body) packages.set(pkg.name, pkg.imageId);
  });
  afterAll(async () => {
    await browser?.close();
    process.stdout.write(`pictures asserted per screen:\n  ${counts.join('\n  ')}\n`);
  });

  /** The image answer of `src`: 200, image/webp or image/png, image bytes (not the app's HTML). */
  async function checkServed(page: Page, src: string, problems: string[]): Promise<void> {
    if (!served.has(src)) {
      const res = await page.request.get(`${baseUrl()}${src}`);
      const body = await res.body();
      const type = res.headers()['content-type'] ?? '';
      const isImage = /^image\/(webp|png)$/.test(type) && body.length > 0 && body[0] !== 0x3c;
      served.set(src, res.status() === 200 && isImage ? '' : `${res.status()} ${type}`);
    }
    const bad = served.get(src);
    if (bad) problems.push(`${src} answered ${bad}`);
  }

  /**
   * Checks the pictures inside `scope`: each is the own picture of the record it names; each `expected` record is
   * shown with its own picture; with `distinct`, no two pictures share a source. Answers how many were checked.
   */
  async function checkArt(
    page: Page,
    screen: string,
    scope: string,
    { expected = [], distinct = false, min = 1 }: { expected?: Expected[]; distinct?: boolean; min?: number } = {},
  ): Promise<number> {
    const arts = (await artIn(page, scope)).filter((a) => a.kind !== 'placeholder');
    const problems: string[] = [];
    for (const art of arts) {
      const name = recordName(art.name);
      if (art.kind === 'avatar') {
        // A player's avatar frame: an avatar item when one is equipped, else the default silhouette.
        const own = catalogue.item.get(name);
        if (own && art.src !== thumb(own)) problems.push(`avatar "${name}" shows ${art.src ?? `a drawn ${art.tag}`}`);
        if (art.tag === 'img' && !art.loaded) problems.push(`avatar "${name}" did not load`);
        continue;
      }
      const own = catalogue[art.kind as Kind]?.get(name);
      if (!own) problems.push(`${art.kind} "${name}" is no catalogue record`);
      else if (art.tag !== 'img') problems.push(`${art.kind} "${name}" shows a drawn stand-in (${art.tag}) instead of its picture`);
      else if (!isOwn(art.kind, art.src, own)) problems.push(`${art.kind} "${name}" shows ${art.src}, not its own ${thumb(own)}`);
      else if (!art.loaded) problems.push(`${art.kind} "${name}" picture did not load`);
      if (art.src) await checkServed(page, art.src, problems);
    }
    for (const record of expected) {
      if (record.imageId !== catalogue[record.kind].get(record.name))
        problems.push(
          `the API gives ${record.kind} "${record.name}" image ${record.imageId}, the catalogue ${catalogue[record.kind].get(record.name)}`,
        );
      if (!arts.some((a) => a.kind === record.kind && recordName(a.name) === record.name && isOwn(a.kind, a.src, record.imageId ?? '')))
        problems.push(`${record.kind} "${record.name}" listed by the API is not shown with its picture`);
    }
    if (distinct) {
      const seen = new Map<string, string>();
      for (const art of arts) {
        if (!art.src) continue;
        const other = seen.get(art.src);
        if (other !== undefined) problems.push(`"${art.name}" and "${other}" share ${art.src}`);
        seen.set(art.src, art.name);
      }
    }
    if (arts.length < min) problems.push(`only ${arts.length} pictures in ${scope}`);
    expect({ screen, scope, problems }).toEqual({ screen, scope, problems: [] });
    counts.push(`${screen} ${scope}: ${arts.length} pictures (${expected.length} from the API)`);
    return arts.length;
  }

  /** A page that also collects console errors and uncaught exceptions. */
  async function playerPage(token: string, viewport: { width: number; height: number }) {
    const page = await newPageWithToken(browser, token, viewport);
    await page.context().addCookies([{ name: 'hasSeenWelcome', value: 'true', url: baseUrl() }]);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('response', (res) => {
      if (res.status() >= 400 && res.url().includes('/api/')) errors.push(`${res.status()} ${res.request().method()} ${res.url()}`);
    });
    return { page, errors };
  }

  async function grant(userId: string, itemId: string, amount = 1): Promise<void> {
    const res = await fetch(`${baseUrl()}/api/user/AddInventoryItem`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userId, itemId, deltaAmount: String(amount), remove: 'false' }).toString(),
    });
    expect(res.status).toBe(200);
  }

  for (const size of SIZES) {
    it(`home, album, shops, inventory, equipment, exhibition, premium shop, travel and a letter at ${size.name} size`, async () => {
      // A hunter holding one of every item of the catalogue (plus the starter kit), and a letter with an attachment.
      const hunter = await freshPlayer('pictures');
      const items = (await api<{ id: string; name: string }[]>(`/api/item?range=${encodeURIComponent('[0,999]')}`, admin)).body;
      for (const item of items) await grant(hunter.id, item.id);
      const sender = await freshPlayer('painter');
      const dust = items.find((i) => i.name === 'Bone Dust')!;
      await grant(sender.id, dust.id, 2);
      const sent = await api('/api/mail', sender.token, {
        method: 'POST',
        body: { toUserId: hunter.name, message: 'A sample for your album.', loot: { itemId: dust.id, amountMin: 2 } },
      });
      expect(sent.status).toBeLessThan(300);

      // One hunt, so the journal (and home's latest entries) show a caught or escaped ghost.
      const hunted = await api<{ huntResult: string }>(HUNT_PATHS.hunt, hunter.token, { method: 'POST' });
      expect(hunted.status).toBe(200);
      const journal = (await api<{ enemy: { name: string; imageId: string | null } | null }[]>(HUNT_PATHS.journal, hunter.token)).body;
      const journalGhosts = [...new Map(journal.filter((e) => e.enemy).map((e) => [e.enemy!.name, e.enemy!])).values()].map((e) => ({
        kind: 'enemy' as const,
        name: e.name,
        imageId: e.imageId,
      }));

      const { page, errors } = await playerPage(hunter.token, size.viewport);
      const visit = async (path: string, ready: () => Promise<unknown>) => {
        await page.goto(`${baseUrl()}${path}`);
        await ready();
        await page.waitForLoadState('networkidle');
      };
      const screen = (name: string) => `images-${size.name}-${name}`;

      // Home: the hunt scene's ghosts (the grimoire of the current ground) and the equipped trap.
      type Me = {
        currentHuntingGround: { id: string; name: string; regionId: string };
        inventory: { equipped: boolean; item: { name: string; imageId: string | null; itemType: string | null } }[];
      };
      const me = (await api<Me>('/api/clientUser/getme', hunter.token)).body;
      const here = (await api<GrimoireEnemyDto[]>(HUNT_PATHS.grimoire(me.currentHuntingGround.id), hunter.token)).body;
      expect(here.length).toBeGreaterThan(0);
      await visit('/', () => page.locator('.hunt-scene__ghosts').waitFor({ timeout: 15_000 }));
      const trap = me.inventory
        .filter((e) => e.equipped && !['avatar', 'idcard'].includes(e.item.itemType ?? ''))
        .map((e) => ({ kind: 'item' as const, name: e.item.name, imageId: e.item.imageId }));
      const ghostsHere = here.map((g) => ({ kind: 'enemy' as const, name: g.name, imageId: g.imageId }));
      const groundHere = {
        kind: 'ground' as const,
        name: me.currentHuntingGround.name,
        imageId: catalogue.ground.get(me.currentHuntingGround.name) ?? null,
      };
      await checkArt(page, 'home', '.hunt-scene__ghosts', { expected: ghostsHere, distinct: true, min: here.length });
      await checkArt(page, 'home', '.hunt-scene__trap', { expected: trap, distinct: true, min: trap.length });
      await checkArt(page, 'home', '.hunt-scene__stage', { expected: [groundHere], min: 1 });
      await checkArt(page, 'home', 'body', { expected: journalGhosts, min: 1 });
      await shotLoaded(page, screen('home'));

      // Journal: the hunt's entry with its ghost, and the mission's ghosts.
      await visit('/journal', () => page.locator('#journal-title').waitFor({ timeout: 15_000 }));
      await page.locator('.journal-entry').first().waitFor({ timeout: 15_000 });
      await checkArt(page, 'journal', 'main', { expected: journalGhosts, min: journalGhosts.length });
      await shotLoaded(page, screen('journal'));

      // Album: every ground of the current region, and each special-ghost list that has ghosts.
      const regions = (await api<ClientRegionDto[]>(HUNT_PATHS.travelRegions, hunter.token)).body;
      await visit('/grimoire', () => page.getByTestId('enemy-card').first().waitFor({ timeout: 15_000 }));
      const regionId = me.currentHuntingGround.regionId;
      expect(await page.getByLabel('Region').inputValue()).toBe(regionId);
      const grounds = (await api<ClientHuntingGroundDto[]>(HUNT_PATHS.travelGrounds(regionId), hunter.token)).body;
      const albums: { label: string; select: () => Promise<unknown>; key: string }[] = [
        ...grounds.map((g) => ({ label: g.name, key: g.id, select: () => page.getByLabel('Hunting ground').selectOption(g.id) })),
        ...GRIMOIRE_PSEUDO_REGIONS.map((r) => ({ label: r.name, key: r.id, select: () => page.getByLabel('Region').selectOption(r.id) })),
      ];
      let albumShots = 0;
      for (const album of albums) {
        const ghosts = (await api<GrimoireEnemyDto[]>(HUNT_PATHS.grimoire(album.key), hunter.token)).body;
        await album.select();
        if (ghosts.length === 0) continue;
        await until(async () => (await page.getByTestId('enemy-card').count()) === ghosts.length);
        await page.getByTestId('enemy-card').first().getByText(ghosts[0].name, { exact: true }).waitFor();
        const expected = ghosts.map((g) => ({ kind: 'enemy' as const, name: g.name, imageId: g.imageId }));
        await checkArt(page, `album ${album.label}`, '.grimoire-screen', { expected, distinct: true, min: ghosts.length });
        if (albumShots++ < 2) await shotLoaded(page, screen(`album-${albumShots}`));
      }
      expect(albumShots).toBeGreaterThan(1);
      // A ghost's page: its portrait and the loot it leaves.
      await page.getByTestId('enemy-card').first().getByRole('button').click();
      await page.getByRole('dialog').waitFor();
      await checkArt(page, 'album ghost page', '[role="dialog"]', { min: 1 });
      await shotLoaded(page, screen('album-ghost'), { fullPage: false });
      await page.keyboard.press('Escape');

      // The shops, every category.
      for (const [endpoint, categories] of Object.entries(SHOP_CATEGORIES) as [keyof typeof SHOP_CATEGORIES, { filter: string }[]][]) {
        for (const { filter } of categories) {
          const url = `/api/clientshop/${endpoint}/1?pageSize=${SHOP_PAGE_SIZE}&sortBy=&filter=${filter}`;
          const shop = (await api<ShopPageDto>(url, hunter.token)).body;
          const { path, name } = SHOP_PATHS[endpoint];
          await visit(`${path}?category=${filter}`, () =>
            shop.items.length === 0
              ? page.getByRole('heading').first().waitFor()
              : page.getByTestId('shop-grid').getByRole('article', { name: shop.items[0].name, exact: true }).waitFor({ timeout: 15_000 }),
          );
          if (shop.items.length === 0) continue;
          const expected = shop.items.map((i) => ({ kind: 'item' as const, name: i.name, imageId: i.imageId }));
          await checkArt(page, `${name} ${filter}`, '[data-testid="shop-grid"]', { expected, distinct: true, min: shop.items.length });
          await shotLoaded(page, screen(`${name}-${filter}`));
        }
      }

      // Inventory: everything the hunter holds.
      const inventory = (await api<Me>('/api/clientUser/getme', hunter.token)).body.inventory;
      await visit('/inventory', () => page.getByTestId('inventory-item').first().waitFor({ timeout: 15_000 }));
      await checkArt(page, 'inventory', 'main', {
        expected: inventory.map((e) => ({ kind: 'item' as const, name: e.item.name, imageId: e.item.imageId })),
        distinct: true,
        min: inventory.length,
      });
      await shotLoaded(page, screen('inventory'));

      // Equipment: the slots and the saved setups.
      await visit('/equipment', () => page.locator('.slots').waitFor({ timeout: 15_000 }));
      await checkArt(page, 'equipment', '.slots', { expected: trap, distinct: true, min: trap.length });
      await checkArt(page, 'equipment', 'main', { min: 1 });
      await shotLoaded(page, screen('equipment'));

      // Exhibition: the collections of the first page and their trophies.
      const exhibition = (
        await api<ExhibitionPageDto>(`/api/clientshop/getexhibition/1?pageSize=${EXHIBITION_PAGE_SIZE}&sortBy=&filter=`, hunter.token)
      ).body.items;
      expect(exhibition.length).toBeGreaterThan(0);
      await visit('/exhibition', () => page.getByTestId('collection').first().waitFor({ timeout: 15_000 }));
      const shownCollections = exhibition.flatMap((e) => [
        { kind: 'item' as const, name: e.collection.name, imageId: e.collection.imageId },
        ...e.trophies.map((t) => ({ kind: 'item' as const, name: t.name, imageId: t.imageId })),
      ]);
      await checkArt(page, 'exhibition', 'main', { expected: shownCollections, distinct: true, min: shownCollections.length });
      await shotLoaded(page, screen('exhibition'));

      // Premium shop: the items inside the packages; packages without a picture of their own are reported.
      await visit('/premiumShop', () => page.getByRole('heading', { name: 'Premium Shop' }).waitFor({ timeout: 15_000 }));
      await page.locator('.pshop-items').first().waitFor({ timeout: 15_000 });
      await checkArt(page, 'premium shop contents', '.pshop-items', { min: 1 });
      const cards = await page.locator('.pshop-card').evaluateAll((els) =>
        els.map((el) => ({
          name: el.getAttribute('aria-label') ?? '',
          src: el.querySelector('.pshop-card__art img')?.getAttribute('src') ?? null,
        })),
      );
      const bare = cards.filter((c) => {
        const own = packages.get(c.name) ?? [...packages].find(([name]) => name.toLowerCase() === c.name.toLowerCase())?.[1];
        return !own || c.src !== thumb(own);
      });
      if (bare.length)
        process.stdout.write(
          `premium cards without their own picture (${size.name}): ${bare.map((c) => `${c.name} -> ${c.src}`).join('; ')}\n`,
        );
      await shotLoaded(page, screen('premium-shop'));

      // Travel: the regions and the grounds of the current region.
      await visit('/travel', () => page.getByTestId('ground-card').first().waitFor({ timeout: 15_000 }));
      await checkArt(page, 'travel', 'main', {
        expected: [
          ...regions.map((r) => ({ kind: 'region' as const, name: r.name, imageId: r.imageId })),
          ...grounds.map((g) => ({ kind: 'ground' as const, name: g.name, imageId: g.imageId })),
        ],
        distinct: true,
        min: regions.length + grounds.length,
      });
      await shotLoaded(page, screen('travel'));

      // A letter with an attachment.
      await visit('/postservice', () => page.getByTestId('mail-row').first().waitFor({ timeout: 15_000 }));
      await page.getByTestId('mail-row').filter({ hasText: sender.name }).click();
      const letter = page.getByRole('article', { name: 'Mail' });
      await letter.getByText('A sample for your album.').waitFor();
      await checkArt(page, 'letter', 'article[aria-label="Mail"]', {
        expected: [{ kind: 'item', name: dust.name, imageId: catalogue.item.get(dust.name)! }],
      });
      await shotLoaded(page, screen('letter'));

      expect(errors).toEqual([]);
      await page.context().close();
    }, 360_000);
  }
});
