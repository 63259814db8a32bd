import { connect, Socket } from 'node:net';
import { startTestApp, TestApp } from '../testing/test-app';

/** Opens a socket, sends `head`, then one more byte of `drip` every 200 ms; resolves when the server closes it. */
function drip(port: number, head: string, dripText: string): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (dripText && !socket.destroyed && socket.writable) socket.write(dripText[i++ % dripText.length]);
    }, 200);
    const watchdog = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the dripping connection open for 15 s'));
    }, 15_000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(watchdog);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
    socket.on('connect', () => head && socket.write(head));
  });
}

describe('connections that drip a request', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp({ httpTimeouts: { headersMs: 1000, requestMs: 2000, keepAliveMs: 1000 } });
    port = Number(new URL(t.baseUrl).port);
  });
  afterAll(() => t?.close());

  it('closes a connection that drips its headers once the header time is up', async () => {
    const { closedAfterMs } = await drip(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: aaaaaaaaaa\r\n');
    // headersMs plus at most one check interval (1 s) and scheduling slack.
    expect(closedAfterMs).toBeLessThan(3500);
  });

  it('closes a connection that drips its body once the request time is up, without running the handler', async () => {
    const { closedAfterMs, answer } = await drip(
      port,
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 500\r\n\r\n',
      'username=a&',
    );
    expect(closedAfterMs).toBeLessThan(4500);
    expect(answer).not.toMatch(/^HTTP\/1\.1 (200|401)/);
  });

  it('closes a connection that sends nothing at all', async () => {
    const { closedAfterMs } = await drip(port, '', '');
    expect(closedAfterMs).toBeLessThan(3500);
  });

  it('still serves a request sent at a normal pace', async () => {
    expect((await t.http.get('/api/version/')).status).toBe(200);
  });
});
