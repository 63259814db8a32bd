import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue: every reference is a real foreign key. Child rows (prices, stats, loot, table
 * entries, ...) live in small tables keyed by (parent, position) and go with their parent (ON DELETE CASCADE);
 * what they point at is protected (NO ACTION), so deleting a record that is still used fails with 23503 and the
 * API answers 409 CATALOGUE.IN_USE. Currency and stat entries reference the short name (ON UPDATE CASCADE), as
 * the DTOs carry short names. `catalogue_version` is bumped by every admin write (snapshot invalidation).
 */
export class Catalogue1732300000000 implements MigrationInterface {
  name = 'Catalogue1732300000000';

  async up(q: QueryRunner): Promise<void> {
    const name = `name varchar(200) NOT NULL CHECK (length(btrim(name)) > 0)`;
    const shortName = `short_name varchar(64) NOT NULL CHECK (length(btrim(short_name)) > 0)`;
    const hex = (column: string) => `CHECK (${column} ~ '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$')`;
    const image = (column: string) => `${column} uuid REFERENCES image (id)`;

    await q.query(`
      CREATE TABLE catalogue_version (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        version bigint NOT NULL DEFAULT 1
      )`);
    await q.query(`INSERT INTO catalogue_version DEFAULT VALUES`);

    await q.query(`
      CREATE TABLE image (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        mime varchar(64) NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'video/mp4', 'video/webm')),
        bytes bytea NOT NULL,
        byte_size int NOT NULL CHECK (byte_size BETWEEN 1 AND 10485760),
        sha256 char(64) NOT NULL,
        thumb bytea,
        thumb_mime varchar(64),
        width int CHECK (width > 0),
        height int CHECK (height > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE item_type (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        ${shortName} UNIQUE,
        item_type_slots int NOT NULL DEFAULT 1 CHECK (item_type_slots >= 0),
        is_equipment boolean NOT NULL DEFAULT false,
        always_equipped boolean NOT NULL DEFAULT false,
        flavor_text text NOT NULL DEFAULT '',
        order_index int NOT NULL DEFAULT 100,
        ${image('image_id')}
      )`);
    await q.query(`
      CREATE TABLE rarity (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        ${shortName} UNIQUE,
        color_hex varchar(9) NOT NULL ${hex('color_hex')},
        order_index int NOT NULL DEFAULT 100
      )`);
    await q.query(`
      CREATE TABLE currency (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        ${shortName} UNIQUE,
        flavor_text text NOT NULL DEFAULT '',
        order_index int NOT NULL DEFAULT 100,
        ${image('image_id')}
      )`);
    for (const table of ['proc_type', 'proc_event_type']) {
      await q.query(`
        CREATE TABLE ${table} (
          id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
          ${name},
          ${shortName} UNIQUE,
          ${image('image_id')}
        )`);
    }
    await q.query(`
      CREATE TABLE damage_type (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        ${shortName} UNIQUE,
        ${image('image_id')},
        color_hex varchar(9) NOT NULL ${hex('color_hex')}
      )`);
    await q.query(`
      CREATE TABLE enemy_type (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        ${shortName} UNIQUE,
        ${image('image_id')},
        color_hex varchar(9) ${hex('color_hex')}
      )`);
    await q.query(`
      CREATE TABLE stat (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        ${shortName} UNIQUE,
        stat_type int NOT NULL DEFAULT 0 CHECK (stat_type IN (0, 1)),
        proc_type_id uuid REFERENCES proc_type (id),
        proc_event_type_id uuid REFERENCES proc_event_type (id),
        affected_creature_type_id uuid REFERENCES enemy_type (id),
        damage_type_id uuid REFERENCES damage_type (id),
        ${image('image_id')},
        flavor_text text NOT NULL DEFAULT '',
        unit_symbol varchar(16) NOT NULL DEFAULT ''
      )`);

    await q.query(`
      CREATE TABLE item (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        type_id uuid REFERENCES item_type (id),
        contract_type varchar(16) CHECK (contract_type IN ('biological', 'party', 'traditional', 'techy', 'arcane', 'monster', 'evil', 'secret')),
        rarity_id uuid REFERENCES rarity (id),
        ${image('image_id')},
        ${image('animated_id')},
        flavor_text text NOT NULL DEFAULT '',
        visible boolean NOT NULL DEFAULT true,
        req_xp bigint NOT NULL DEFAULT 0 CHECK (req_xp >= 0),
        buyable boolean NOT NULL DEFAULT false,
        premium_shop boolean NOT NULL DEFAULT false,
        need_sub int NOT NULL DEFAULT 0 CHECK (need_sub BETWEEN 0 AND 3),
        is_unique boolean NOT NULL DEFAULT false,
        unlock_recipe_item_id uuid REFERENCES item (id),
        transferable boolean NOT NULL DEFAULT true,
        can_attract_enemy_id uuid
      )`);
    await q.query(`CREATE INDEX item_type_idx ON item (type_id)`);
    await q.query(`
      CREATE TABLE enemy (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        enemy_type_id uuid REFERENCES enemy_type (id),
        enemy_rarity_id uuid REFERENCES rarity (id),
        ${image('image_id')},
        ${image('animated_image_id')},
        flavor_text text NOT NULL DEFAULT '',
        visible boolean NOT NULL DEFAULT true,
        midnight_ghost boolean NOT NULL DEFAULT false,
        special_ghost boolean NOT NULL DEFAULT false,
        nessy_ghost boolean NOT NULL DEFAULT false,
        immune_mystic_power boolean NOT NULL DEFAULT false,
        has_population boolean NOT NULL DEFAULT false,
        scare_factor int NOT NULL DEFAULT 0 CHECK (scare_factor >= 0),
        population int NOT NULL DEFAULT 0 CHECK (population >= 0),
        xp bigint NOT NULL DEFAULT 0 CHECK (xp >= 0),
        special_from_day int CHECK (special_from_day BETWEEN 1 AND 31),
        special_from_month int CHECK (special_from_month BETWEEN 1 AND 12),
        special_from_year int CHECK (special_from_year BETWEEN 1970 AND 9999),
        special_to_day int CHECK (special_to_day BETWEEN 1 AND 31),
        special_to_month int CHECK (special_to_month BETWEEN 1 AND 12),
        special_to_year int CHECK (special_to_year BETWEEN 1970 AND 9999),
        special_recurring_year boolean NOT NULL DEFAULT false,
        special_chance int NOT NULL DEFAULT 0 CHECK (special_chance BETWEEN 0 AND 100)
      )`);
    await q.query(
      `ALTER TABLE item ADD CONSTRAINT item_can_attract_enemy_id_fkey FOREIGN KEY (can_attract_enemy_id) REFERENCES enemy (id)`,
    );

    // Child rows of an item.
    const currencyRows = (table: string, parent: string) => `
      CREATE TABLE ${table} (
        ${parent} uuid NOT NULL REFERENCES ${parent.replace(/_id$/, '')} (id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        currency_short_name varchar(64) NOT NULL REFERENCES currency (short_name) ON UPDATE CASCADE,
        amount bigint NOT NULL CHECK (amount >= 0),
        PRIMARY KEY (${parent}, position)
      )`;
    const statRows = (table: string, parent: string) => `
      CREATE TABLE ${table} (
        ${parent} uuid NOT NULL REFERENCES ${parent.replace(/_id$/, '')} (id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        stat_short_name varchar(64) NOT NULL REFERENCES stat (short_name) ON UPDATE CASCADE,
        value_from int NOT NULL DEFAULT 0,
        value_to int NOT NULL DEFAULT 0,
        proc_percent int NOT NULL DEFAULT 100 CHECK (proc_percent BETWEEN 0 AND 100),
        PRIMARY KEY (${parent}, position)
      )`;
    const itemAmountRows = (table: string, parent: string, itemColumn: string) => `
      CREATE TABLE ${table} (
        ${parent} uuid NOT NULL REFERENCES ${parent.replace(/_id$/, '')} (id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        ${itemColumn} uuid NOT NULL REFERENCES item (id),
        amount int NOT NULL DEFAULT 1 CHECK (amount >= 1),
        PRIMARY KEY (${parent}, position)
      )`;
    const itemIdRows = (table: string, parent: string, itemColumn: string) => `
      CREATE TABLE ${table} (
        ${parent} uuid NOT NULL REFERENCES ${parent.replace(/_id$/, '')} (id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        ${itemColumn} uuid NOT NULL REFERENCES item (id),
        PRIMARY KEY (${parent}, position)
      )`;
    await q.query(currencyRows('item_price', 'item_id'));
    await q.query(currencyRows('item_refund', 'item_id'));
    await q.query(statRows('item_stat', 'item_id'));
    await q.query(itemAmountRows('item_crafting_mat', 'item_id', 'mat_item_id'));
    await q.query(itemAmountRows('item_crafting_mat_premium', 'item_id', 'mat_item_id'));
    await q.query(itemIdRows('item_trophy', 'item_id', 'trophy_item_id'));
    await q.query(`CREATE INDEX item_crafting_mat_mat_idx ON item_crafting_mat (mat_item_id)`);
    await q.query(`CREATE INDEX item_crafting_mat_premium_mat_idx ON item_crafting_mat_premium (mat_item_id)`);
    await q.query(`CREATE INDEX item_trophy_trophy_idx ON item_trophy (trophy_item_id)`);

    // Child rows of an enemy.
    await q.query(currencyRows('enemy_currency', 'enemy_id'));
    await q.query(statRows('enemy_stat', 'enemy_id'));
    await q.query(`
      CREATE TABLE enemy_loot (
        enemy_id uuid NOT NULL REFERENCES enemy (id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        item_id uuid NOT NULL REFERENCES item (id),
        drop_chance double precision NOT NULL DEFAULT 100 CHECK (drop_chance BETWEEN 0 AND 100),
        amount_min int NOT NULL DEFAULT 1 CHECK (amount_min >= 0),
        amount_max int NOT NULL DEFAULT 1 CHECK (amount_max >= amount_min),
        PRIMARY KEY (enemy_id, position)
      )`);
    await q.query(`CREATE INDEX enemy_loot_item_idx ON enemy_loot (item_id)`);
    await q.query(`
      CREATE TABLE enemy_equipment (
        enemy_id uuid NOT NULL REFERENCES enemy (id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        item_type_id uuid NOT NULL REFERENCES item_type (id),
        item_id uuid NOT NULL REFERENCES item (id),
        PRIMARY KEY (enemy_id, position)
      )`);

    await q.query(`
      CREATE TABLE rank (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        xp bigint NOT NULL DEFAULT 1000 CHECK (xp >= 0),
        flavor_text text NOT NULL DEFAULT '',
        ${image('image_id')},
        reward_item_id uuid REFERENCES item (id)
      )`);
    await q.query(itemIdRows('rank_reward_item', 'rank_id', 'item_id'));

    await q.query(`
      CREATE TABLE region (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        ${image('image_id')},
        ${image('animated_image_id')},
        sequence int NOT NULL DEFAULT 0 CHECK (sequence >= 0),
        xp_required bigint NOT NULL DEFAULT 0 CHECK (xp_required >= 0),
        visible boolean NOT NULL DEFAULT true,
        key_id uuid REFERENCES item (id)
      )`);
    await q.query(`
      CREATE TABLE hunting_ground (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        flavor_text text NOT NULL DEFAULT '',
        ${image('image_id')},
        ${image('animated_image_id')},
        visible boolean NOT NULL DEFAULT true,
        sequence int NOT NULL DEFAULT 0 CHECK (sequence >= 0),
        additional_hunt_time int NOT NULL DEFAULT 0 CHECK (additional_hunt_time BETWEEN -1440 AND 1440),
        xp_required bigint NOT NULL DEFAULT 0 CHECK (xp_required >= 0),
        travel_cost bigint NOT NULL DEFAULT 0 CHECK (travel_cost >= 0),
        raw_power_cap int NOT NULL DEFAULT 0 CHECK (raw_power_cap >= 0),
        mystic_power_cap int NOT NULL DEFAULT 25 CHECK (mystic_power_cap BETWEEN 0 AND 100),
        key_id uuid REFERENCES item (id),
        region_id uuid NOT NULL REFERENCES region (id)
      )`);
    await q.query(`CREATE INDEX hunting_ground_region_idx ON hunting_ground (region_id)`);
    await q.query(itemIdRows('hunting_ground_special_bait', 'hunting_ground_id', 'item_id'));
    await q.query(`
      CREATE TABLE hunting_table (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        hunting_ground_id uuid NOT NULL REFERENCES hunting_ground (id),
        sequence int NOT NULL DEFAULT 0 CHECK (sequence >= 0),
        ${image('image_id')}
      )`);
    await q.query(`CREATE INDEX hunting_table_ground_idx ON hunting_table (hunting_ground_id)`);
    await q.query(`
      CREATE TABLE hunting_table_entry (
        hunting_table_id uuid NOT NULL REFERENCES hunting_table (id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        enemy_id uuid NOT NULL REFERENCES enemy (id),
        range_min int NOT NULL DEFAULT 0,
        range_max int NOT NULL DEFAULT 0,
        CONSTRAINT hunting_table_entry_range_check CHECK (0 <= range_min AND range_min <= range_max AND range_max < 10000),
        PRIMARY KEY (hunting_table_id, position)
      )`);
    await q.query(`CREATE INDEX hunting_table_entry_enemy_idx ON hunting_table_entry (enemy_id)`);

    await q.query(`
      CREATE TABLE news (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        header varchar(300) NOT NULL CHECK (length(btrim(header)) > 0),
        message text NOT NULL DEFAULT '',
        name varchar(200) NOT NULL DEFAULT '',
        ${image('image_id')},
        ${image('animated_image_id')},
        published_at timestamptz NOT NULL DEFAULT now(),
        reward_item_id uuid REFERENCES item (id)
      )`);
    await q.query(`CREATE INDEX news_published_idx ON news (published_at DESC)`);

    await q.query(`
      CREATE TABLE premium_package (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${name},
        usd numeric(10, 2) NOT NULL DEFAULT 0 CHECK (usd >= 0),
        month int CHECK (month BETWEEN 1 AND 12),
        year int CHECK (year BETWEEN 2000 AND 9999),
        category_sorting_number int NOT NULL DEFAULT 0,
        promotional_label varchar(64) NOT NULL DEFAULT '',
        subscription_level int NOT NULL DEFAULT 0 CHECK (subscription_level BETWEEN 0 AND 3),
        single_item_type int NOT NULL DEFAULT 0 CHECK (single_item_type BETWEEN 0 AND 14),
        ${image('image_id')},
        ${image('animated_image_id')},
        visible boolean NOT NULL DEFAULT true,
        flavor_text text NOT NULL DEFAULT ''
      )`);
    await q.query(itemAmountRows('premium_package_item', 'premium_package_id', 'item_id'));

    await q.query(`
      CREATE TABLE setting (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        key varchar(128) NOT NULL UNIQUE CHECK (length(btrim(key)) > 0),
        value text NOT NULL DEFAULT ''
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'setting',
      'premium_package_item',
      'premium_package',
      'news',
      'hunting_table_entry',
      'hunting_table',
      'hunting_ground_special_bait',
      'hunting_ground',
      'region',
      'rank_reward_item',
      'rank',
      'enemy_equipment',
      'enemy_loot',
      'enemy_stat',
      'enemy_currency',
      'item_trophy',
      'item_crafting_mat_premium',
      'item_crafting_mat',
      'item_stat',
      'item_refund',
      'item_price',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
    await q.query('ALTER TABLE item DROP CONSTRAINT item_can_attract_enemy_id_fkey');
    for (const table of [
      'enemy',
      'item',
      'stat',
      'enemy_type',
      'damage_type',
      'proc_event_type',
      'proc_type',
      'currency',
      'rarity',
      'item_type',
      'image',
      'catalogue_version',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
