import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Client } from 'pg';

/**
 * The game's own database: the embedded PostgreSQL the test server runs in its data folder, next to the mail folder
 * the global setup made. Browser tests use it for one thing only, moving a player's hunt cooldown into the past as if
 * the quarter of an hour between two hunts had gone by (there is no admin route for the clock); everything a player
 * does goes through the screens. The server listens on its Unix socket only and asks for the superuser's password.
 */
export async function gameDatabase(): Promise<Client> {
  const dataDir = join(dirname(process.env.E2E_MAIL_DIR as string), 'data');
  // postmaster.pid: the port is line 4, the folder of the server's Unix socket line 5; the password is in pg-password.
  const pid = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new Client({ host: pid[4].trim() || '127.0.0.1', port: Number(pid[3]), user: 'postgres', password, database: 'grimhunt' });
  await client.connect();
  return client;
}

/** The hunt is ready again (cooldown and repeat window over) and no puzzle is being counted toward. */
export async function skipCooldown(db: Client, userId: string): Promise<void> {
  await db.query(`UPDATE hunter SET next_hunt_ms = 0, last_answer_ms = 0 WHERE user_id = $1`, [userId]);
  await db.query(`DELETE FROM hunt_challenge WHERE user_id = $1 AND challenge_id IS NULL`, [userId]);
}

/**
 * Only the cooldown is over (a quarter of an hour went by): the player's last HUNT press still counts as recent
 * activity, which the hunting party asks of a friend it takes along.
 */
export async function endCooldown(db: Client, userId: string): Promise<void> {
  await db.query(`UPDATE hunter SET next_hunt_ms = 0 WHERE user_id = $1`, [userId]);
}
