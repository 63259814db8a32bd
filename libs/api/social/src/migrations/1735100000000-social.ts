import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The social context: friend requests, friendships (one row per pair, the smaller id first), blocks, the hourly log
 * of sent requests, the party switch, the daily gifts and the event-stream tickets. Double actions are stopped here: one request per ordered
 * pair, one friendship per pair, one gift per (sender, recipient, UTC day).
 */
export class Social1735100000000 implements MigrationInterface {
  name = 'Social1735100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social_friend_request (
        id uuid PRIMARY KEY,
        from_user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        to_user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (from_user_id <> to_user_id),
        UNIQUE (from_user_id, to_user_id)
      )`);
    await q.query(`CREATE INDEX social_friend_request_to_idx ON social_friend_request (to_user_id)`);
    await q.query(`
      CREATE TABLE social_friendship (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        friend_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (user_id < friend_id),
        UNIQUE (user_id, friend_id)
      )`);
    await q.query(`CREATE INDEX social_friendship_friend_idx ON social_friendship (friend_id)`);
    await q.query(`
      CREATE TABLE social_block (
        blocker_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        blocked_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (blocker_id <> blocked_id),
        PRIMARY KEY (blocker_id, blocked_id)
      )`);
    await q.query(`
      CREATE TABLE social_request_log (
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        sent_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX social_request_log_idx ON social_request_log (user_id, sent_at)`);
    await q.query(`
      CREATE TABLE social_player (
        user_id uuid PRIMARY KEY REFERENCES user_account (id) ON DELETE CASCADE,
        party_enabled boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE social_gift (
        id uuid PRIMARY KEY,
        from_user_id uuid REFERENCES user_account (id) ON DELETE SET NULL,
        to_user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        from_name varchar(64) NOT NULL,
        item_id uuid NOT NULL,
        sent_day date NOT NULL,
        sent_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        claimed_at timestamptz,
        claimed_day date,
        CHECK (from_user_id IS NULL OR from_user_id <> to_user_id),
        UNIQUE (from_user_id, to_user_id, sent_day)
      )`);
    await q.query(`CREATE INDEX social_gift_to_idx ON social_gift (to_user_id, sent_at) WHERE claimed_at IS NULL`);
    // Event-stream tickets: single use, short-lived; only the hash is stored.
    await q.query(`
      CREATE TABLE social_event_ticket (
        ticket_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX social_gift_claimed_idx ON social_gift (to_user_id, claimed_day) WHERE claimed_day IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'social_event_ticket',
      'social_gift',
      'social_player',
      'social_request_log',
      'social_block',
      'social_friendship',
      'social_friend_request',
    ])
      await q.query(`DROP TABLE ${table}`);
  }
}
