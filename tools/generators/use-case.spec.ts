import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(__dirname, 'use-case.mjs');
const repo = join(__dirname, '..', '..');

function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'grimhunt-gen-'));
  mkdirSync(join(root, 'libs/api/economy/src'), { recursive: true });
  mkdirSync(join(root, 'libs/api/economy/src/migrations'), { recursive: true });
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

  it('creates the use-case folder, port, adapter, migration (when asked) and tests, and wires the module', () => {
    const result = run(root, 'economy', 'claim-daily-bonus', '--migration');
    expect(result.status).toBe(0);
    for (const path of [
      'libs/api/economy/src/application/commands/claim-daily-bonus/claim-daily-bonus.handler.ts',
      'libs/api/economy/src/application/commands/claim-daily-bonus/claim-daily-bonus.handler.spec.ts',
      'libs/api/economy/src/domain/claim-daily-bonus.ts',
      'libs/api/economy/src/domain/claim-daily-bonus.spec.ts',
      'libs/api/economy/src/application/ports/claim-daily-bonus.store.port.ts',
      'libs/api/economy/src/infrastructure/persistence/typeorm-claim-daily-bonus.store.ts',
      'libs/api/economy/test/claim-daily-bonus.int-spec.ts',
    ]) {
      expect(existsSync(join(root, path))).toBe(true);
    }
    const [migration] = readdirSync(join(root, 'libs/api/economy/src/migrations'));
    expect(migration).toMatch(/^\d{13}-economy-claim-daily-bonus\.ts$/);
    const wired = readFileSync(join(root, 'libs/api/economy/src/economy.module.ts'), 'utf8');
    expect(wired).toContain("import { ClaimDailyBonusHandler } from './application/commands/claim-daily-bonus/claim-daily-bonus.handler';");
    expect(wired).toMatch(
      /providers: \[\n {4}ClaimDailyBonusHandler,\n {4}\{ provide: CLAIM_DAILY_BONUS_STORE, useClass: TypeOrmClaimDailyBonusStore \},/,
    );
    // The tests it writes fail until filled in.
    expect(readFileSync(join(root, 'libs/api/economy/test/claim-daily-bonus.int-spec.ts'), 'utf8')).toContain(
      "toBe('the route of claim-daily-bonus')",
    );
    expect(result.stdout).toContain('left to do');
  });

  it('names the migration with --timestamp, and its integration test starts the app with a fixed clock', () => {
    expect(run(root, 'economy', 'claim-weekly-bonus', '--migration', '--timestamp', '1767225600000').status).toBe(0);
    expect(readdirSync(join(root, 'libs/api/economy/src/migrations'))).toEqual(['1767225600000-economy-claim-weekly-bonus.ts']);
    const migration = readFileSync(join(root, 'libs/api/economy/src/migrations/1767225600000-economy-claim-weekly-bonus.ts'), 'utf8');
    expect(migration).toContain('export class EconomyClaimWeeklyBonus1767225600000 implements MigrationInterface');
    const intSpec = readFileSync(join(root, 'libs/api/economy/test/claim-weekly-bonus.int-spec.ts'), 'utf8');
    expect(intSpec).toContain("import { fixedClock } from '@grimhunt/testing';");
    expect(intSpec).toContain('t = await startTestApp({ clock });');

    expect(run(root, 'economy', 'claim-monthly-bonus', '--migration', '--timestamp=1767225600001').status).toBe(0);
    expect(existsSync(join(root, 'libs/api/economy/src/migrations/1767225600001-economy-claim-monthly-bonus.ts'))).toBe(true);
  });

  it('refuses a --timestamp that is not 13 digits, writing nothing', () => {
    for (const bad of [['--timestamp', '2026-01-01'], ['--timestamp'], ['--timestamp=17672256']]) {
      const result = run(root, 'economy', 'claim-bonus', '--migration', ...bad);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('--timestamp must be 13 digits');
    }
    expect(readdirSync(join(root, 'libs/api/economy/src/migrations'))).toEqual([]);
    expect(existsSync(join(root, 'libs/api/economy/src/application/commands/claim-bonus'))).toBe(false);
  });

  it('puts queries under queries/ and can leave the store out', () => {
    expect(run(root, 'economy', 'show-bonus', '--query', '--no-store').status).toBe(0);
    expect(existsSync(join(root, 'libs/api/economy/src/application/queries/show-bonus/show-bonus.handler.ts'))).toBe(true);
    expect(readdirSync(join(root, 'libs/api/economy/src/migrations'))).toEqual([]);
  });

  it('writes no migration unless asked', () => {
    expect(run(root, 'economy', 'claim-bonus').status).toBe(0);
    expect(readdirSync(join(root, 'libs/api/economy/src/migrations'))).toEqual([]);
    expect(existsSync(join(root, 'libs/api/economy/src/application/ports/claim-bonus.store.port.ts'))).toBe(true);
  });

  it('uses an existing port with --store, and leaves out the domain rule and the HTTP test when told', () => {
    mkdirSync(join(root, 'libs/api/economy/src/application/ports'), { recursive: true });
    writeFileSync(
      join(root, 'libs/api/economy/src/application/ports/friends.store.port.ts'),
      "import { Tx } from '@grimhunt/api-kernel';\n\nexport interface FriendsStore {\n  befriend(tx: Tx, a: string, b: string): Promise<boolean>;\n  unfriend(tx: Tx, a: string, b: string): Promise<void>;\n}\nexport const FRIENDS_STORE = Symbol('FRIENDS_STORE');\n",
    );
    const before = readFileSync(join(root, 'libs/api/economy/src/economy.module.ts'), 'utf8');
    const result = run(root, 'economy', 'accept-friend', '--store', 'friends.store', '--no-domain', '--no-int-spec');
    expect(result.status).toBe(0);
    const handler = readFileSync(join(root, 'libs/api/economy/src/application/commands/accept-friend/accept-friend.handler.ts'), 'utf8');
    expect(handler).toContain("import { FRIENDS_STORE, FriendsStore } from '../../ports/friends.store.port';");
    expect(handler).toContain('@Inject(FRIENDS_STORE) protected readonly store: FriendsStore,');
    expect(handler).toContain('befriend, unfriend');
    expect(handler).not.toContain('decide');
    expect(existsSync(join(root, 'libs/api/economy/src/domain/accept-friend.ts'))).toBe(false);
    expect(existsSync(join(root, 'libs/api/economy/src/application/ports/accept-friend.store.port.ts'))).toBe(false);
    expect(existsSync(join(root, 'libs/api/economy/test/accept-friend.int-spec.ts'))).toBe(false);
    expect(readdirSync(join(root, 'libs/api/economy/src/migrations'))).toEqual([]);
    const wired = readFileSync(join(root, 'libs/api/economy/src/economy.module.ts'), 'utf8');
    expect(wired).toContain('AcceptFriendHandler,');
    expect(wired).not.toContain('useClass: TypeOrmFriendsStore'); // the existing port is bound already
    expect(wired.length).toBeGreaterThan(before.length);

    const missing = run(root, 'economy', 'decline-friend', '--store', 'enemies.store');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no port "enemies.store"');
    expect(run(root, 'economy', 'x-friend', '--store', 'friends.store', '--migration').stderr).toContain('--migration makes the table');
    expect(run(root, 'economy', 'y-friend', '--bogus').status).toBe(2);
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
