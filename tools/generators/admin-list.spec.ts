import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CENTRAL, copyWorkspace, read, repo } from './generator-workspace';

const MIGRATION = `import { MigrationInterface, QueryRunner } from 'typeorm';

export class GuildHallOaths1767225600000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(\`CREATE TABLE guild_hall_oath (
      id uuid PRIMARY KEY,
      sworn_by uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
      witness_id uuid REFERENCES user_account (id),
      words text NOT NULL,
      stakes integer NOT NULL CHECK (stakes BETWEEN 1 AND 10),
      kept boolean NOT NULL DEFAULT false,
      day date NOT NULL,
      sworn_at timestamptz NOT NULL,
      UNIQUE (sworn_by, day),
      CHECK (sworn_by <> witness_id)
    )\`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(\`DROP TABLE guild_hall_oath\`);
  }
}
`;

const node = (root: string, script: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(__dirname, script), ...args], { cwd: root, encoding: 'utf8' });

const HANDLER = 'libs/api/guild-hall/src/application/queries/list-oaths/list-oaths.handler.ts';
const PORT = 'libs/api/guild-hall/src/application/ports/list-oaths.reader.port.ts';
const ADAPTER = 'libs/api/guild-hall/src/infrastructure/persistence/typeorm-list-oaths.reader.ts';
const CONTROLLER = 'libs/api/guild-hall/src/infrastructure/http/guild-hall-admin.controller.ts';
const CONTRACT = 'libs/contracts/src/guild-hall/guild-hall.contracts.ts';
const LIST = 'apps/admin/src/resources/guild-hall/guild-hall-list.tsx';
const MODULE = 'libs/api/guild-hall/src/guild-hall.module.ts';

describe('npm run g:use-case -- <context> <name> --admin-list <table>', () => {
  let root: string;
  beforeEach(() => {
    root = copyWorkspace('grimhunt-gen-admin-', CENTRAL);
    expect(node(root, 'context.mjs', 'guild-hall').status).toBe(0);
    mkdirSync(join(root, 'libs/api/guild-hall/src/migrations'), { recursive: true });
    writeFileSync(join(root, 'libs/api/guild-hall/src/migrations/1767225600000-guild-hall-oaths.ts'), MIGRATION);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("writes the list complete from the table's columns and replaces g:context's placeholders", () => {
    const result = node(root, 'use-case.mjs', 'guild-hall', 'list-oaths', '--admin-list', 'guild_hall_oath');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    // The row type of the contract: every column, a name beside each player column, nullable where the table is.
    expect(read(root, CONTRACT)).toContain(`export interface GuildHallAdminRowDto {
  id: string;
  swornBy: string;
  swornByName: string;
  witnessId: string | null;
  witnessName: string;
  words: string;
  stakes: number;
  kept: boolean;
  day: string;
  swornAt: string;
}`);
    // The port owns its row type (times as Date); the adapter's SQL reads only the table's own columns, casts the date
    // to text, filters by any player column and declares that it spans players.
    expect(read(root, PORT)).toContain('swornAt: Date;');
    expect(read(root, PORT)).toContain("sort: 'id' | 'swornBy' | 'witnessId' | 'words' | 'stakes' | 'day' | 'swornAt';");
    const adapter = read(root, ADAPTER);
    expect(adapter).toContain("const COLUMNS = 'id, sworn_by, witness_id, words, stakes, kept, day::text AS day, sworn_at';");
    expect(adapter).toContain("'WHERE sworn_by = $1 OR witness_id = $1'");
    expect(adapter).toContain('// Spans players (guild_hall_oath): the back office lists the rows of every player (an admin screen)');
    const handler = read(root, HANDLER);
    expect(handler).toContain(
      "if (playerId !== undefined && !isUuid(playerId)) throw new ValidationError('playerId must be a player id');",
    );
    expect(handler).toContain('swornAt: r.swornAt.toISOString()');
    expect(handler).toContain("witnessName: names.get(r.witnessId ?? '') ?? ''");
    const controller = read(root, CONTROLLER);
    expect(controller).toContain('constructor(private readonly rows: ListOathsHandler) {}');
    expect(controller).toContain("filterable: ['playerId']");
    expect(controller).toContain("defaultSort: 'id'");
    const list = read(root, LIST);
    expect(list).toContain('<TextField source="swornByName" label="Sworn By Name" />');
    expect(list).toContain('<DateField source="swornAt" label="Sworn At" showTime />');
    expect(list).toContain('<BooleanField source="kept" label="Kept" />');
    expect(list).toContain('<TextInput key="playerId" source="playerId" label="Player id" alwaysOn />');
    const wired = read(root, MODULE);
    expect(wired).toContain('{ provide: LIST_OATHS_READER, useClass: TypeOrmListOathsReader },');
    expect(wired).toContain("import { ListOathsHandler } from './application/queries/list-oaths/list-oaths.handler';");
    expect(result.stdout).toContain("replaced g:context's placeholders:");
    const check = spawnSync(
      process.execPath,
      [
        require.resolve('prettier/bin/prettier.cjs'),
        '--config',
        join(repo, '.prettierrc.json'),
        '--check',
        ...[HANDLER, PORT, ADAPTER, CONTROLLER, CONTRACT, LIST, MODULE].map((path) => join(root, path)),
      ],
      // From the workspace: run from the repository, Prettier passes files outside its folder unchecked.
      { cwd: root, encoding: 'utf8' },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('replaces nothing the team has changed, and refuses a table no migration of the context creates', () => {
    const contract = read(root, CONTRACT);
    writeFileSync(join(root, CONTROLLER), `${read(root, CONTROLLER)}\n// changed by the team\n`);
    const changed = node(root, 'use-case.mjs', 'guild-hall', 'list-oaths', '--admin-list', 'guild_hall_oath');
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain('is no longer what g:context wrote');
    expect([HANDLER, PORT, ADAPTER].some((path) => existsSync(join(root, path)))).toBe(false);
    expect(read(root, CONTRACT)).toBe(contract);

    const missing = node(root, 'use-case.mjs', 'guild-hall', 'list-vows', '--admin-list', 'guild_hall_vow');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no migration in libs/api/guild-hall/src/migrations/ creates guild_hall_vow');
    expect(node(root, 'use-case.mjs', 'guild-hall', 'list-oaths', '--admin-list', 'guild_hall_oath', '--query').status).toBe(2);
  });

  it('puts the HTTP cases of a use case into the context’s one test file, unless --int-spec asks for a file of its own', () => {
    const shared = node(root, 'use-case.mjs', 'guild-hall', 'swear-oath', '--no-store', '--no-domain', '--no-spec');
    expect(shared.status).toBe(0);
    expect(existsSync(join(root, 'libs/api/guild-hall/test/swear-oath.int-spec.ts'))).toBe(false);
    expect(shared.stdout).toContain("HTTP tests: add this use case's cases to libs/api/guild-hall/test/guild-hall.int-spec.ts");
    const own = node(root, 'use-case.mjs', 'guild-hall', 'break-oath', '--no-store', '--no-domain', '--no-spec', '--int-spec');
    expect(own.status).toBe(0);
    expect(existsSync(join(root, 'libs/api/guild-hall/test/break-oath.int-spec.ts'))).toBe(true);
  });
});
