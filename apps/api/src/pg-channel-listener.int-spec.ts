import { PgChannelListener } from '@grimhunt/api-kernel';
import { startTestApp, TestApp } from './testing/test-app';

/** Polls `check` until it holds (or `ms` passed, then it throws its last failure). */
async function eventually(check: () => void | Promise<void>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The kernel's LISTEN connection: one per process, shared by the session cache and the social events. */
describe('PgChannelListener', () => {
  let t: TestApp;
  const listenerBackends = async (): Promise<number> => {
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'grimhunt-listener' AND datname = current_database()`,
    );
    return row.n;
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('listens to every channel over one connection, reconnects when it is cut, and says so to each handler', async () => {
    // The session cache and the social events subscribed at start: still one connection for the process.
    await eventually(async () => expect(await listenerBackends()).toBe(1));

    const listener = t.app.get(PgChannelListener);
    const heard: string[] = [];
    const stops = await listener.subscribe('grimhunt_listener_spec', {
      notify: (payload) => heard.push(payload),
      connected: () => heard.push('(connected)'),
      lost: () => heard.push('(lost)'),
    });
    expect(heard).toEqual(['(connected)']);
    await t.dataSource.query(`SELECT pg_notify('grimhunt_listener_spec', 'first')`);
    await eventually(() => expect(heard).toEqual(['(connected)', 'first']));
    expect(await listenerBackends()).toBe(1);

    // The connection is cut (a failover, a restart of PostgreSQL): the handler hears it, then the new connection.
    await t.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'grimhunt-listener' AND datname = current_database()`,
    );
    await eventually(() => expect(heard).toEqual(['(connected)', 'first', '(lost)', '(connected)']));
    expect(listener.connected).toBe(true);
    await t.dataSource.query(`SELECT pg_notify('grimhunt_listener_spec', 'second')`);
    await eventually(() => expect(heard.at(-1)).toBe('second'));
    expect(await listenerBackends()).toBe(1);

    // After unsubscribing, nothing more reaches the handler.
    stops();
    await t.dataSource.query(`SELECT pg_notify('grimhunt_listener_spec', 'third')`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual(['(connected)', 'first', '(lost)', '(connected)', 'second']);
  });

  it('refuses a channel name that is not a plain identifier (it is spliced into LISTEN)', async () => {
    await expect(t.app.get(PgChannelListener).subscribe('x; DROP TABLE user_account', { notify: () => undefined })).rejects.toThrow(
      'not a channel name',
    );
  });
});
