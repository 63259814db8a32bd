import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments, subscriptions, provider notifications, the sandbox provider's orders and the daily analytics record
 * (payment issue). Double actions are stopped here: a provider id belongs to one payment (unique), a notification
 * event is received once (primary key), a subscription is delivered once per month (primary key), one analytics
 * record per day (unique); `payment.completed` is flipped by a conditional UPDATE.
 */
export class Payment1732800000000 implements MigrationInterface {
  name = 'Payment1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        recipient_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        package_id uuid NOT NULL,
        package_name varchar(200) NOT NULL,
        kind varchar(16) NOT NULL CHECK (kind IN ('order', 'subscription')),
        subscription_level smallint NOT NULL DEFAULT 0 CHECK (subscription_level BETWEEN 0 AND 3),
        upgrade_from_level smallint NOT NULL DEFAULT 0 CHECK (upgrade_from_level BETWEEN 0 AND 3),
        usd_cents integer NOT NULL CHECK (usd_cents > 0),
        items jsonb NOT NULL DEFAULT '[]',
        additional_info varchar(200) NOT NULL DEFAULT '',
        provider varchar(16) NOT NULL,
        provider_id varchar(128),
        status varchar(24) NOT NULL,
        links jsonb NOT NULL DEFAULT '[]',
        completed boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        CHECK ((kind = 'subscription') = (subscription_level > 0)),
        CHECK (completed = (completed_at IS NOT NULL)),
        UNIQUE (provider, provider_id)
      )`);
    await q.query(`CREATE INDEX payment_user_idx ON payment (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX payment_recipient_package_idx ON payment (recipient_id, package_id) WHERE completed`);
    await q.query(`CREATE INDEX payment_completed_at_idx ON payment (completed_at) WHERE completed`);
    await q.query(`
      CREATE TABLE subscription (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES user_account (id) ON DELETE CASCADE,
        payment_id uuid NOT NULL UNIQUE REFERENCES payment (id) ON DELETE CASCADE,
        level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
        status varchar(16) NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED', 'REPLACED', 'ENDED')),
        started_at timestamptz NOT NULL,
        paid_until timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await q.query(`CREATE INDEX subscription_user_idx ON subscription (user_id, paid_until)`);
    await q.query(`CREATE INDEX subscription_due_idx ON subscription (paid_until) WHERE status IN ('ACTIVE', 'CANCELLED')`);
    await q.query(`
      CREATE TABLE subscription_delivery (
        subscription_id uuid NOT NULL REFERENCES subscription (id) ON DELETE CASCADE,
        period char(7) NOT NULL CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        delivered_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (subscription_id, period)
      )`);
    await q.query(`
      CREATE TABLE payment_notification (
        provider varchar(16) NOT NULL,
        event_id varchar(128) NOT NULL,
        event_type varchar(64) NOT NULL,
        resource_id varchar(128) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id)
      )`);
    // The sandbox provider's own side (what PayPal keeps for real orders): shared by every API process.
    await q.query(`
      CREATE TABLE sandbox_order (
        id varchar(32) PRIMARY KEY,
        kind varchar(16) NOT NULL CHECK (kind IN ('order', 'subscription')),
        payment_id uuid NOT NULL,
        status varchar(24) NOT NULL,
        usd_cents integer NOT NULL,
        description varchar(200) NOT NULL,
        return_path varchar(300) NOT NULL,
        cancel_path varchar(300) NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE analytics_day (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        day date NOT NULL UNIQUE,
        recorded_at timestamptz NOT NULL,
        users integer NOT NULL,
        users_active integer NOT NULL,
        users_active_week integer NOT NULL,
        users_active_month integer NOT NULL,
        silver_subs_active integer NOT NULL,
        gold_subs_active integer NOT NULL,
        plat_subs_active integer NOT NULL,
        purchases jsonb NOT NULL DEFAULT '[]'
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['analytics_day', 'sandbox_order', 'payment_notification', 'subscription_delivery', 'subscription', 'payment']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
