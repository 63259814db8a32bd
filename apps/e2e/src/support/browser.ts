import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';

export const baseUrl = () => process.env.E2E_BASE_URL as string;
export const screenshotDir = join(__dirname, '..', '..', 'screenshots');

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
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
