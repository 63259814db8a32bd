import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(__dirname, 'use-case.mjs');
const repo = join(__dirname, '..', '..');

function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'grimhunt-gen-'));
  mkdirSync(join(root, 'libs/api/economy/src'), { recursive: true });
  mkdirSync(join(root, 'apps/api/src/migrations'), { recursive: true });
  copyFileSync(join(repo, 'libs/api/economy/src/economy.module.ts'), join(root, 'libs/api/economy/src/economy.module.ts'));
  return root;
}

const run = (root: string, ...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' });

describe('npm run g:use-case', () => {
  let root: string;
  beforeEach(() => {
    root = workspace();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates the use-case folder, port, adapter, migration and tests, and wires the module', () => {
    const result = run(root, 'economy', 'claim-daily-bonus');
    expect(result.status).toBe(0);
    for (const path of [
      'libs/api/economy/src/application/commands/claim-daily-bonus/claim-daily-bonus.handler.ts',
      'libs/api/economy/src/application/commands/claim-daily-bonus/claim-daily-bonus.handler.spec.ts',
      'libs/api/economy/src/domain/claim-daily-bonus.ts',
      'libs/api/economy/src/domain/claim-daily-bonus.spec.ts',
      'libs/api/economy/src/application/ports/claim-daily-bonus.store.port.ts',
      'libs/api/economy/src/infrastructure/persistence/typeorm-claim-daily-bonus.store.ts',
      'apps/api/src/economy/claim-daily-bonus.int-spec.ts',
    ]) {
      expect(existsSync(join(root, path))).toBe(true);
    }
    const [migration] = readdirSync(join(root, 'apps/api/src/migrations'));
    expect(migration).toMatch(/^\d{13}-economy-claim-daily-bonus\.ts$/);
    const wired = readFileSync(join(root, 'libs/api/economy/src/economy.module.ts'), 'utf8');
    expect(wired).toContain("import { ClaimDailyBonusHandler } from './application/commands/claim-daily-bonus/claim-daily-bonus.handler';");
    expect(wired).toMatch(
      /providers: \[\n {4}ClaimDailyBonusHandler,\n {4}\{ provide: CLAIM_DAILY_BONUS_STORE, useClass: TypeOrmClaimDailyBonusStore \},/,
    );
    // The tests it writes fail until filled in.
    expect(readFileSync(join(root, 'apps/api/src/economy/claim-daily-bonus.int-spec.ts'), 'utf8')).toContain(
      "toBe('the route of claim-daily-bonus')",
    );
    expect(result.stdout).toContain('left to do');
  });

  it('names the migration with --timestamp, and its integration test starts the app with a fixed clock', () => {
    expect(run(root, 'economy', 'claim-weekly-bonus', '--timestamp', '1767225600000').status).toBe(0);
    expect(readdirSync(join(root, 'apps/api/src/migrations'))).toEqual(['1767225600000-economy-claim-weekly-bonus.ts']);
    const migration = readFileSync(join(root, 'apps/api/src/migrations/1767225600000-economy-claim-weekly-bonus.ts'), 'utf8');
    expect(migration).toContain('export class EconomyClaimWeeklyBonus1767225600000 implements MigrationInterface');
    const intSpec = readFileSync(join(root, 'apps/api/src/economy/claim-weekly-bonus.int-spec.ts'), 'utf8');
    expect(intSpec).toContain("import { fixedClock } from '@grimhunt/testing';");
    expect(intSpec).toContain('t = await startTestApp({ clock });');

    expect(run(root, 'economy', 'claim-monthly-bonus', '--timestamp=1767225600001').status).toBe(0);
    expect(existsSync(join(root, 'apps/api/src/migrations/1767225600001-economy-claim-monthly-bonus.ts'))).toBe(true);
  });

  it('refuses a --timestamp that is not 13 digits, writing nothing', () => {
    for (const bad of [['--timestamp', '2026-01-01'], ['--timestamp'], ['--timestamp=17672256']]) {
      const result = run(root, 'economy', 'claim-bonus', ...bad);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('--timestamp must be 13 digits');
    }
    expect(readdirSync(join(root, 'apps/api/src/migrations'))).toEqual([]);
    expect(existsSync(join(root, 'libs/api/economy/src/application/commands/claim-bonus'))).toBe(false);
  });

  it('puts queries under queries/ and can leave the store out', () => {
    expect(run(root, 'economy', 'show-bonus', '--query', '--no-store').status).toBe(0);
    expect(existsSync(join(root, 'libs/api/economy/src/application/queries/show-bonus/show-bonus.handler.ts'))).toBe(true);
    expect(readdirSync(join(root, 'apps/api/src/migrations'))).toEqual([]);
  });

  it('refuses bad names, unknown contexts and overwriting, writing nothing', () => {
    expect(run(root, 'economy', 'ClaimBonus').status).toBe(1);
    expect(run(root, 'nowhere', 'claim-bonus').stderr).toContain('no context "nowhere"');
    expect(run(root, 'economy', 'claim-bonus').status).toBe(0);
    const before = readFileSync(join(root, 'libs/api/economy/src/economy.module.ts'), 'utf8');
    const again = run(root, 'economy', 'claim-bonus');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('exists already');
    expect(readFileSync(join(root, 'libs/api/economy/src/economy.module.ts'), 'utf8')).toBe(before);
    expect(run(root).status).toBe(2);
  });
});
