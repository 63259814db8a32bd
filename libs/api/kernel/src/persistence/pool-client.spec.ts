import { Client, ClientConfig } from 'pg';
import { pipelining, poolClient } from './pool-client';
import { PreparingClient } from './prepared-statements';

/** A stand-in for node-postgres's client: records what is sent, answers when told. */
class FakeClient {
  readonly sent: unknown[][] = [];
  readonly answers: { resolve: (v: unknown) => void; reject: (e: Error) => void }[] = [];
  readonly stream = { cork: jest.fn(), uncork: jest.fn(), destroy: jest.fn() };
  readonly connection = { stream: this.stream };
  constructor(readonly config: ClientConfig & { pipeline?: boolean }) {}
  query(...args: unknown[]): Promise<unknown> {
    this.sent.push(args);
    return new Promise((resolve, reject) => this.answers.push({ resolve, reject }));
  }
}

const Pipelined = pipelining(FakeClient as unknown as new (config?: ClientConfig) => Client);
const make = () => new Pipelined({ user: 'u' }) as unknown as FakeClient;

describe('pipelining (the pool connection class)', () => {
  it('asks node-postgres for pipeline mode', () => {
    expect(make().config).toEqual({ user: 'u', pipeline: true });
  });

  it("answers TypeORM's transaction start at once and sends it ahead of what follows", async () => {
    const client = make();
    await expect(client.query('START TRANSACTION', undefined)).resolves.toMatchObject({ command: 'BEGIN' });
    const next = client.query('SELECT $1', [1]);
    expect(client.sent).toEqual([['START TRANSACTION'], ['SELECT $1', [1]]]);
    client.answers[1].resolve({ rows: [{ n: 1 }] });
    await expect(next).resolves.toEqual({ rows: [{ n: 1 }] });
  });

  it('destroys the connection when the start fails, so nothing sent behind it runs outside a transaction', async () => {
    const client = make();
    await client.query('START TRANSACTION', undefined);
    client.answers[0].reject(new Error('lost'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(client.stream.destroy).toHaveBeenCalledWith(expect.objectContaining({ message: 'lost' }));
  });

  it('waits for the answer of any other statement, COMMIT included', () => {
    const client = make();
    let done = false;
    void client.query('COMMIT', undefined).then(() => (done = true));
    return Promise.resolve().then(() => expect(done).toBe(false));
  });

  it('holds the writes of one tick together: one cork, one uncork at the end of the tick', async () => {
    const client = make();
    void client.query('SELECT 1', undefined);
    void client.query('SELECT 2', undefined);
    expect(client.stream.cork).toHaveBeenCalledTimes(1);
    expect(client.stream.uncork).not.toHaveBeenCalled();
    await new Promise((resolve) => process.nextTick(resolve));
    expect(client.stream.uncork).toHaveBeenCalledTimes(1);
  });
});

describe('poolClient', () => {
  it('prepares unless told not to, and pipelines unless told not to', () => {
    expect(poolClient({ prepared: true, pipelined: false })).toBe(PreparingClient);
    expect(poolClient({ prepared: false, pipelined: false })).toBe(Client);
    expect(poolClient({ prepared: true, pipelined: true }).prototype).toBeInstanceOf(PreparingClient);
    const plain = poolClient({ prepared: false, pipelined: true });
    expect(plain.prototype).toBeInstanceOf(Client);
    expect(plain.prototype).not.toBeInstanceOf(PreparingClient);
  });
});
