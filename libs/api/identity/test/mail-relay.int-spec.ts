import { MAIL_OUTBOX, MailSender, QueuedMail, RelayUnsentMailsJob } from '../src';
import { startTestApp, TestApp } from '@grimhunt/api-testing';

/** A mail server stand-in: records what it was given; `down` makes every send fail like an unreachable server. */
class RecordingSender implements Pick<MailSender, 'relay'> {
  readonly relayed: QueuedMail[] = [];
  down = false;
  constructor(private readonly t: TestApp) {}
  async relay(mail: QueuedMail): Promise<void> {
    this.relayed.push(mail);
    if (this.down) await this.t.dataSource.query(`UPDATE mail_outbox SET error = 'connection refused' WHERE id = $1`, [mail.id]);
    else await this.t.dataSource.query(`UPDATE mail_outbox SET sent_at = now(), error = NULL WHERE id = $1`, [mail.id]);
  }
}

describe('unsent mails are sent again (SMTP down, or a process gone between commit and send)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => t.dataSource.query(`DELETE FROM mail_outbox`));

  const job = (sender: RecordingSender) => new RelayUnsentMailsJob(t.app.get(MAIL_OUTBOX), sender as unknown as MailSender);
  async function unsent(subject: string, ageSeconds: number, extra: { sent?: boolean; attempts?: number } = {}): Promise<string> {
    const [row] = await t.dataSource.query(
      `INSERT INTO mail_outbox (to_address, subject, body_text, created_at, sent_at, attempts)
       VALUES ('player@example.com', $1, 'body of ' || $1, now() - make_interval(secs => $2), CASE WHEN $3 THEN now() END, $4)
       RETURNING id`,
      [subject, ageSeconds, extra.sent ?? false, extra.attempts ?? 0],
    );
    return row.id;
  }
  const rowOf = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT attempts, sent_at IS NOT NULL AS sent, next_attempt_at > now() AS waiting FROM mail_outbox WHERE id = $1`,
        [id],
      )
    )[0];

  it('sends a mail left unsent over a minute ago once, and leaves fresh, sent and given-up mails alone', async () => {
    const receipt = await unsent('Your receipt', 120);
    await unsent('Just queued', 5);
    await unsent('Already sent', 600, { sent: true });
    await unsent('Given up', 600, { attempts: 6 });
    const sender = new RecordingSender(t);
    expect(await job(sender).run()).toEqual({ tried: 1 });
    expect(sender.relayed).toEqual([{ id: receipt, to: 'player@example.com', subject: 'Your receipt', text: 'body of Your receipt' }]);
    expect(await rowOf(receipt)).toMatchObject({ attempts: 1, sent: true });
    expect(await job(sender).run()).toEqual({ tried: 0 });
  });

  it('waits longer after each failed attempt and gives up after six', async () => {
    const id = await unsent('Activate your account', 120);
    const sender = new RecordingSender(t);
    sender.down = true;
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await job(sender).run()).toEqual({ tried: 1 });
      expect(await rowOf(id)).toEqual({ attempts: attempt, sent: false, waiting: true });
      expect(await job(sender).run()).toEqual({ tried: 0 }); // not before its next attempt is due
      await t.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1`, [id]);
    }
    expect(await job(sender).run()).toEqual({ tried: 0 });
    expect(sender.relayed).toHaveLength(6);
  });

  it('several processes running the job at once send each mail once', async () => {
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push(await unsent(`Receipt ${i}`, 120 + i));
    const senders = Array.from({ length: 4 }, () => new RecordingSender(t));
    const runs = await Promise.all(senders.flatMap((s) => [job(s).run(), job(s).run()]));
    const relayed = senders.flatMap((s) => s.relayed.map((m) => m.id)).sort();
    expect(relayed).toEqual([...ids].sort());
    expect(runs.reduce((sum, r) => sum + r.tried, 0)).toBe(30);
  });
});
