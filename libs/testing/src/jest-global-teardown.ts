import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as Record<string, unknown>).__grimhuntTestPg as { stop(): Promise<void>; dir: string } | undefined;
  if (!server) return;
  await server.stop();
  rmSync(server.dir, { recursive: true, force: true });
}
