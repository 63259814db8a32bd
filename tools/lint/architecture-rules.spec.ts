import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/**
 * Lints each probe's code as if it were the file at its path (nothing is written), in one ESLint process with the
 * workspace's own config, and answers the rule ids that fired per path.
 */
function rulesFired(probes: { path: string; code: string }[]): Record<string, string[]> {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = {};
      for (const probe of JSON.parse(process.argv[1])) {
        const [result] = await eslint.lintText(probe.code, { filePath: probe.path });
        out[probe.path] = result.messages.map((m) => m.ruleId || 'parse-error');
      }
      process.stdout.write('RESULT ' + JSON.stringify(out) + '\\n');
    })();`;
  const run = spawnSync(process.execPath, ['-e', script, JSON.stringify(probes)], { cwd: root, encoding: 'utf8' });
  const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`eslint did not answer: ${run.stderr}`);
  return JSON.parse(line.slice('RESULT '.length));
}

describe('architecture lint rules', () => {
  jest.setTimeout(120_000);
  const impure = "import { Repository } from 'typeorm';\nexport const at = Date.now();\nexport const r: Repository<never> | null = null;\n";
  let fired: Record<string, string[]>;

  beforeAll(() => {
    fired = rulesFired([
      { path: 'libs/api/economy/src/domain/probe.ts', code: impure },
      { path: 'libs/api/max-stats/src/domain/probe.ts', code: impure },
      { path: 'libs/api/economy/src/application/probe.ts', code: impure },
    ]);
  });

  it.each(['libs/api/economy/src/domain/probe.ts', 'libs/api/max-stats/src/domain/probe.ts'])('keeps %s pure', (path) => {
    expect(fired[path]).toContain('no-restricted-imports');
    expect(fired[path]).toContain('no-restricted-properties');
  });

  it('lets the application layer use the clock it is given', () => {
    expect(fired['libs/api/economy/src/application/probe.ts']).not.toContain('no-restricted-properties');
  });
});

describe('the domain owns its types', () => {
  jest.setTimeout(120_000);
  const probes = {
    contractsDto: [
      "import type { ItemDto } from '@grimhunt/contracts';",
      'export const ids = (items: ItemDto[]) => items.map((i) => i.id);',
    ],
    contractsBody: ["import type { LoginBody } from '@grimhunt/contracts';", 'export const nameOf = (body: LoginBody) => body.username;'],
    qualifiedDto: ["import type * as C from '@grimhunt/contracts';", 'export const idOf = (item: C.ItemDto) => item.id;'],
    ownDto: ['export interface RewardDto {', '  gold: number;', '}'],
    vocabulary: [
      "import { AUTO_HUNT_PERIOD_MS, isHuntSuccess, MarketSide } from '@grimhunt/contracts';",
      "export const sides: MarketSide[] = ['buy'];",
      'export const due = (at: number, result: string) => isHuntSuccess(result) && at > AUTO_HUNT_PERIOD_MS;',
    ],
  };
  const domain = (name: string, spec = false) => `libs/api/market/src/domain/${name}-probe${spec ? '.spec' : ''}.ts`;
  let fired: Record<string, string[]>;

  beforeAll(() => {
    fired = rulesFired([
      ...Object.entries(probes).map(([name, lines]) => ({ path: domain(name), code: lines.join('\n') + '\n' })),
      { path: domain('contractsDto', true), code: probes.contractsDto.join('\n') + '\n' },
      { path: domain('ownDto', true), code: probes.ownDto.join('\n') + '\n' },
      { path: 'libs/api/market/src/application/probe.ts', code: probes.contractsDto.join('\n') + '\n' },
    ]);
  });

  it('refuses request and answer shapes imported from the contracts', () => {
    expect(fired[domain('contractsDto')]).toContain('no-restricted-imports');
    expect(fired[domain('contractsBody')]).toContain('no-restricted-imports');
    expect(fired[domain('qualifiedDto')]).toContain('no-restricted-syntax');
  });

  it('refuses a *Dto type of its own, in code and in specs', () => {
    expect(fired[domain('ownDto')]).toContain('no-restricted-syntax');
    expect(fired[domain('ownDto', true)]).toContain('no-restricted-syntax');
    expect(fired[domain('contractsDto', true)]).toContain('no-restricted-imports');
  });

  it("lets the domain use the contracts' constants, pure helpers and literal types", () => {
    expect(fired[domain('vocabulary')]).toEqual([]);
  });

  it('lets the application layer map to the wire types', () => {
    expect(fired['libs/api/market/src/application/probe.ts']).toEqual([]);
  });
});
