import { Injectable } from '@nestjs/common';
import { Tx, unwrapTx } from '@grimhunt/api-kernel';
import type { PuzzleCounters, PuzzleStateStore } from '../../application/ports/puzzle-state.store.port';
import type { ChallengeScene, HuntChallengeState } from '../../domain/hunt-challenge';

interface Row {
  hunts: number;
  window_ms: string;
  challenge_id: string | null;
  scene: ChallengeScene | null;
  wrong: number;
  locked_ms: string | null;
  now_ms: string;
}

/** The puzzle state of each player in table `hunt_challenge`, raw SQL on the caller's transaction. */
@Injectable()
export class TypeOrmPuzzleStateStore implements PuzzleStateStore {
  /** Locks (creating when absent) the player's row; returns its state and the database time. */
  async lock(tx: Tx, userId: string): Promise<{ state: HuntChallengeState; now: number }> {
    const q = unwrapTx(tx);
    await q.query(
      `INSERT INTO hunt_challenge (user_id, window_started_at) VALUES ($1, clock_timestamp()) ON CONFLICT (user_id) DO NOTHING`,
      [userId],
    );
    const rows: Row[] = await q.query(
      `SELECT hunts, (extract(epoch FROM window_started_at) * 1000)::bigint AS window_ms, challenge_id, scene, wrong,
              (extract(epoch FROM locked_until) * 1000)::bigint AS locked_ms, (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now_ms
         FROM hunt_challenge WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    const row = rows[0];
    return {
      now: Number(row.now_ms),
      state: {
        hunts: row.hunts,
        windowStartedAt: Number(row.window_ms),
        pending: row.challenge_id && row.scene ? { id: row.challenge_id, scene: row.scene, wrong: row.wrong } : null,
        lockedUntil: row.locked_ms === null ? null : Number(row.locked_ms),
      },
    };
  }

  async save(tx: Tx, userId: string, state: HuntChallengeState, counters: PuzzleCounters = {}): Promise<void> {
    await unwrapTx(tx).query(
      `UPDATE hunt_challenge SET hunts = $2, window_started_at = to_timestamp($3 / 1000.0), challenge_id = $4, scene = $5::jsonb, wrong = $6,
              locked_until = CASE WHEN $7::bigint IS NULL THEN NULL ELSE to_timestamp($7 / 1000.0) END,
              solved = solved + $8, failed = failed + $9
        WHERE user_id = $1`,
      [
        userId,
        state.hunts,
        state.windowStartedAt,
        state.pending?.id ?? null,
        state.pending ? JSON.stringify(state.pending.scene) : null,
        state.pending?.wrong ?? 0,
        state.lockedUntil,
        counters.solved ?? 0,
        counters.failed ?? 0,
      ],
    );
  }
}
