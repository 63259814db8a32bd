import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hunt context: the player's hunt state, the journal, grimoire counters, paid travel, missions,
 * auto-hunts and rank rewards. Times the engine reads are bigint milliseconds (the engine's unit). Double actions
 * are stopped here: one hunter row per player, one auto-hunt per (player, hour), one reward per (player, rank),
 * one payment per (player, ground), one mission per (player, sequence).
 */
export class Hunt1732600000000 implements MigrationInterface {
  name = 'Hunt1732600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE hunter (
        user_id uuid PRIMARY KEY REFERENCES user_account (id) ON DELETE CASCADE,
        hunting_ground_id uuid REFERENCES hunting_ground (id) ON DELETE SET NULL,
        next_hunt_ms bigint NOT NULL DEFAULT 0,
        chrono_charges integer NOT NULL DEFAULT 0 CHECK (chrono_charges >= 0),
        chrono_recharge_ms bigint,
        last_auto_hour bigint NOT NULL DEFAULT 0,
        last_answer jsonb,
        last_answer_kind varchar(16),
        last_answer_ms bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX hunter_ground_idx ON hunter (hunting_ground_id)`);
    await q.query(`
      CREATE TABLE journal_entry (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        type smallint NOT NULL,
        at_ms bigint NOT NULL,
        enemy_id uuid,
        hunt_result varchar(24),
        strategy varchar(24),
        seed bigint,
        xp integer NOT NULL DEFAULT 0 CHECK (xp >= 0),
        currencies jsonb NOT NULL DEFAULT '[]',
        loot jsonb NOT NULL DEFAULT '[]',
        data jsonb NOT NULL DEFAULT '{}'
      )`);
    // The player's journal, newest first; the admin statistics over the last 24 h of hunts.
    await q.query(`CREATE INDEX journal_entry_user_idx ON journal_entry (user_id, at_ms DESC)`);
    await q.query(`CREATE INDEX journal_entry_hunt_at_idx ON journal_entry (at_ms) WHERE hunt_result IS NOT NULL`);
    await q.query(`
      CREATE TABLE grimoire_count (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        enemy_id uuid NOT NULL REFERENCES enemy (id) ON DELETE CASCADE,
        caught integer NOT NULL DEFAULT 0 CHECK (caught >= 0),
        PRIMARY KEY (user_id, enemy_id)
      )`);
    // Global counts are sums per enemy (no hot global row that every hunt would have to lock).
    await q.query(`CREATE INDEX grimoire_count_enemy_idx ON grimoire_count (enemy_id) INCLUDE (caught)`);
    await q.query(`
      CREATE TABLE hunter_ground_visit (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        hunting_ground_id uuid NOT NULL REFERENCES hunting_ground (id) ON DELETE CASCADE,
        paid bigint NOT NULL DEFAULT 0 CHECK (paid >= 0),
        at_ms bigint NOT NULL,
        PRIMARY KEY (user_id, hunting_ground_id)
      )`);
    await q.query(`
      CREATE TABLE hunter_rank_reward (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        rank_id uuid NOT NULL REFERENCES rank (id) ON DELETE CASCADE,
        at_ms bigint NOT NULL,
        PRIMARY KEY (user_id, rank_id)
      )`);
    await q.query(`
      CREATE TABLE auto_hunt (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        hour bigint NOT NULL,
        journal_id uuid NOT NULL,
        PRIMARY KEY (user_id, hour)
      )`);
    await q.query(`
      CREATE TABLE mission (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        seq integer NOT NULL CHECK (seq >= 1),
        hunting_ground_id uuid,
        start_ms bigint NOT NULL,
        end_ms bigint NOT NULL CHECK (end_ms > start_ms),
        objectives jsonb NOT NULL,
        reward jsonb NOT NULL,
        completed_ms bigint,
        UNIQUE (user_id, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE mission');
    await q.query('DROP TABLE auto_hunt');
    await q.query('DROP TABLE hunter_rank_reward');
    await q.query('DROP TABLE hunter_ground_visit');
    await q.query('DROP TABLE grimoire_count');
    await q.query('DROP TABLE journal_entry');
    await q.query('DROP TABLE hunter');
  }
}
