import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The script is an ES module run by node itself; the spec asks it through a child node, as npm runs it. */
function call(fn: 'splitArgs' | 'projectOf', arg: unknown): unknown {
  const script = join(__dirname, 'test-one.mjs');
  const code = `import(${JSON.stringify(script)}).then((m) => console.log(JSON.stringify(m.${fn}(${JSON.stringify(arg)}))))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', code], { encoding: 'utf8' }));
}

describe('npm run test:one', () => {
  it('takes Jest options after a `--`, or after npm has eaten it', () => {
    const expected = { files: ['a.spec.ts', 'b.int-spec.ts'], extra: ['-t', 'name'] };
    expect(call('splitArgs', ['a.spec.ts', 'b.int-spec.ts', '--', '-t', 'name'])).toEqual(expected);
    expect(call('splitArgs', ['a.spec.ts', 'b.int-spec.ts', '-t', 'name'])).toEqual(expected);
    expect(call('splitArgs', ['a.spec.ts'])).toEqual({ files: ['a.spec.ts'], extra: [] });
  });

  it('finds the project from the file name', () => {
    expect(call('projectOf', 'libs/api/hunt/test/hunt.int-spec.ts')).toBe('integration');
    expect(call('projectOf', 'apps/player/src/features/odds/odds-view.spec.ts')).toBe('player');
    expect(call('projectOf', 'apps/e2e/src/odds.e2e.ts')).toBe('e2e');
    expect(call('projectOf', 'tools/balance/balance.spec.ts')).toBe('unit');
  });
});
