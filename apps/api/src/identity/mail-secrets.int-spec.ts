import { Logger } from '@nestjs/common';
import { sha256 } from '@grimhunt/testing';
import { startTestApp, TestApp } from '../testing/test-app';

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
});
