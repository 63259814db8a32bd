import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, any>).__e2e;
  if (!state) return;
  try {
    process.kill(-state.server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  await new Promise((r) => setTimeout(r, 1500));
  await new Promise<void>((r) => state.smtp.close(() => r()));
  rmSync(state.work, { recursive: true, force: true });
}
