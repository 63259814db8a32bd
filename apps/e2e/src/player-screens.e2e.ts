import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Browser } from 'playwright-core';
import { baseUrl, freshPlayer, launch, newPage, newPageWithToken, shot, watchServerErrors } from './support/browser';

/** The two sizes every player screen is checked at: a laptop and a phone. */
const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Every player screen a signed-in hunter can open, with a heading that proves it rendered. */
const GAME_SCREENS: { path: string; name: string; heading: RegExp }[] = [
  { path: '/', name: 'home', heading: /Latest from your journal/ },
  { path: '/journal', name: 'journal', heading: /^Journal$/ },
  { path: '/travel', name: 'travel', heading: /^Travel$/ },
  { path: '/inventory', name: 'inventory', heading: /^Inventory$/ },
  { path: '/equipment', name: 'equipment', heading: /^Equipment$/ },
  { path: '/grimoire', name: 'album', heading: /^Album$/ },
  { path: '/glossary', name: 'glossary', heading: /^Glossary$/ },
  { path: '/ladder', name: 'ladder', heading: /^Ladder$/ },
  { path: '/office', name: 'office', heading: /Office/ },
  { path: '/bar', name: 'bar', heading: /Bar/ },
  { path: '/pet', name: 'pet-shop', heading: /Pet/ },
  { path: '/laboratory', name: 'laboratory', heading: /Laboratory/ },
  { path: '/qsec', name: 'q-section', heading: /Q-Section|Q Section/ },
  { path: '/exhibition', name: 'exhibition', heading: /^Exhibition$/ },
  { path: '/postservice', name: 'post-service', heading: /^Post Service$/ },
  { path: '/market', name: 'market', heading: /^Market$/ },
  { path: '/premiumShop', name: 'premium-shop', heading: /^Premium Shop$/ },
  { path: '/profile', name: 'profile', heading: /^Profile$/ },
];

const SIGNED_OUT: { path: string; name: string; heading: RegExp }[] = [
  { path: '/', name: 'landing', heading: /^Grimhunt$/ },
  { path: '/login', name: 'login', heading: /Enter the Hunt/ },
  { path: '/register', name: 'register', heading: /Join the Hunt/ },
  { path: '/story', name: 'story', heading: /./ },
  { path: '/imprint', name: 'imprint', heading: /Imprint/ },
];

describe('player screens at desktop and phone size', () => {
  let browser: Browser;
  beforeAll(async () => (browser = await launch()));
  afterAll(() => browser?.close());

  it('signed out, / is the landing (countdowns or Play now, LOGIN, the story, community), and the service worker registers', async () => {
    const page = await newPage(browser, SIZES[0].viewport);
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { name: 'Grimhunt', exact: true }).waitFor();
    await page.getByRole('link', { name: 'LOGIN' }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Enter the Hunt' }).count()).toBe(0);
    const active = await page.evaluate(async () => {
      const registration = await Promise.race([
        navigator.serviceWorker.ready,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
      ]);
      return registration?.active?.scriptURL ?? null;
    });
    expect(active).toBe(`${baseUrl()}/sw.js`);
    const apple = await page.request.get(`${baseUrl()}/apple-touch-icon.png`);
    expect(apple.status()).toBe(200);
    expect(apple.headers()['content-type']).toMatch(/^image\/png/);
    await page.context().close();
  });

  it('the music track answers audio, not the app page, when the build has one', async () => {
    const built = existsSync(join(__dirname, '..', '..', '..', 'dist', 'apps', 'player', 'music', 'grimhunt-theme.mp3'));
    const res = await fetch(`${baseUrl()}/music/grimhunt-theme.mp3`);
    if (built) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^audio\//);
    } else {
      // No track in this build: it must not pretend, so the player can say "No music".
      expect(res.headers.get('content-type') ?? '').not.toMatch(/^audio\//);
    }
  });

  for (const size of SIZES) {
    it(`signed-out pages at ${size.name} size`, async () => {
      const page = await newPage(browser, size.viewport);
      for (const screen of SIGNED_OUT) {
        await page.goto(`${baseUrl()}${screen.path}`);
        await page.getByRole('heading', { name: screen.heading }).first().waitFor();
        await shot(page, `player-${size.name}-${screen.name}`);
      }
      await page.context().close();
    });

    it(`every game screen at ${size.name} size`, async () => {
      const hunter = await freshPlayer('screens');
      const page = await newPageWithToken(browser, hunter.token, size.viewport);
      const errors = watchServerErrors(page);
      await page.context().addCookies([{ name: 'hasSeenWelcome', value: 'true', url: baseUrl() }]);
      for (const screen of GAME_SCREENS) {
        await page.goto(`${baseUrl()}${screen.path}`);
        await page.getByRole('heading', { name: screen.heading }).first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await shot(page, `player-${size.name}-${screen.name}`);
        // Nothing may stick out sideways (the top bar once did at 1366 px).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ screen: screen.name, overflow }).toEqual({ screen: screen.name, overflow: 0 });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
