import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Locator, Page } from 'playwright-core';

export const baseUrl = () => process.env.E2E_BASE_URL as string;
export const screenshotDir = join(__dirname, '..', '..', 'screenshots');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium`);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** A page in a fresh context whose visitor already answered the cookie banner (the banner has its own test). */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 860 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'gtc_cookie', value: 'accepted', url: baseUrl() }]);
  return context.newPage();
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Waits for a caught mail to `to` whose text matches `pattern`; returns the first capture group. */
export async function mailLink(to: string, pattern: RegExp, ms = 10_000): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR as string;
  const until = Date.now() + ms;
  for (;;) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string[]; raw: string };
      const match = mail.to.includes(to) ? pattern.exec(mail.raw) : null;
      if (match) return match[1];
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Logs in through the API (as the client does) and returns the token. */
export async function apiLogin(username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: sha256(password) }).toString(),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login of ${username} failed`);
  return body.access_token;
}

export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
}

/** Polls `probe` until it holds (navigations in between are fine). */
export async function until(probe: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      /* page in the middle of a navigation */
    }
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Types a search into a back-office picker popup and waits for its answer. Until it comes (300 ms of debounce, then
 * the request), the popup lists the unfiltered first page, and the answer replaces that list: a click aimed at a row
 * of the old list could land on the new one's empty space, and the popup then stayed open.
 */
export async function searchPicker(picker: Locator, term: string): Promise<void> {
  await picker.getByLabel('Search').fill(term);
  const names = picker.locator('.MuiListItemText-primary');
  await until(async () => {
    const shown = await names.allInnerTexts();
    return shown.length > 0 && shown.every((name) => name.toLowerCase().includes(term.toLowerCase()));
  });
}

/**
 * A fresh player, registered and activated through the API and the mailed link (as a real newcomer): it holds the
 * demo starter kit. Answers its name, token and id.
 */
export async function freshPlayer(prefix = 'hunter'): Promise<{ name: string; token: string; id: string }> {
  const name = unique(prefix);
  const email = `${name}@example.com`;
  const res = await fetch(`${baseUrl()}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: name, password: sha256('secret12'), email }).toString(),
  });
  if (res.status !== 200) throw new Error(`register ${name}: ${res.status}`);
  const secret = await mailLink(email, /\/activateAccount\/([\w-]+)/);
  const activated = await fetch(`${baseUrl()}/api/user/ActivateAccount/${secret}`);
  if (activated.status !== 200) throw new Error(`activate ${name}: ${activated.status}`);
  const token = await apiLogin(name, 'secret12');
  const me = await api<{ id: string }>('/api/clientUser/getme', token);
  return { name, token, id: me.body.id };
}

// ---------------------------------------------------------------------------------------------------------------
// Back office helpers (admin-*.e2e.ts)

/** `fetch` on the API with a bearer token; JSON bodies are sent as JSON. Answers status and parsed body. */
export async function api<T = any>(
  path: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T };
}

/** A page whose localStorage already holds `token` (the back office and the game share it). */
export async function newPageWithToken(browser: Browser, token: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    storageState: { cookies: [], origins: [{ origin: baseUrl(), localStorage: [{ name: 'token', value: token }] }] },
  });
  await context.addCookies([{ name: 'gtc_cookie', value: 'accepted', url: baseUrl() }]);
  return context.newPage();
}

/** Signed in as admin through the API, on the back office page `route` (react-admin hash route, e.g. 'news'). */
export async function openAdmin(browser: Browser, route = ''): Promise<{ page: Page; token: string; errors: string[] }> {
  const token = await apiLogin('admin', 'admin');
  const page = await newPageWithToken(browser, token);
  const errors = watchServerErrors(page);
  await page.goto(`${baseUrl()}/admin/#/${route}`);
  await page.getByRole('menuitem', { name: 'news' }).waitFor();
  return { page, token, errors };
}

/** Collects API answers of 500 and above (an API bug, never the UI's business) for an assertion at the end. */
export function watchServerErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500 && response.url().includes('/api/'))
      errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return errors;
}

/** react-admin's error notification (a snackbar with the class RaNotification-error). */
export function errorNotification(page: Page) {
  return page.locator('.RaNotification-error');
}

/** The back office's detail column (the right-hand card of the master-detail layout). */
export function adminDetail(page: Page) {
  return page
    .locator('.MuiCard-root')
    .filter({ has: page.locator('form') })
    .first();
}

/** Answers the next window.confirm (the German delete confirmation) with OK and returns its text. */
export function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const text = dialog.message();
      void dialog.accept().then(() => resolve(text));
    });
  });
}

/** A small valid PNG (sharp is installed with the API's thumbnail maker). */
export async function pngBytes(color = '#6a3', size = 64): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .png()
    .toBuffer();
}

/**
 * Screenshot of a back office page taken from the top: react-admin hides its app bar on scroll and sticks table
 * headers, which a full-page shot of a scrolled page shows in odd places. Dialogs are shot as the viewport.
 */
export async function adminShot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!fullPage) {
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
    return;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  await shot(page, name);
}
