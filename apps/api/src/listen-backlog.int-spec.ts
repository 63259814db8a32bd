import { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@grimhunt/testing';
import { freePort } from './config/embedded-postgres';
import { apiAnswers, spawnApi } from './testing/api-process';

/** Opens a TCP connection to 127.0.0.1:`port`; resolves with the socket once the handshake is done. */
const connect = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = new Socket();
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
    socket.connect(port, '127.0.0.1');
  });

describe('the API as main.ts starts it, under a burst of new connections', () => {
  let api: ChildProcess | null = null;
  let dir: string;
  const sockets: Socket[] = [];

  afterAll(() => {
    for (const s of sockets) s.destroy();
    if (api && api.exitCode === null) {
      api.kill('SIGCONT');
      api.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets the kernel hold 1,000 connections it has not accepted yet, instead of dropping those past 511', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gh-backlog-'));
    const port = await freePort();
    api = spawnApi({ databaseUrl: await createTestDatabase(), port, dataDir: dir });
    expect(await apiAnswers(api, port)).toBe(true);

    // Stopped, the API accepts nothing: every connection has to wait in the listen queue. With Node's default of 511,
    // the kernel drops the SYNs past it, and those connections complete only on TCP's retry a second or more later.
    api.kill('SIGSTOP');
    let connected = 0;
    const burst = Array.from({ length: 1000 }, () =>
      connect(port).then((socket) => {
        sockets.push(socket);
        connected++;
      }),
    );
    await new Promise((r) => setTimeout(r, 900));
    const connectedWhileStopped = connected;
    api.kill('SIGCONT');
    await Promise.all(burst);
    // The kernel caps any backlog at net.core.somaxconn (4096 on Linux since 5.4): a machine set lower holds that many.
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(connectedWhileStopped).toBe(Math.min(1000, somaxconn + 1));

    // Then it accepts them all and still answers.
    expect(await apiAnswers(api, port)).toBe(true);
  }, 60_000);
});
