import { Logger } from '@nestjs/common';
import { MAIL_OUTBOX, MailSender, QueuedMail, RelayUnsentMailsJob } from '../src';
import { sha256 } from '@grimhunt/testing';
import { startTestApp, TestApp } from '@grimhunt/api-testing';

/** In production without SMTP_URL, no link secret reaches the log or the outbox table. */
describe('account mails in production without SMTP', () => {
  let t: TestApp;
  const logged: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ nodeEnv: 'production' });
    for (const level of ['log', 'warn', 'error'] as const)
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void logged.push(String(args[0])));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  it('keeps neither the activation nor the reset secret, in the table or the log', async () => {
    await t.http.postForm('/api/user/register', { username: 'quiet', password: sha256('secret12'), email: 'quiet@example.com' });
    expect((await t.http.postForm('/api/user/ForgotPasswordRequest', { username: 'quiet' })).status).toBe(200);
    const rows: { subject: string; body_text: string }[] = await t.dataSource.query(
      `SELECT subject, body_text FROM mail_outbox WHERE to_address = 'quiet@example.com' ORDER BY created_at`,
    );
    expect(rows.map((r) => r.subject)).toEqual(['Activate your Grimhunt account', 'Your Grimhunt password']);
    for (const row of rows) {
      expect(row.body_text).toContain('(link removed from our copy after sending)');
      expect(row.body_text).not.toMatch(/(activateAccount|forgotPasswordRetrieve)\/[\w-]{20,}/);
    }
    const mailLines = logged.filter((line) => line.includes('quiet@example.com'));
    expect(mailLines).toHaveLength(2);
    for (const line of mailLines) expect(line).not.toMatch(/activateAccount|forgotPasswordRetrieve/);
  });

  it('stores the mails whose link it removed as given up, so a relay added later never sends a dead link', async () => {
    await t.http.postForm('/api/user/register', { username: 'later', password: sha256('secret12'), email: 'later@example.com' });
    expect((await t.http.postForm('/api/user/ForgotPasswordRequest', { username: 'later' })).status).toBe(200);
    // The relay picks up unsent mails older than a minute: these rows are made old enough.
    await t.dataSource.query(`UPDATE mail_outbox SET created_at = now() - interval '1 hour' WHERE to_address = 'later@example.com'`);
    const relayed: QueuedMail[] = [];
    const smtp = { relay: async (mail: QueuedMail) => void relayed.push(mail) } as unknown as MailSender;
    expect(await new RelayUnsentMailsJob(t.app.get(MAIL_OUTBOX), smtp).run()).toEqual({ tried: 0 });
    expect(relayed).toEqual([]);
    const rows: { error: string; sent: boolean }[] = await t.dataSource.query(
      `SELECT error, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE to_address = 'later@example.com'`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toEqual({ error: 'not sent: SMTP_URL was not set, and our copy has no link secret to send', sent: false });
  });
});
