import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedTestServer } from './test-postgres';

/**
 * One PostgreSQL server per test run: Debian's or any other through DATABASE_URL, else an embedded
 * one in a fresh temporary folder. Suites create their own databases on it (`createTestDatabase`).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.GRIMHUNT_TEST_PG_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'grimhunt-test-'));
  const server = await startEmbeddedTestServer(dir);
  process.env.GRIMHUNT_TEST_PG_URL = server.url;
  (globalThis as Record<string, unknown>).__grimhuntTestPg = server;
}
