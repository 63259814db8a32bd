import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The emblem design a coven's captain applied from the token shop (an item key such as `emblem-raven`); null keeps
 * the arms drawn from the coven's id. The key is checked against the shop's catalogue (code) by the API.
 */
export class CovensEmblemDesign1735800000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE coven ADD COLUMN emblem_design varchar(40)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE coven DROP COLUMN emblem_design`);
  }
}
