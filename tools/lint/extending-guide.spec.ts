import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * docs/extending.md is followed to the letter by teams new to the code, so every file or folder it names must exist
 * and every name it ties to a file must be in that file. Paths are the code spans that look like one: a file with
 * its extension (`a/b.ts`, `form.ts`) or a folder ending in `/` (`libs/api/social/`); a route (`social/friends`) is
 * neither, and a path with a placeholder (`<context>`, `*`, `{a,b}`) is a pattern, not a file. A path that does not
 * start at the workspace root is looked up under the folders the guide writes relative paths from (an app's `src/`,
 * a context's folder); a bare file name must be the name of a file somewhere in apps/, libs/ or tools/. The guide's
 * invented examples (`guild`, `bestiary`) name files that exist only once someone makes them.
 */
const root = join(__dirname, '..', '..');
const GUIDE = 'docs/extending.md';

/** Path segments of examples that exist only once made (the generator's sample context, a sample screen). */
const INVENTED = ['guild', 'bestiary', 'x.css'];

const contexts = readdirSync(join(root, 'libs/api'));
/** Where a relative path of the guide may start. */
const BASES = [
  '',
  'apps/player/src/',
  'apps/player/src/components/',
  'apps/player/',
  'apps/admin/src/',
  'apps/admin/',
  'apps/api/src/',
  ...contexts.flatMap((c) => [`libs/api/${c}/src/`, `libs/api/${c}/`]),
];

const EXTENSION = /\.(?:ts|tsx|mjs|cjs|js|json|md|css)$/;
const PATH = /^\.?[A-Za-z0-9_@.-]+(?:\/[A-Za-z0-9_@.-]+)*\/?$/;

/** The names of every file under apps/, libs/ and tools/ (for bare file names). */
function fileNames(dir = root, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.git', 'screenshots'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir !== root || ['apps', 'libs', 'tools'].includes(entry.name)) fileNames(path, names);
    } else names.add(entry.name);
  }
  return names;
}

/** The code spans of a Markdown text (inline `x` and the lines of fenced blocks are left out: they are examples). */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
}

/** The file paths named in a Markdown text: each is a span that is a path and no pattern. */
export function namedPaths(markdown: string): string[] {
  const paths = codeSpans(markdown)
    .filter((span) => PATH.test(span) && (EXTENSION.test(span) || (span.includes('/') && span.endsWith('/'))))
    .filter((span) => !span.startsWith('@') && !span.startsWith('.') && !/^\d/.test(span))
    .filter((span) => !span.split('/').some((segment) => INVENTED.includes(segment) || segment.startsWith('guild')));
  return [...new Set(paths)];
}

export function missingPaths(paths: string[]): string[] {
  const names = fileNames();
  return paths.filter((path) => (path.includes('/') ? !BASES.some((base) => existsSync(join(root, base, path))) : !names.has(path)));
}

/** Names the guide ties to a file: each must be defined or exported there. */
const NAMES: [name: string, file: string][] = [
  ['rowsOf', 'libs/api/kernel/src/persistence/sql.ts'],
  ['isUuid', 'libs/api/kernel/src/persistence/sql.ts'],
  ['lockAll', 'libs/api/economy/src/application/player-lock.ts'],
  ['tryLockAll', 'libs/api/economy/src/application/player-lock.ts'],
  ['rankFor', 'libs/api/economy/src/index.ts'],
  ['PlayerLock', 'libs/api/economy/src/index.ts'],
  ['HoldingsFacade', 'libs/api/economy/src/index.ts'],
  ['newPlayer', 'apps/api/src/testing/players.ts'],
  ['auditLedger', 'apps/api/src/testing/players.ts'],
  ['secondServer', 'apps/api/src/testing/players.ts'],
  ['befriend', 'apps/api/src/testing/social.ts'],
  ['startTestApp', 'apps/api/src/testing/test-app.ts'],
  ['setSetting', 'apps/api/src/testing/settings.ts'],
  ['countStatements', 'apps/api/src/testing/statement-counter.ts'],
  ['migrationOf', 'apps/api/src/migrations/index.ts'],
  ['fixedClock', 'libs/testing/src/clock-rng.ts'],
  ['NotFoundError', 'libs/api/kernel/src/errors/domain-error.ts'],
  ['ConflictError', 'libs/api/kernel/src/errors/domain-error.ts'],
  ['ForbiddenError', 'libs/api/kernel/src/errors/domain-error.ts'],
  ['TooManyAttemptsError', 'libs/api/kernel/src/errors/domain-error.ts'],
  ['PreconditionRequiredError', 'libs/api/kernel/src/errors/domain-error.ts'],
  ['UnavailableError', 'libs/api/kernel/src/errors/domain-error.ts'],
  ['MIGRATION_FILE', 'apps/api/src/migrations/index.ts'],
  ['RATE_LIMITS', 'libs/api/kernel/src/rate-limit/rate-limit.rules.ts'],
  ['PARTY_SOURCE_PORT', 'libs/api/hunt/src/index.ts'],
  ['SOCIAL_REPOSITORY', 'libs/api/social/src/application/ports/social.repository.port.ts'],
  ['SOCIAL_ROUTES', 'libs/contracts/src/social/social.contracts.ts'],
  ['SOCIAL_PATHS', 'libs/contracts/src/social/social.contracts.ts'],
  ['renderHookWithProviders', 'apps/player/src/testing/render-hook.tsx'],
  ['startFakeClock', 'apps/player/src/testing/clock.ts'],
  ['useRequest', 'apps/player/src/hooks/use-request.ts'],
  ['useFormFields', 'apps/player/src/hooks/use-form-fields.ts'],
  ['GENERIC_VALIDATION', 'libs/contracts/src/common/errors.ts'],
];

/** Options of other tools the guide quotes (Prettier's --check, Jest's --config and --selectProjects, npm's warning about -t). */
const OTHER_TOOLS_OPTIONS = new Set(['--check', '--config', '--selectProjects', '--t']);

/** The command-line options the guide gives (`--new-store`, `--menu`, ...), outside other tools' own. */
export function optionsNamed(markdown: string): string[] {
  const named = [...markdown.matchAll(/(?<![\w-])--[a-z][A-Za-z-]*/g)].map((m) => m[0]);
  return [...new Set(named)].filter((option) => !OTHER_TOOLS_OPTIONS.has(option)).sort();
}

describe('docs/extending.md', () => {
  const guide = readFileSync(join(root, GUIDE), 'utf8');

  it('names only files and folders that exist', () => {
    const paths = namedPaths(guide);
    expect(paths.length).toBeGreaterThan(100);
    expect(missingPaths(paths)).toEqual([]);
  });

  it('would notice a file that does not exist, and skips patterns and invented examples', () => {
    const sample =
      'Open `libs/api/social/src/no-such-file.ts`, `docs/extending.md`, `form.ts`, `no-such-name.tsx`, `libs/api/social/`, ' +
      '`libs/api/<context>/src/`, `features/guild/api/x.ts`, the route `social/friends`.';
    expect(namedPaths(sample)).toEqual([
      'libs/api/social/src/no-such-file.ts',
      'docs/extending.md',
      'form.ts',
      'no-such-name.tsx',
      'libs/api/social/',
    ]);
    expect(missingPaths(namedPaths(sample))).toEqual(['libs/api/social/src/no-such-file.ts', 'no-such-name.tsx']);
  });

  it('ties each name to the file that defines it', () => {
    const absent = NAMES.filter(([name, file]) => {
      const source = readFileSync(join(root, file), 'utf8');
      return !new RegExp(`\\b(?:function|class|const|interface|type|async)\\s+(?:function\\s+)?${name}\\b|\\b${name}\\s*[(<:,}]`).test(
        source,
      );
    });
    expect(absent).toEqual([]);
    for (const [name] of NAMES) expect(guide).toContain(name);
  });

  it('gives only options the generators take', () => {
    const generators = ['tools/generators/use-case.mjs', 'tools/generators/context.mjs']
      .map((file) => readFileSync(join(root, file), 'utf8'))
      .join('\n');
    const options = optionsNamed(guide);
    expect(options).toEqual(expect.arrayContaining(['--menu', '--new-store', '--no-spec', '--store']));
    expect(options.filter((option) => !generators.includes(`'${option}'`))).toEqual([]);
    expect(optionsNamed('run `g:use-case -- x y --new-stor` or `npx prettier --check`')).toEqual(['--new-stor']);
  });

  it('points at nothing outside the repository', () => {
    // Every relative link resolves to a file or folder of the repository; no `../` path (a link or an import in an
    // example) climbs out of it.
    const from = dirname(join(root, GUIDE));
    const leaves = (target: string) => relative(root, resolve(from, target)).startsWith('..');
    const links = [...guide.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)].map((m) => m[1]).filter((t) => !/^[a-z]+:/i.test(t));
    const climbing = [...guide.matchAll(/(?:^|[\s`(])((?:\.\.\/)+[\w./-]+)/gm)].map((m) => m[1]);
    const outside = [...links.filter((target) => leaves(target) || !existsSync(resolve(from, target))), ...climbing.filter(leaves)];
    expect(outside).toEqual([]);
    // No section references into documents the repository does not hold (its own docs are cited by file name).
    expect(guide).not.toContain('\u00a7');
  });
});
