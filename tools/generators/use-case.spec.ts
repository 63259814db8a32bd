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

  it('names a store shared by several use cases with --new-store, then reuses it with --store', () => {
    const first = run(root, 'economy', 'request-rival', '--new-store', 'rivals.store', '--migration', '--timestamp', '1767225600000');
    expect(first.status).toBe(0);
    const port = readFileSync(join(root, 'libs/api/economy/src/application/ports/rivals.store.port.ts'), 'utf8');
    expect(port).toContain('export interface RivalsStore {');
    expect(port).toContain("export const RIVALS_STORE = Symbol('RIVALS_STORE');");
    expect(existsSync(join(root, 'libs/api/economy/src/infrastructure/persistence/typeorm-rivals.store.ts'))).toBe(true);
    expect(existsSync(join(root, 'libs/api/economy/src/application/ports/request-rival.store.port.ts'))).toBe(false);
    expect(readFileSync(join(root, 'libs/api/economy/src/migrations/1767225600000-economy-request-rival.ts'), 'utf8')).toContain(
      'economy_rivals',
    );
    const wired = readFileSync(join(root, 'libs/api/economy/src/economy.module.ts'), 'utf8');
    expect(wired).toContain("import { TypeOrmRivalsStore } from './infrastructure/persistence/typeorm-rivals.store';");
    expect(wired).toContain('{ provide: RIVALS_STORE, useClass: TypeOrmRivalsStore },');

    expect(run(root, 'economy', 'answer-rival', '--store', 'rivals.store', '--no-domain').status).toBe(0);
    const answer = readFileSync(join(root, 'libs/api/economy/src/application/commands/answer-rival/answer-rival.handler.ts'), 'utf8');
    expect(answer).toContain("import { RIVALS_STORE, RivalsStore } from '../../ports/rivals.store.port';");
    expect(run(root, 'economy', 'name-rival', '--new-store', 'rivals.store').stderr).toContain('exists already');
    expect(run(root, 'economy', 'other-rival', '--new-store', 'Rivals').stderr).toContain('--new-store takes a kebab-case name');
    expect(run(root, 'economy', 'third-rival', '--new-store', 'x.store', '--store', 'rivals.store').stderr).toContain('leave out --store');
    expect(run(root, 'economy', 'fourth-rival', '--store', 'missing.store').stderr).toContain('--new-store missing.store');
    // A repository keeps its kind in its names.
    expect(run(root, 'economy', 'list-rivals', '--query', '--new-store', 'rival-admin.repository', '--no-domain').status).toBe(0);
    const repo = readFileSync(join(root, 'libs/api/economy/src/application/ports/rival-admin.repository.port.ts'), 'utf8');
    expect(repo).toContain('export interface RivalAdminRepository {');
    expect(repo).toContain('RIVAL_ADMIN_REPOSITORY');
  });

  it('writes a query without a transaction, and leaves its unit test out with --no-spec', () => {
    expect(run(root, 'economy', 'show-rivals', '--query', '--no-domain', '--no-spec', '--no-int-spec').status).toBe(0);
    const dir = 'libs/api/economy/src/application/queries/show-rivals';
    expect(readdirSync(join(root, dir))).toEqual(['show-rivals.handler.ts']);
    const handler = readFileSync(join(root, dir, 'show-rivals.handler.ts'), 'utf8');
    expect(handler).not.toContain('UNIT_OF_WORK');
    expect(handler).not.toContain('uow.run');
    expect(handler).toContain('no transaction, no lock');
    const command = run(root, 'economy', 'claim-rival', '--no-spec');
    expect(command.stdout).not.toContain('claim-rival.handler.spec.ts');
    expect(readFileSync(join(root, 'libs/api/economy/src/application/commands/claim-rival/claim-rival.handler.ts'), 'utf8')).toContain(
      'this.uow.run(',
    );
  });

  it("wires a context's one-line providers list as Prettier writes it", () => {
    const module = join(root, 'libs/api/economy/src/economy.module.ts');
    writeFileSync(
      module,
      "import { Module } from '@nestjs/common';\nimport { GetEconomyStatusHandler } from './application/queries/get-economy-status/get-economy-status.handler';\n\n@Module({\n  providers: [GetEconomyStatusHandler],\n})\nexport class EconomyModule {}\n",
    );
    expect(run(root, 'economy', 'claim-rival').status).toBe(0);
    const wired = readFileSync(module, 'utf8');
    expect(wired).toContain(
      '  providers: [ClaimRivalHandler, { provide: CLAIM_RIVAL_STORE, useClass: TypeOrmClaimRivalStore }, GetEconomyStatusHandler],',
    );
    const handler = join(root, 'libs/api/economy/src/application/commands/claim-rival/claim-rival.handler.ts');
    const check = spawnSync(
      process.execPath,
      [require.resolve('prettier/bin/prettier.cjs'), '--config', join(repo, '.prettierrc.json'), '--check', module, handler],
      // From the workspace: run from the repository, Prettier passes files outside its folder unchecked.
      { cwd: root, encoding: 'utf8' },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
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
