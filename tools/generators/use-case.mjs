#!/usr/bin/env node
// `npm run g:use-case -- <context> <name> [--query] [--no-store | --store <existing port> | --new-store <port>]
//   [--migration] [--no-domain] [--no-spec] [--no-int-spec | --int-spec] [--timestamp <ms>]`
// or `npm run g:use-case -- <context> <name> --admin-list <table>` (the back office's list of a table, complete:
// admin-list.mjs).
// Creates a use case the way every context lays one out (docs/extending.md): the use-case folder with its handler and
// unit test (unless --no-spec), a pure domain rule with its test (unless --no-domain), a store port (one per file)
// with its TypeORM adapter (named after the use case, or <port> with --new-store <port> when several use cases will
// share it; the context's existing port with --store <port>; none with --no-store), a migration only with
// --migration, the module wiring, and an integration test of its own (unless --no-int-spec, or when the context has
// the one HTTP test file g:context makes, test/<context>.int-spec.ts, where its cases go; --int-spec forces one).
// A query's handler reads without a transaction. Every test it writes fails until it
// is filled in; the migration refuses to run until written, so nothing half-made passes for done. It prints what is
// left by hand.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { planAdminList, replacements } from './admin-list.mjs';
import { formatFiles } from './format.mjs';

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const pascal = (kebab) =>
  kebab
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const camel = (kebab) => pascal(kebab)[0].toLowerCase() + pascal(kebab).slice(1);
const constant = (kebab) => kebab.replace(/-/g, '_').toUpperCase();
const snake = (kebab) => kebab.replace(/-/g, '_');

/** `--new-store rivals.store` (or `social.repository`): the port's file, interface and token. */
export function storeNameOf(port) {
  const match = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?:\.(store|repository))?(?:\.port)?(?:\.ts)?$/.exec(port);
  if (!match) throw new Error(`--new-store takes a kebab-case name like rivals.store or social.repository, got "${port}"`);
  const [, base, kind = 'store'] = match;
  return { base, file: `${base}.${kind}`, iface: `${pascal(base)}${pascal(kind)}`, token: `${constant(base)}_${constant(kind)}` };
}

export function planUseCase({
  context,
  name,
  query = false,
  store = true,
  existingStore,
  newStoreName,
  migration = false,
  domain = true,
  spec = true,
  intSpec = true,
  timestamp = Date.now(),
}) {
  if (!/^\d{13}$/.test(String(timestamp)))
    throw new Error(`--timestamp must be 13 digits (ms since epoch, e.g. 1767225600000), got "${timestamp}"`);
  if (!KEBAB.test(context)) throw new Error(`context must be kebab-case, got "${context}"`);
  if (!KEBAB.test(name)) throw new Error(`name must be kebab-case (e.g. claim-daily-reward), got "${name}"`);
  if (existingStore && !store) throw new Error('--store <port> and --no-store exclude each other');
  if (newStoreName !== undefined && (existingStore || !store))
    throw new Error('--new-store <port> names the store this use case creates: leave out --store and --no-store');
  const named = newStoreName === undefined ? undefined : storeNameOf(newStoreName);
  if (existingStore && migration) throw new Error('--migration makes the table of a new store: leave out --store <port>');
  if (migration && !store) throw new Error('--migration needs a store of its own: leave out --no-store');
  const newStore = store && !existingStore;
  const kind = query ? 'queries' : 'commands';
  const Name = pascal(name);
  const lib = `libs/api/${context}/src`;
  const files = new Map();
  const caseDir = `${lib}/application/${kind}/${name}`;
  const storePort = existingStore ? existingStore.file : named ? `${named.file}.port` : `${name}.store.port`;
  const Store = existingStore ? existingStore.iface : named ? named.iface : `${Name}Store`;
  const STORE = existingStore ? existingStore.token : named ? named.token : `${constant(name)}_STORE`;
  const adapterFile = named ? `typeorm-${named.file}` : `typeorm-${name}.store`;
  const table = `${snake(context)}_${snake(named ? named.base : name)}`;

  if (domain) {
    files.set(
      `${lib}/domain/${name}.ts`,
      `/**
 * The pure rule of "${name}": decides from values alone (no I/O, no clock, no randomness of its own).
 * Write the rule and its reasons here; the handler gathers the inputs and applies the decision.
 */
export interface ${Name}Input {
  /** ms since epoch, from the injected clock. */
  now: number;
}

export type ${Name}Decision = { kind: 'refused'; reason: string } | { kind: 'accepted' };

export function decide${Name}(input: ${Name}Input): ${Name}Decision {
  return { kind: 'refused', reason: \`write the rule of ${name} (now=\${input.now})\` };
}
`,
    );
    files.set(
      `${lib}/domain/${name}.spec.ts`,
      `import { decide${Name} } from './${name}';

describe('decide${Name}', () => {
  it('accepts what the rule allows', () => {
    // Replace with the rule's real cases (worked examples make good test vectors).
    expect(decide${Name}({ now: 0 })).toEqual({ kind: 'accepted' });
  });
});
`,
    );
  }
  if (newStore) {
    // A command's store writes on the caller's transaction; a query's reads without one (it changes nothing).
    const method = query
      ? '  /** Write the methods the use case needs; a query reads outside any transaction. */\n  find(userId: string): Promise<unknown[]>;'
      : "  /** Write the methods the use case needs; each takes the caller's transaction. */\n  record(tx: Tx, userId: string, at: Date): Promise<boolean>;";
    files.set(
      `${lib}/application/ports/${storePort}.ts`,
      `${query ? '' : "import { Tx } from '@grimhunt/api-kernel';\n\n"}/** What ${named ? `${context}'s use cases read and write` : `"${name}" reads and writes`} in ${context}'s own tables (never another context's: use its facade). */
export interface ${Store} {
${method}
}
export const ${STORE} = Symbol('${STORE}');
`,
    );
    files.set(
      `${lib}/infrastructure/persistence/${adapterFile}.ts`,
      query
        ? `import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ${Store} } from '../../application/ports/${storePort}';

@Injectable()
export class TypeOrm${Store} implements ${Store} {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find(userId: string): Promise<unknown[]> {
    return this.dataSource.query(\`SELECT * FROM ${table} WHERE user_id = $1\`, [userId]);
  }
}
`
        : `import { Injectable } from '@nestjs/common';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import { ${Store} } from '../../application/ports/${storePort}';

@Injectable()
export class TypeOrm${Store} implements ${Store} {
  async record(tx: Tx, userId: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await unwrapTx(tx).query(
      \`INSERT INTO ${table} (user_id, at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id\`,
      [userId, at],
    );
    return rows.length === 1;
  }
}
`,
    );
  }
  if (migration) {
    const Migration = `${pascal(context)}${Name}${timestamp}`;
    files.set(
      `libs/api/${context}/src/migrations/${timestamp}-${context}-${name}.ts`,
      `import { MigrationInterface, QueryRunner } from 'typeorm';

/** The table(s) of "${name}" (${context} owns them; only ${context}'s SQL names them). */
export class ${Migration} implements MigrationInterface {
  async up(_q: QueryRunner): Promise<void> {
    // Write the schema the adapter's SQL needs, e.g.
    //   await q.query(\`CREATE TABLE ${table} (user_id uuid NOT NULL, at timestamptz NOT NULL)\`);
    // (rename the parameter back to q). Until then the server refuses to start.
    throw new Error('Migration ${Migration}: write its schema before starting the server');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(\`DROP TABLE IF EXISTS ${table}\`);
  }
}
`,
    );
  }
  // A command runs in one transaction; a query reads without one (no lock, nothing written).
  const usesNow = domain || (newStore && !query);
  const usesUow = !query;
  const kernel = [
    ...(usesNow ? ['CLOCK', 'Clock'] : []),
    ...(usesUow ? ['UNIT_OF_WORK', 'UnitOfWork'] : []),
    ...(domain ? ['ValidationError'] : []),
  ];
  const injections = [
    ...(usesUow ? ['    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,'] : []),
    ...(usesNow ? ['    @Inject(CLOCK) private readonly clock: Clock,'] : []),
    ...(newStore ? [`    @Inject(${STORE}) private readonly store: ${Store},`] : []),
    // protected: the generated body does not call the existing port yet, and an unread private member does not compile
    ...(existingStore ? [`    @Inject(${STORE}) protected readonly store: ${Store},`] : []),
  ];
  const decide = domain
    ? [`decision = decide${Name}({ now: now.getTime() });`, "if (decision.kind === 'refused') throw new ValidationError(decision.reason);"]
    : [];
  const existingHint = existingStore
    ? [
        `// ${query ? 'Read' : 'Read and write'} through this.store${query ? '' : ' on the transaction'}: ${existingStore.methods.join(', ')}.`,
      ]
    : [];
  const userIdUsed = newStore;
  // A query answers at once (no transaction to wait for); a command answers when its transaction has committed.
  const returns = query ? (newStore ? 'Promise<unknown[]>' : '{ success: true }') : 'Promise<{ success: true }>';
  const body = query
    ? [
        ...(usesNow ? ['    const now = this.clock.now();'] : []),
        ...decide.map((line, i) => `    ${i === 0 ? 'const ' : ''}${line}`),
        ...existingHint.map((line) => `    ${line}`),
        newStore ? '    return this.store.find(userId);' : '    return { success: true };',
      ]
    : [
        ...(usesNow ? ['    const now = this.clock.now();'] : []),
        `    return this.uow.run(async (${newStore ? 'tx' : '_tx'}) => {`,
        ...decide.map((line, i) => `      ${i === 0 ? 'const ' : ''}${line}`),
        ...(newStore ? ['      await this.store.record(tx, userId, now);'] : []),
        ...existingHint.map((line) => `      ${line}`),
        '      return { success: true };',
        '    });',
      ];
  const summary = query
    ? `/** The read-only use case "${name}": no transaction, no lock${domain ? `; the decision comes from the pure rule in domain/${name}.ts` : ''}. */`
    : domain
      ? `/** The use case "${name}": one transaction; the decision comes from the pure rule in domain/${name}.ts. */`
      : `/** The use case "${name}": one transaction. */`;
  files.set(
    `${caseDir}/${name}.handler.ts`,
    [
      "import { Inject, Injectable } from '@nestjs/common';",
      ...(kernel.length > 0 ? [`import { ${kernel.join(', ')} } from '@grimhunt/api-kernel';`] : []),
      ...(domain ? [`import { decide${Name} } from '../../../domain/${name}';`] : []),
      ...(store ? [`import { ${STORE}, ${Store} } from '../../ports/${storePort}';`] : []),
      '',
      summary,
      '@Injectable()',
      `export class ${Name}Handler {`,
      ...(injections.length > 0 ? ['  constructor(', ...injections, '  ) {}', ''] : []),
      `  ${query ? '' : 'async '}execute(${userIdUsed ? 'userId' : '_userId'}: string): ${returns} {`,
      ...body,
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  if (spec)
    files.set(
      `${caseDir}/${name}.handler.spec.ts`,
      `import { ${Name}Handler } from './${name}.handler';

describe('${Name}Handler', () => {
  it('does what the use case promises', async () => {
    // Build the handler with fakes (${query ? 'an in-memory store' : 'a fixed clock, an in-memory store, a unit of work that runs its callback'}) and
    // assert its answer${query ? '' : ' and what it wrote'}. Example of the fakes: economy's claim-daily-reward.handler.spec.ts.
    // This line fails until the test is written.
    expect(${Name}Handler.name).toBe('a handler with a written test');
  });
});
`,
    );
  if (intSpec)
    files.set(
      `libs/api/${context}/test/${name}.int-spec.ts`,
      `import { fixedClock } from '@grimhunt/testing';
import { startTestApp, TestApp } from '@grimhunt/api-testing';

describe('${name} over HTTP', () => {
  // The server's clock: it stands still until the test moves it (clock.advance(ms), clock.set(iso)), so "later" or
  // "the next day" needs no SQL and the test cannot flake at midnight.
  const clock = fixedClock('2026-01-01T12:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t?.close());

  it('answers the route and changes the database once', async () => {
    // Call the route (t.http.get/postJson/postForm) as a player and an admin, assert the answer and the rows; add
    // a concurrent case (Promise.all of the same call) when the use case must happen once.
    expect(t.baseUrl).toBe('the route of ${name}');
  });
});
`,
    );
  const wiring = {
    module: `${lib}/${context}.module.ts`,
    imports: [`import { ${Name}Handler } from './application/${kind}/${name}/${name}.handler';`],
    providers: [`${Name}Handler,`],
  };
  if (newStore) {
    wiring.imports.push(`import { ${STORE} } from './application/ports/${storePort}';`);
    wiring.imports.push(`import { TypeOrm${Store} } from './infrastructure/persistence/${adapterFile}';`);
    wiring.providers.push(`{ provide: ${STORE}, useClass: TypeOrm${Store} },`);
  }
  const handler = `${camel(name)}`;
  const todo = [
    `contracts: the route constant in libs/contracts/src/${context}/ (${constant(context)}_ROUTES) and the answer's *Dto type`,
    `controller: a method in libs/api/${context}/src/infrastructure/http/*.controller.ts with @Player() (or @Admin(), @Roles(...), @Public()), the player id from the token (@CurrentUser()), a request class with class-validator rules, @HttpCode(200) for a POST answering 200, @LegacyShape() where the spec answers { success, message }; it calls ${Name}Handler.execute (inject it as ${handler})`,
    domain ? `domain: write decide${Name} and its spec` : null,
    newStore
      ? `persistence: the adapter's SQL on ${context}'s own tables (${migration ? "the migration's schema too" : 'a table of its own needs --migration or a file libs/api/' + context + '/src/migrations/<timestamp>-' + context + '-<what>.ts'}); money and items through economy's facades`
      : null,
    existingStore
      ? `persistence: call ${Store} (${existingStore.methods.join(', ')}) in the handler; add a method to the port and its adapter if one is missing`
      : null,
    spec || intSpec
      ? `tests: fill ${[spec ? `${name}.handler.spec.ts` : null, intSpec ? `libs/api/${context}/test/${name}.int-spec.ts` : null].filter(Boolean).join(' and ')}`
      : null,
    `player/back office: a call in apps/player/src/features/<feature>/api/ and its component; a resource or page in apps/admin if admins see it`,
  ].filter(Boolean);
  return { files, wiring, todo };
}

export function wireModule(source, wiring) {
  const lines = source.split('\n');
  let lastImport = -1;
  lines.forEach((line, i) => {
    if (/^import .* from '.*';$/.test(line)) lastImport = i;
  });
  if (lastImport < 0) throw new Error('module file has no imports to follow');
  const withImports = [...lines.slice(0, lastImport + 1), ...wiring.imports, ...lines.slice(lastImport + 1)].join('\n');
  const providers = withImports.indexOf('providers: [');
  if (providers < 0) throw new Error('module file has no providers: [ ... ] list');
  const insertAt = providers + 'providers: ['.length;
  const indent = '\n    ';
  return withImports.slice(0, insertAt) + wiring.providers.map((p) => indent + p).join('') + withImports.slice(insertAt);
}

/** The interface, token and methods of an existing port file of the context (`--store <name>`). */
export function readPort(root, context, port) {
  const file = port.replace(/\.ts$/, '').replace(/(\.port)?$/, '.port');
  const path = join(root, `libs/api/${context}/src/application/ports/${file}.ts`);
  if (!existsSync(path))
    throw new Error(
      `no port "${port}" in ${context}: libs/api/${context}/src/application/ports/${file}.ts does not exist (the first use case on a shared store makes it with --new-store ${port})`,
    );
  const source = readFileSync(path, 'utf8');
  const iface = /export interface (\w+)/.exec(source)?.[1];
  const token = /export const (\w+) = Symbol\(/.exec(source)?.[1];
  if (!iface || !token) throw new Error(`${file}.ts must export one interface and its Symbol token`);
  const methods = [...source.matchAll(/^ {2}(\w+)\(/gm)].map((m) => m[1]);
  return { file, iface, token, methods };
}

/** `--admin-list <table>`: writes the list's files, replaces g:context's placeholders, wires the module. */
function generateAdminList(root, options) {
  const plan = planAdminList(root, options);
  const modulePath = join(root, plan.wiring.module);
  if (!existsSync(modulePath)) throw new Error(`no context "${options.context}": ${plan.wiring.module} does not exist`);
  for (const path of plan.files.keys()) {
    if (existsSync(join(root, path))) throw new Error(`${path} exists already; nothing was written`);
  }
  const replaced = replacements(root, plan);
  for (const [path, text] of plan.files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  for (const [path, text] of replaced) writeFileSync(join(root, path), text);
  writeFileSync(modulePath, wireModule(readFileSync(modulePath, 'utf8'), plan.wiring));
  return { ...plan, edited: replaced.map(([path]) => path) };
}

export function generateUseCase(root, options) {
  if (options.adminList !== undefined) return generateAdminList(root, { ...options, table: options.adminList });
  const existingStore = options.storePort ? readPort(root, options.context, options.storePort) : undefined;
  // A context made by g:context keeps every HTTP test in one file: a use case adds its cases there.
  const sharedIntSpec = `libs/api/${options.context}/test/${options.context}.int-spec.ts`;
  const intoShared = options.intSpec !== 'forced' && existsSync(join(root, sharedIntSpec));
  const plan = planUseCase({ ...options, existingStore, intSpec: intoShared ? false : options.intSpec !== false });
  if (intoShared && options.intSpec !== false) plan.todo.push(`HTTP tests: add this use case's cases to ${sharedIntSpec}`);
  const modulePath = join(root, plan.wiring.module);
  if (!existsSync(modulePath)) throw new Error(`no context "${options.context}": ${plan.wiring.module} does not exist`);
  for (const path of plan.files.keys()) {
    if (existsSync(join(root, path))) throw new Error(`${path} exists already; nothing was written`);
  }
  for (const [path, text] of plan.files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  writeFileSync(modulePath, wireModule(readFileSync(modulePath, 'utf8'), plan.wiring));
  return plan;
}

/**
 * Splits the command line into positionals, boolean flags, `--timestamp <ms>`, `--store <port>`, `--new-store <port>`
 * and `--admin-list <table>` (or `=`).
 */
export function parseArgs(argv) {
  const flags = new Set();
  const positionals = [];
  let timestamp;
  let storePort;
  let newStoreName;
  let adminList;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--timestamp') {
      timestamp = argv[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--timestamp=')) timestamp = arg.slice('--timestamp='.length);
    else if (arg === '--store') {
      storePort = argv[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--store=')) storePort = arg.slice('--store='.length);
    else if (arg === '--new-store') {
      newStoreName = argv[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--new-store=')) newStoreName = arg.slice('--new-store='.length);
    else if (arg === '--admin-list') {
      adminList = argv[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--admin-list=')) adminList = arg.slice('--admin-list='.length);
    else if (arg.startsWith('--')) flags.add(arg);
    else positionals.push(arg);
  }
  return { flags, positionals, timestamp, storePort, newStoreName, adminList };
}

async function main(argv) {
  const { flags, positionals, timestamp, storePort, newStoreName, adminList } = parseArgs(argv.filter((arg) => arg !== '--'));
  const [context, name] = positionals;
  const known = new Set(['--query', '--no-store', '--migration', '--no-domain', '--no-spec', '--no-int-spec', '--int-spec']);
  const unknown = [...flags].filter((flag) => !known.has(flag));
  const clash =
    (adminList !== undefined && (flags.size > 0 || storePort !== undefined || newStoreName !== undefined)) ||
    (flags.has('--int-spec') && flags.has('--no-int-spec'));
  if (!context || !name || unknown.length > 0 || clash || storePort === '' || newStoreName === '' || adminList === '') {
    if (unknown.length > 0) console.error(`unknown option ${unknown.join(' ')}`);
    if (clash) console.error('--admin-list <table> takes no other option; --int-spec and --no-int-spec exclude each other');
    console.error(
      'usage: npm run g:use-case -- <context> <kebab-name> [--query] [--no-store | --store <port> | --new-store <port>] [--migration] [--no-domain] [--no-spec] [--no-int-spec | --int-spec] [--timestamp <ms>]\n' +
        '   or: npm run g:use-case -- <context> <kebab-name> --admin-list <table>',
    );
    return 2;
  }
  try {
    const options = {
      context,
      name,
      query: flags.has('--query'),
      store: !flags.has('--no-store'),
      storePort,
      newStoreName,
      migration: flags.has('--migration'),
      domain: !flags.has('--no-domain'),
      spec: !flags.has('--no-spec'),
      intSpec: flags.has('--no-int-spec') ? false : flags.has('--int-spec') ? 'forced' : true,
      adminList,
    };
    const plan = generateUseCase(process.cwd(), timestamp === undefined ? options : { ...options, timestamp });
    await formatFiles(process.cwd(), [...plan.files.keys(), ...(plan.edited ?? []), plan.wiring.module]);
    console.log('created:');
    for (const path of plan.files.keys()) console.log(`  ${path}`);
    if (plan.edited) {
      console.log("replaced g:context's placeholders:");
      for (const path of plan.edited) console.log(`  ${path}`);
    }
    console.log(`wired into ${plan.wiring.module}`);
    console.log('left to do (docs/extending.md walks through each):');
    for (const item of plan.todo) console.log(`  - ${item}`);
    return 0;
  } catch (error) {
    console.error(error.message);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
