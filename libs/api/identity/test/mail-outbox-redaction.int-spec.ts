import { DataSource } from 'typeorm';
import { createTestDatabase } from '@grimhunt/testing';
import { MIGRATIONS } from '@grimhunt/api-testing';
import { IdentityMailOutboxRedaction1734300000000 } from '../src/migrations/1734300000000-identity-mail-outbox-redaction';

/** Mails stored by earlier versions: the migration removes the secrets they kept and stops dead links being sent. */
describe('mail outbox redaction migration', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    const before = MIGRATIONS.filter((m) => m !== IdentityMailOutboxRedaction1734300000000);
    expect(before).toHaveLength(MIGRATIONS.length - 1);
    dataSource = new DataSource({
      type: 'postgres',
      url: await createTestDatabase('redact'),
      migrations: before,
      migrationsTransactionMode: 'each',
    });
    await dataSource.initialize();
    await dataSource.runMigrations();
  });
  afterAll(() => dataSource?.destroy());

  const link = (path: string) => `Open this link:\nhttp://game.test/${path}/AbC_12-xyzSECRETxyzSECRETxyzSECRETxyz0123\n\nBye.`;
  async function stored(subject: string, body: string, sent: boolean): Promise<void> {
    await dataSource.query(
      `INSERT INTO mail_outbox (to_address, subject, body_text, sent_at) VALUES ('old@example.com', $1, $2, CASE WHEN $3 THEN now() END)`,
      [subject, body, sent],
    );
  }
  const row = async (subject: string) =>
    (
      await dataSource.query(`SELECT body_text, attempts, error, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE subject = $1`, [
        subject,
      ])
    )[0];

  it('removes secrets from sent mails and mailed passwords everywhere, keeps mails still to send, and gives up dead ones', async () => {
    await stored('sent activation', link('activateAccount'), true);
    await stored('sent reset', link('forgotPasswordRetrieve'), true);
    await stored('sent password', 'Hello old,\n\nyour new password is: k7Pq2mXr9aBc\n\nLog in with it.', true);
    await stored('unsent password', 'Hello old,\n\nyour new password is: Zz9Yy8Xx7Ww6\n\nLog in with it.', false);
    await stored('waiting for the relay', link('activateAccount'), false);
    await stored(
      'unsent, link removed',
      'Open this link:\nhttp://game.test/activateAccount/(link removed from our copy after sending)',
      false,
    );
    await stored('receipt', 'Thank you for your purchase.', false);

    const migrate = new IdentityMailOutboxRedaction1734300000000();
    const runner = dataSource.createQueryRunner();
    await migrate.up(runner);
    await runner.release();

    const removedLink = 'http://game.test/activateAccount/(link removed from our copy after sending)\n';
    expect((await row('sent activation')).body_text).toBe(`Open this link:\n${removedLink}\nBye.`);
    expect((await row('sent reset')).body_text).toBe(
      'Open this link:\nhttp://game.test/forgotPasswordRetrieve/(link removed from our copy after sending)\n\nBye.',
    );
    expect((await row('sent password')).body_text).toBe(
      'Hello old,\n\nyour new password is: (password removed from our copy)\n\nLog in with it.',
    );
    const unsentPassword = await row('unsent password');
    expect(unsentPassword.body_text).not.toContain('Zz9Yy8Xx7Ww6');
    expect(unsentPassword).toMatchObject({ attempts: 6, sent: false });
    expect(await row('unsent, link removed')).toMatchObject({ attempts: 6, error: expect.stringMatching(/^not sent/) });
    // A mail still to send keeps its link (the relay removes it once sent); one without secrets is left alone.
    expect(await row('waiting for the relay')).toMatchObject({ body_text: link('activateAccount'), attempts: 0, error: null });
    expect(await row('receipt')).toMatchObject({ body_text: 'Thank you for your purchase.', attempts: 0, error: null });

    // Running it again changes nothing.
    const before = await dataSource.query(`SELECT body_text, attempts FROM mail_outbox ORDER BY subject`);
    const again = dataSource.createQueryRunner();
    await migrate.up(again);
    await again.release();
    expect(await dataSource.query(`SELECT body_text, attempts FROM mail_outbox ORDER BY subject`)).toEqual(before);
  });
});
