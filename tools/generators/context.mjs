#!/usr/bin/env node
// `npm run g:context -- <name>`: makes a new bounded context that compiles and is wired into every layer, with one
// passing example at each: the player screen's read `GET /api/<name>/mine` (answering, until the team fills it in,
// the caller and the server's time) and a back-office list `GET /api/<resource>` (API, HTTP test), their contract types, an empty player screen at `/<name>` with its component
// test, and an empty back-office resource with its test. The central lists are edited by this script, never by
// hand; with --menu it also adds the screen to the player's menus and the resource to the back office's menu. Use cases
// are added afterwards with `npm run g:use-case -- <name> <use-case>`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatFiles } from './format.mjs';

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const pascal = (kebab) =>
  kebab
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const camel = (kebab) => pascal(kebab)[0].toLowerCase() + pascal(kebab).slice(1);
const constant = (kebab) => kebab.replace(/-/g, '_').toUpperCase();
/** The back-office resource name: the API path segment, lower case without dashes like `itemtype` or `premiumpackage`. */
const resourceOf = (kebab) => kebab.replace(/-/g, '');
const title = (kebab) =>
  kebab
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/** The names a context is known by in every layer. */
export function namesOf(name) {
  return {
    name,
    Name: pascal(name),
    nameCamel: camel(name),
    NAME: constant(name),
    resource: resourceOf(name),
    Title: title(name),
    alias: `@grimhunt/api-${name}`,
  };
}

/** The files of a new context, by path (relative to the workspace root). */
export function planContext(name) {
  if (!KEBAB.test(name)) throw new Error(`the context name must be kebab-case (e.g. social or mirror-nights), got "${name}"`);
  if (['kernel', 'contracts', 'testing', 'api', 'player', 'admin'].includes(name)) throw new Error(`"${name}" is a reserved name`);
  const n = namesOf(name);
  const lib = `libs/api/${name}`;
  const files = new Map();

  files.set(
    `${lib}/project.json`,
    `{
  "$schema": "../../../node_modules/nx/schemas/project-schema.json",
  "name": "api-${name}",
  "projectType": "library",
  "sourceRoot": "${lib}/src",
  "tags": ["scope:api", "type:context"]
}
`,
  );
  files.set(
    `${lib}/README.md`,
    `# ${n.Title}

## How this context is laid out

- \`src/${name}.module.ts\`: binds ports to adapters, lists handlers and controllers; \`src/index.ts\` exports the module
  (and later the facades other contexts may call).
- Use cases: \`application/queries/get-${name}\` (the screen's read; the generator made it answer the caller and the
  server's time until it is filled in); others come from \`npm run g:use-case -- ${name} <use-case>\`.
- Routes: \`GET /api/${name}/mine\` (players), \`GET /api/${n.resource}\` (admins, simple-rest list of the back office).
- Tables: none yet. A migration \`libs/api/${name}/src/migrations/<timestamp>-${name}-<what>.ts\` makes this context their owner.
- Tests: rule specs beside the rules; every HTTP test, the race across two API processes included, in
  \`libs/api/${name}/test/${name}.int-spec.ts\`.
`,
  );
  files.set(`${lib}/src/index.ts`, `export { ${n.Name}Module } from './${name}.module';\n`);
  files.set(
    `${lib}/src/${name}.module.ts`,
    `import { Module } from '@nestjs/common';
import { Get${n.Name}Handler } from './application/queries/get-${name}/get-${name}.handler';
import { ${n.Name}AdminController } from './infrastructure/http/${name}-admin.controller';
import { ${n.Name}Controller } from './infrastructure/http/${name}.controller';

/** The ${n.Title} context. Identity, catalogue and economy are global modules: inject their facades directly. */
@Module({
  controllers: [${n.Name}Controller, ${n.Name}AdminController],
  providers: [Get${n.Name}Handler],
})
export class ${n.Name}Module {}
`,
  );
  files.set(
    `${lib}/src/application/queries/get-${name}/get-${name}.handler.ts`,
    `import { Inject, Injectable } from '@nestjs/common';
import { ${n.Name}Dto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';

/**
 * \`GET /api/${name}/mine\`: what the player's ${n.Title} screen shows. Until it is filled in (inject the context's
 * store and read the screen's rows, without a transaction) it answers the caller and the server's time, so the
 * screen reaches its context from the first commit.
 */
@Injectable()
export class Get${n.Name}Handler {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  execute(userId: string): ${n.Name}Dto {
    return { context: '${name}', userId, serverTime: this.clock.now().getTime() };
  }
}
`,
  );
  files.set(
    `${lib}/src/infrastructure/http/${name}.controller.ts`,
    `import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ${n.NAME}_ROUTES, ${n.Name}Dto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player, RateLimit, RateLimitRule } from '@grimhunt/api-kernel';
import { Get${n.Name}Handler } from '../../application/queries/get-${name}/get-${name}.handler';

/**
 * ${n.Title}'s own limit on its player routes, declared here rather than in a central list: a player clicks a few a
 * minute, a script hundreds. Counted per account in PostgreSQL, so it holds across API processes; the rule's name is
 * the context's, so its counters never mix with another rule's.
 */
const ${n.NAME}_RATE_LIMIT: RateLimitRule = { name: '${name}', limit: 120, windowSeconds: 60, per: 'user' };

/** The player routes of ${n.Title}: the player is always the token's, never a field of the request. */
@ApiTags('${name}')
@Controller()
@RateLimit(${n.NAME}_RATE_LIMIT)
export class ${n.Name}Controller {
  constructor(private readonly get${n.Name}: Get${n.Name}Handler) {}

  @Get(${n.NAME}_ROUTES.mine)
  @Player()
  mine(@CurrentUser() user: AuthUser): ${n.Name}Dto {
    return this.get${n.Name}.execute(user.id);
  }
}
`,
  );
  files.set(
    `${lib}/src/infrastructure/http/${name}-admin.controller.ts`,
    `import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ${n.NAME}_ROUTES, ${n.Name}AdminRowDto } from '@grimhunt/contracts';
import { Admin, contentRange, parseListQuery } from '@grimhunt/api-kernel';

interface HeaderReply {
  header(name: string, value: string): HeaderReply;
}

/**
 * The back office's \`${n.resource}\` resource in the ra-data-simple-rest dialect. It lists no rows until the context has
 * records of its own: replace the empty page with a query handler once there is a table to list. That query reads
 * every player's rows, so its file needs a \`// Spans players (<table>): <why>\` comment (distribution-key.spec.ts reads it).
 */
@ApiTags('${name} admin')
@Controller(${n.NAME}_ROUTES.admin)
@Admin()
export class ${n.Name}AdminController {
  @Get()
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: HeaderReply): ${n.Name}AdminRowDto[] {
    const parsed = parseListQuery(query, { sortable: ['id'], defaultSort: 'id', filterable: [], maxLimit: 100 });
    const rows: ${n.Name}AdminRowDto[] = [];
    reply.header('Content-Range', contentRange('${n.resource}', parsed.offset, rows.length, rows.length));
    return rows;
  }
}
`,
  );
  files.set(
    `libs/contracts/src/${name}/${name}.contracts.ts`,
    `/** Routes of ${n.Title}, relative to \`/api\`; the API's controllers and both apps use these constants. */
export const ${n.NAME}_ROUTES = {
  /** The player's screen (GET). The player's routes go below \`${name}/\`; \`${n.resource}\` itself is the back office's. */
  mine: '${name}/mine',
  /** The back-office resource (simple-rest list, later create/edit). */
  admin: '${n.resource}',
} as const;

/** \`GET /api/${name}/mine\`: what the screen shows; for now the caller and the server's time (ms since epoch). */
export interface ${n.Name}Dto {
  context: '${name}';
  userId: string;
  serverTime: number;
}

/** A row of the back office's \`${n.resource}\` list. */
export interface ${n.Name}AdminRowDto {
  id: string;
}
`,
  );
  files.set(
    `libs/api/${name}/test/${name}.int-spec.ts`,
    `import { fixedClock } from '@grimhunt/testing';
import { newPlayer, secondServer, startTestApp, TestApp } from '@grimhunt/api-testing';

// Every HTTP test of ${n.Title} lives in this file: each use case's cases, the back-office list, and what must hold
// across API processes (\`b\` is a second API process on the same database: send the racing calls to \`t\` and \`b\`
// with Promise.all).
describe('${n.Title} over HTTP', () => {
  const clock = fixedClock('2026-01-01T12:00:00Z');
  let t: TestApp;
  let b: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ clock });
    b = await secondServer(t, { clock });
    admin = await t.http.login('admin', 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('answers a signed-in player, and nobody else', async () => {
    const p = await newPlayer(t, '${n.Name.slice(0, 12)}Player');
    const res = await t.http.get('/api/${name}/mine', p.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ context: '${name}', userId: p.id, serverTime: Date.parse('2026-01-01T12:00:00Z') });
    expect((await t.http.get('/api/${name}/mine')).status).toBe(401);
  });

  it('answers alike on a second API process', async () => {
    const p = await newPlayer(t, '${n.Name.slice(0, 12)}Second');
    expect((await b.http.get('/api/${name}/mine', p.token)).body).toEqual((await t.http.get('/api/${name}/mine', p.token)).body);
  });

  it('lists the back-office resource for admins only, in the simple-rest dialect', async () => {
    const res = await t.http.get('/api/${n.resource}?range=[0,9]', admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get('content-range')).toBe('${n.resource} */0');
    const p = await newPlayer(t, '${n.Name.slice(0, 12)}Other');
    expect((await t.http.get('/api/${n.resource}', p.token)).status).toBe(403);
  });
});
`,
  );
  const feature = `apps/player/src/features/${name}`;
  files.set(
    `${feature}/api/${name}-api.ts`,
    `import { queryOptions, useQuery } from '@tanstack/react-query';
import { ${n.NAME}_ROUTES, type ${n.Name}Dto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The calls of the ${n.Title} feature, each a fetcher and its \`queryOptions\` or \`useMutation\` hook; every key starts
 * with \`queryKeys.${n.nameCamel}\`, so a write invalidates the feature's reads at once. The screen's read comes first.
 */

/** GET /api/${name}/mine: what the screen shows. */
export function get${n.Name}(signal?: AbortSignal): Promise<${n.Name}Dto> {
  return api.get<${n.Name}Dto>(apiRoute(${n.NAME}_ROUTES.mine), { signal });
}

export const ${n.nameCamel}QueryOptions = () =>
  queryOptions({ queryKey: queryKeys.${n.nameCamel}, queryFn: ({ signal }) => get${n.Name}(signal) });

export function use${n.Name}() {
  return useQuery(${n.nameCamel}QueryOptions());
}
`,
  );
  files.set(
    `${feature}/components/${name}-panel.tsx`,
    `import { use${n.Name} } from '../api/${name}-api';

/** The ${n.Title} screen's content; for now it shows that the screen reaches its context. */
export function ${n.Name}Panel() {
  const status = use${n.Name}();
  if (status.isPending) return <p className="muted">Loading…</p>;
  if (status.isError) return <p role="alert">${n.Title} is not available right now.</p>;
  return <p>Server time {new Date(status.data.serverTime).toUTCString()}</p>;
}
`,
  );
  files.set(
    `apps/player/src/app/routes/game/${name}.tsx`,
    `import { ScreenHeader } from '../../../components/screen-header';
import { ${n.Name}Panel } from '../../../features/${name}/components/${name}-panel';

export function ${n.Name}Route() {
  return (
    <section aria-labelledby="${name}-title">
      <ScreenHeader titleId="${name}-title" eyebrow="${n.Title}" title="${n.Title}" tagline="A new part of the game." />
      <div className="panel">
        <${n.Name}Panel />
      </div>
    </section>
  );
}
`,
  );
  files.set(
    `apps/player/src/app/routes/game/__tests__/${name}.spec.tsx`,
    `import { screen } from '@testing-library/react';
import { jsonResponse } from '../../../../testing/fake-fetch';
import { serveGame } from '../../../../testing/game-server';
import { renderApp } from '../../../../testing/test-utils';

jest.mock('../../../../lib/browser');

describe('${n.Title} screen', () => {
  it('shows its title and what the context answers', async () => {
    serveGame((_call, url) => {
      if (url.pathname === '/api/${name}/mine') {
        return jsonResponse(200, { context: '${name}', userId: 'u1', serverTime: Date.parse('2026-01-01T12:00:00Z') });
      }
    });
    await renderApp('/${name}');
    expect(await screen.findByRole('heading', { name: '${n.Title}' })).toBeInTheDocument();
    expect(await screen.findByText(/Thu, 01 Jan 2026 12:00:00 GMT/)).toBeInTheDocument();
  });
});
`,
  );
  const resource = `apps/admin/src/resources/${name}`;
  files.set(
    `${resource}/${name}-list.tsx`,
    `import { Datagrid, List, TextField } from 'react-admin';

/** The ${n.Title} list of the back office (read-only until the context has records to edit). */
export function ${n.Name}List() {
  return (
    <List title="${n.Title}" empty={false} exporter={false}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" />
      </Datagrid>
    </List>
  );
}
`,
  );
  files.set(
    `${resource}/index.ts`,
    `import ExtensionIcon from '@mui/icons-material/Extension';
import { ${n.Name}List } from './${name}-list';

/** \`<Resource name="${n.resource}" {...${n.nameCamel}Resource} />\`: the API path segment is the resource name. */
export const ${n.nameCamel}Resource = {
  list: ${n.Name}List,
  icon: ExtensionIcon,
  options: { label: '${n.Title}' },
};
`,
  );
  // react-admin's UI components do not load under Jest (ESM); the resource's test checks what it stands on: the
  // data provider lists it through the API's simple-rest route.
  files.set(
    `${resource}/${name}-resource.spec.ts`,
    `import { ${n.NAME}_ROUTES } from '@grimhunt/contracts';
import { dataProvider } from '../../providers/data-provider';
import { installFakeFetch } from '../../testing/fake-fetch';

describe('${n.Title} resource', () => {
  it('lists through the simple-rest route of the API', async () => {
    const { calls } = installFakeFetch(() => ({ body: [], headers: { 'Content-Range': '${n.resource} */0' } }));
    const page = await dataProvider.getList(${n.NAME}_ROUTES.admin, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(page).toMatchObject({ data: [], total: 0 });
    expect(new URL(calls[0].url, 'http://localhost').pathname).toBe('/api/${n.resource}');
  });
});
`,
  );
  return { names: n, files };
}

/** Inserts `text` as new lines after the last line matching `pattern`. */
function afterLast(source, pattern, text, what) {
  const lines = source.split('\n');
  let at = -1;
  lines.forEach((line, i) => {
    if (pattern.test(line)) at = i;
  });
  if (at < 0) throw new Error(`cannot find where to add ${what}`);
  return [...lines.slice(0, at + 1), ...text.split('\n'), ...lines.slice(at + 1)].join('\n');
}

/** Inserts `text` as a new line before the first line matching `end` that follows the first line matching `start`. */
function beforeEndOf(source, start, end, text, what) {
  const lines = source.split('\n');
  const from = lines.findIndex((line) => start.test(line));
  const to = from < 0 ? -1 : lines.findIndex((line, i) => i > from && end.test(line));
  if (to < 0) throw new Error(`cannot find where to add ${what}`);
  return [...lines.slice(0, to), text, ...lines.slice(to)].join('\n');
}

/** Adds the context's path alias after the last `@grimhunt/api-*` alias, keeping the JSON valid and formatted. */
function addPathAlias(source, n) {
  if (source.includes(`"${n.alias}"`)) throw new Error(`${n.alias} is wired already in tsconfig.base.json; nothing was written`);
  const lines = source.split('\n');
  let at = -1;
  lines.forEach((line, i) => {
    if (/^\s*"@grimhunt\/api-[a-z-]+": \["libs\/api\/[a-z-]+\/src\/index\.ts"\],?$/.test(line)) at = i;
  });
  if (at < 0) throw new Error('cannot find where to add the path alias');
  const last = !lines[at].endsWith(',');
  const indent = /^\s*/.exec(lines[at])[0];
  const entry = `${indent}"${n.alias}": ["libs/api/${n.name}/src/index.ts"]${last ? '' : ','}`;
  if (last) lines[at] = `${lines[at]},`;
  return [...lines.slice(0, at + 1), entry, ...lines.slice(at + 1)].join('\n');
}

/** The menu entries `--menu` adds: the player's community dropdown and mobile sidebar, and the back office's menu. */
export function menuEdits(n) {
  return {
    'apps/player/src/config/menus.ts': (s) =>
      beforeEndOf(
        beforeEndOf(
          s,
          /^export const COMMUNITY_MENU\b/,
          /^\];$/,
          `  { label: '${n.Title}', href: paths.game.${n.nameCamel}.getHref() },`,
          'the menu entry',
        ),
        /^export const SIDEBAR_MENU\b/,
        /^\];$/,
        `  { label: '${n.Title.toUpperCase()}', href: paths.game.${n.nameCamel}.getHref() },`,
        'the sidebar entry',
      ),
    'apps/admin/src/components/layout/app-menu.tsx': (s) =>
      beforeEndOf(
        s.includes('import ExtensionIcon from ')
          ? s
          : afterLast(
              s,
              /^import \w+ from '@mui\/icons-material\//,
              "import ExtensionIcon from '@mui/icons-material/Extension';",
              'the icon',
            ),
        /^export const MENU_ENTRIES = \[$/,
        /^\];$/,
        `  { to: '/${n.resource}', label: '${n.Title.toLowerCase()}', icon: <ExtensionIcon /> },`,
        'the back-office menu entry',
      ),
  };
}

/** What the example answers until the team fills it in: nothing of it is deleted, every file becomes the real one. */
export function exampleFiles(n) {
  return [
    `libs/api/${n.name}/src/application/queries/get-${n.name}/get-${n.name}.handler.ts: the screen's read (inject the store, read the rows)`,
    `the ${n.Name}Dto type in libs/contracts/src/${n.name}/${n.name}.contracts.ts: the screen's data`,
    `apps/player/src/features/${n.name}/api/${n.name}-api.ts (the feature's other calls go beside the read) and apps/player/src/features/${n.name}/components/${n.name}-panel.tsx (the screen's content)`,
    `the first two tests of libs/api/${n.name}/test/${n.name}.int-spec.ts (every HTTP test of the context goes there, the race on two processes too) and the test of apps/player/src/app/routes/game/__tests__/${n.name}.spec.tsx`,
  ];
}

/** The edits of the central lists, each as (file, current text) -> new text. */
export function centralEdits(n) {
  return {
    'tsconfig.base.json': (s) => addPathAlias(s, n),
    'apps/api/src/app.module.ts': (s) =>
      beforeEndOf(
        afterLast(s, /^import .* from '@grimhunt\/api-[a-z-]+';$/, `import { ${n.Name}Module } from '${n.alias}';`, 'the import'),
        /^\s*imports: \[$/,
        /^ {6}\],?$/,
        `        ${n.Name}Module,`,
        'the module',
      ),
    'libs/contracts/src/index.ts': (s) => `${s.replace(/\n*$/, '')}\nexport * from './${n.name}/${n.name}.contracts';\n`,
    'apps/player/src/config/paths.ts': (s) =>
      beforeEndOf(s, /^ {2}game: \{$/, /^ {2}\},$/, `    ${n.nameCamel}: { path: '/${n.name}', getHref: () => '/${n.name}' },`, 'the path'),
    'apps/player/src/app/routes/signed-in.tsx': (s) =>
      beforeEndOf(
        afterLast(
          s,
          /= lazyNamed\(\(\) => import\('\.\/game\//,
          `const ${n.Name}Route = lazyNamed(() => import('./game/${n.name}'), '${n.Name}Route');`,
          'the lazy route',
        ),
        /^const GAME_SCREEN_ELEMENTS/,
        /^\};$/,
        `  ${n.nameCamel}: <${n.Name}Route />,`,
        'the screen element',
      ),
    'apps/player/src/lib/query-keys.ts': (s) =>
      beforeEndOf(s, /^export const queryKeys = \{$/, /^\}/, `  ${n.nameCamel}: ['${n.name}'],`, 'the query key'),
    'apps/admin/src/app.tsx': (s) =>
      afterLast(
        afterLast(
          s,
          /^import \{ \w+Resource \} from '\.\/resources\//,
          `import { ${n.nameCamel}Resource } from './resources/${n.name}';`,
          'the resource import',
        ),
        /^\s*<Resource name="/,
        `      <Resource name="${n.resource}" {...${n.nameCamel}Resource} />`,
        'the resource',
      ),
  };
}

export function generateContext(root, name, { menu = false } = {}) {
  const plan = planContext(name);
  if (existsSync(join(root, 'libs/api', name))) throw new Error(`libs/api/${name} exists already; nothing was written`);
  for (const path of plan.files.keys()) {
    if (existsSync(join(root, path))) throw new Error(`${path} exists already; nothing was written`);
  }
  // Every edit is computed before anything is written, so a file that cannot be edited leaves the workspace as it was.
  const edits = { ...centralEdits(plan.names), ...(menu ? menuEdits(plan.names) : {}) };
  const edited = Object.entries(edits).map(([path, edit]) => {
    const before = readFileSync(join(root, path), 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`${path} was not changed; nothing was written`);
    return [path, after];
  });
  for (const [path, text] of plan.files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  for (const [path, text] of edited) writeFileSync(join(root, path), text);
  return { ...plan, edited: edited.map(([path]) => path) };
}

async function main(argv) {
  const args = argv.filter((arg) => arg !== '--');
  const menu = args.includes('--menu');
  const [name, ...rest] = args.filter((arg) => arg !== '--menu');
  if (!name || name.startsWith('-') || rest.length > 0) {
    console.error('usage: npm run g:context -- <kebab-name> [--menu]');
    return 2;
  }
  try {
    const plan = generateContext(process.cwd(), name, { menu });
    // The files it writes pass \`prettier --check\` as they are, whatever the context's name does to line lengths.
    await formatFiles(process.cwd(), [...plan.files.keys()]);
    console.log('created:');
    for (const path of plan.files.keys()) console.log(`  ${path}`);
    console.log('wired into:');
    for (const path of plan.edited) console.log(`  ${path}`);
    console.log('next (docs/extending.md walks through each):');
    console.log(
      `  - use cases: npm run g:use-case -- ${name} <first-use-case> --new-store ${name}.store --migration --no-spec (the rule's spec and the HTTP tests cover it), then --store ${name}.store --no-spec for the others that share its tables (their HTTP cases go into libs/api/${name}/test/${name}.int-spec.ts)`,
    );
    console.log(
      `  - the back-office list, complete, once its table's migration is written: npm run g:use-case -- ${name} list-<rows> --admin-list <table>`,
    );
    console.log(`  - tables: libs/api/${name}/src/migrations/<timestamp>-${name}-<what>.ts (the folder makes ${name} their owner)`);
    if (!menu)
      console.log(
        `  - menus: npm run g:context -- ${name} --menu would have added them; by hand: apps/player/src/config/menus.ts and apps/admin/src/components/layout/app-menu.tsx`,
      );
    console.log("  - the example to fill in (the screen's read is written: no g:use-case for it):");
    for (const line of exampleFiles(plan.names)) console.log(`      ${line}`);
    return 0;
  } catch (error) {
    console.error(error.message);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
