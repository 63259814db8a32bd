import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const root = join(__dirname, '..', '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`the server at ${url} did not come up within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Starts an SMTP catcher and the whole game (`npm start` path) on a fresh data folder. */
export default async function globalSetup(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'grimhunt-e2e-'));
  chmodSync(work, 0o755);
  const mailDir = join(work, 'mails');
  mkdirSync(mailDir);
  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => (raw += c.toString()));
      stream.on('end', () => {
        const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        writeFileSync(
          join(mailDir, `${String(++n).padStart(4, '0')}.json`),
          JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw: text }),
        );
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()));
  const port = Number(process.env.E2E_PORT ?? (await freePort()));
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, [join(root, 'tools', 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DB_GUARD_NESTED: 'on',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(baseUrl, 240_000);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  (globalThis as Record<string, unknown>).__e2e = { smtp, server, work };
}
