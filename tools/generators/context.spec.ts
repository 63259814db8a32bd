import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CENTRAL, copyWorkspace, MENUS, read, repo } from './generator-workspace';

const script = join(__dirname, 'context.mjs');

function workspace(): string {
  return copyWorkspace('grimhunt-gen-context-', [...CENTRAL, ...MENUS]);
}

const run = (root: string, ...args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' });

describe('npm run g:context', () => {
  let root: string;
  beforeEach(() => {
    root = workspace();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates the context with an example at every level and wires it into every central list', () => {
    const result = run(root, 'guild-hall');
    expect(result.status).toBe(0);
    for (const path of [
      'libs/api/guild-hall/project.json',
      'libs/api/guild-hall/README.md',
      'libs/api/guild-hall/src/index.ts',
      'libs/api/guild-hall/src/guild-hall.module.ts',
      'libs/api/guild-hall/src/application/queries/get-guild-hall/get-guild-hall.handler.ts',
      'libs/api/guild-hall/src/infrastructure/http/guild-hall.controller.ts',
      'libs/api/guild-hall/src/infrastructure/http/guild-hall-admin.controller.ts',
      'libs/contracts/src/guild-hall/guild-hall.contracts.ts',
      'libs/api/guild-hall/test/guild-hall.int-spec.ts',
      'apps/player/src/features/guild-hall/api/guild-hall-api.ts',
      'apps/player/src/features/guild-hall/components/guild-hall-panel.tsx',
      'apps/player/src/app/routes/game/guild-hall.tsx',
      'apps/player/src/app/routes/game/__tests__/guild-hall.spec.tsx',
      'apps/admin/src/resources/guild-hall/index.ts',
      'apps/admin/src/resources/guild-hall/guild-hall-resource.spec.ts',
    ]) {
      expect(existsSync(join(root, path))).toBe(true);
    }
    expect(JSON.parse(read(root, 'libs/api/guild-hall/project.json')).tags).toEqual(['scope:api', 'type:context']);
    // The player routes carry the context's own rate limit, named after it: no central list of rules to edit.
    const controller = read(root, 'libs/api/guild-hall/src/infrastructure/http/guild-hall.controller.ts');
    expect(controller).toContain(
      "const GUILD_HALL_RATE_LIMIT: RateLimitRule = { name: 'guild-hall', limit: 120, windowSeconds: 60, per: 'user' };",
    );
    expect(controller).toContain('@RateLimit(GUILD_HALL_RATE_LIMIT)\nexport class GuildHallController {');
    // The context's integration test reaches its own code through ../src and every shared helper through the kit.
    const intSpec = read(root, 'libs/api/guild-hall/test/guild-hall.int-spec.ts');
    expect(intSpec).toContain("import { newPlayer, secondServer, startTestApp, TestApp } from '@grimhunt/api-testing';");
    // One HTTP test file per context, with a second API process on the same database ready for the race tests.
    expect(intSpec).toContain('b = await secondServer(t, { clock });');
    expect(intSpec).toContain("await b.http.get('/api/guild-hall/mine', p.token)");
    expect([...intSpec.matchAll(/from '(\.[^']*)'/g)].map((m) => m[1]).filter((path) => !path.startsWith('../src'))).toEqual([]);

    const tsconfig = JSON.parse(read(root, 'tsconfig.base.json'));
    expect(tsconfig.compilerOptions.paths['@grimhunt/api-guild-hall']).toEqual(['libs/api/guild-hall/src/index.ts']);
    expect(tsconfig.compilerOptions.paths['@grimhunt/api-hunt']).toEqual(['libs/api/hunt/src/index.ts']);

    const appModule = read(root, 'apps/api/src/app.module.ts');
    expect(appModule).toContain("import { GuildHallModule } from '@grimhunt/api-guild-hall';");
    expect(appModule).toMatch(/\n {8}GuildHallModule,\n {6}\],\n {6}controllers:/);
    expect(read(root, 'libs/contracts/src/index.ts')).toMatch(/export \* from '\.\/guild-hall\/guild-hall\.contracts';\n$/);
    expect(read(root, 'apps/player/src/config/paths.ts')).toContain(
      "    guildHall: { path: '/guild-hall', getHref: () => '/guild-hall' },\n  },\n} as const;",
    );
    const signedIn = read(root, 'apps/player/src/app/routes/signed-in.tsx');
    expect(signedIn).toContain("const GuildHallRoute = lazyNamed(() => import('./game/guild-hall'), 'GuildHallRoute');");
    expect(signedIn).toContain('  guildHall: <GuildHallRoute />,\n};');
    expect(read(root, 'apps/player/src/lib/query-keys.ts')).toContain("  guildHall: ['guild-hall'],\n}");
    const admin = read(root, 'apps/admin/src/app.tsx');
    expect(admin).toContain("import { guildHallResource } from './resources/guild-hall';");
    expect(admin).toContain('<Resource name="guildhall" {...guildHallResource} />');
    expect(result.stdout).toContain('wired into:');
  });

  it('leaves the menus alone unless told, and names the example to fill in', () => {
    const result = run(root, 'guild-hall');
    expect(MENUS.map((path) => read(root, path))).toEqual(MENUS.map((path) => readFileSync(join(repo, path), 'utf8')));
    expect(result.stdout).toContain('npm run g:context -- guild-hall --menu would have added them');
    expect(result.stdout).toContain(
      "libs/api/guild-hall/src/application/queries/get-guild-hall/get-guild-hall.handler.ts: the screen's read",
    );
    expect(result.stdout).toContain('apps/player/src/features/guild-hall/api/guild-hall-api.ts (the feature');
    expect(result.stdout).toContain('--new-store guild-hall.store --migration');
    expect(result.stdout).toContain('--admin-list <table>');
  });

  it('adds the screen to the player menus and the resource to the back-office menu with --menu', () => {
    const result = run(root, 'guild-hall', '--menu');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('apps/player/src/config/menus.ts');
    const menus = read(root, 'apps/player/src/config/menus.ts');
    const list = (name: string) =>
      menus.slice(menus.indexOf(`export const ${name}`), menus.indexOf('\n];', menus.indexOf(`export const ${name}`)));
    expect(list('COMMUNITY_MENU')).toMatch(/\{ label: 'Guild Hall', href: paths\.game\.guildHall\.getHref\(\) \},$/);
    expect(list('SIDEBAR_MENU')).toMatch(/\{ label: 'GUILD HALL', href: paths\.game\.guildHall\.getHref\(\) \},$/);
    const adminMenu = read(root, 'apps/admin/src/components/layout/app-menu.tsx');
    expect(adminMenu).toContain("import ExtensionIcon from '@mui/icons-material/Extension';");
    expect(adminMenu).toMatch(/\{ to: '\/guildhall', label: 'guild hall', icon: <ExtensionIcon \/> \},\n\];/);
    expect(run(root, 'guild-vault', '--menu').status).toBe(0);
    expect(read(root, 'apps/admin/src/components/layout/app-menu.tsx').match(/import ExtensionIcon/g)).toHaveLength(1);
    expect(run(root, '--menu').status).toBe(2);
  });

  it('writes files that pass prettier --check as they are, for a short name and a long one', () => {
    expect(run(root, 'oaths').status).toBe(0);
    expect(run(root, 'midnight-guild-hall').status).toBe(0);
    const written = ['oaths', 'midnight-guild-hall'].flatMap((name) => [
      `apps/player/src/features/${name}/api/${name}-api.ts`,
      `apps/player/src/features/${name}/components/${name}-panel.tsx`,
      `libs/api/${name}/test/${name}.int-spec.ts`,
      `libs/api/${name}/src/infrastructure/http/${name}.controller.ts`,
      `libs/contracts/src/${name}/${name}.contracts.ts`,
    ]);
    const check = spawnSync(
      process.execPath,
      [
        require.resolve('prettier/bin/prettier.cjs'),
        '--config',
        join(repo, '.prettierrc.json'),
        '--check',
        ...written.map((p) => join(root, p)),
      ],
      // From the workspace: run from the repository, Prettier passes files outside its folder unchecked.
      { cwd: root, encoding: 'utf8' },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('makes a second context beside the first', () => {
    expect(run(root, 'guild-hall').status).toBe(0);
    expect(run(root, 'guild-vault').status).toBe(0);
    const tsconfig = JSON.parse(read(root, 'tsconfig.base.json'));
    expect(Object.keys(tsconfig.compilerOptions.paths).slice(-2)).toEqual(['@grimhunt/api-guild-hall', '@grimhunt/api-guild-vault']);
    expect(read(root, 'apps/api/src/app.module.ts')).toMatch(/GuildHallModule,\n {8}GuildVaultModule,\n {6}\],/);
  });

  it('refuses bad and reserved names and an existing context, writing nothing', () => {
    const before = CENTRAL.map((path) => read(root, path));
    for (const bad of ['GuildHall', 'guild_hall', '9lives', 'kernel']) {
      const result = run(root, bad);
      expect(result.status).toBe(1);
    }
    expect(run(root).status).toBe(2);
    expect(CENTRAL.map((path) => read(root, path))).toEqual(before);
    expect(existsSync(join(root, 'libs/api'))).toBe(false);

    const wired = run(root, 'hunt'); // no folder in this workspace, but its alias is in tsconfig.base.json
    expect(wired.status).toBe(1);
    expect(wired.stderr).toContain('is wired already');
    expect(CENTRAL.map((path) => read(root, path))).toEqual(before);

    mkdirSync(join(root, 'libs/api/mail'), { recursive: true });
    const again = run(root, 'mail');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('exists already');
    expect(CENTRAL.map((path) => read(root, path))).toEqual(before);
  });

  it('writes nothing when a central file cannot be edited', () => {
    writeFileSync(join(root, 'apps/admin/src/app.tsx'), 'export const App = () => null;\n');
    const result = run(root, 'guild-hall');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('cannot find where to add the resource import');
    expect(existsSync(join(root, 'libs/api/guild-hall'))).toBe(false);
    expect(read(root, 'tsconfig.base.json')).toBe(readFileSync(join(repo, 'tsconfig.base.json'), 'utf8'));
  });
});
