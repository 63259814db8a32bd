import { Logger as NestLogger } from '@nestjs/common';
import pino from 'pino';
import { Writable } from 'node:stream';
import { logFormat, PinoNestLogger, TypeOrmNestLogger } from './logging';

describe('logFormat', () => {
  it('is pretty on a terminal and JSON on a pipe or file', () => {
    expect(logFormat(true, 'info')).toBe('pretty');
    expect(logFormat(false, 'info')).toBe('json');
    expect(logFormat(undefined, 'debug')).toBe('json');
    expect(logFormat(true, 'silent')).toBe('json');
  });
});

describe('PinoNestLogger', () => {
  /** What a named Nest logger writes through the adapter, as parsed JSON lines. */
  function capture(): { lines: Record<string, unknown>[]; logger: NestLogger } {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const adapter = new PinoNestLogger(pino({ level: 'trace' }, sink));
    NestLogger.overrideLogger(adapter);
    return { lines, logger: new NestLogger('ErrorFilter') };
  }
  afterEach(() => NestLogger.overrideLogger(true));

  it("files pino-style calls' text as the message and the logger's name as the context", () => {
    const { lines, logger } = capture();
    logger.warn({ reqId: 'r1' }, 'database unavailable');
    logger.error({ err: new Error('boom') }, 'unexpected error');
    expect(lines[0]).toMatchObject({ level: 40, msg: 'database unavailable', context: 'ErrorFilter', reqId: 'r1' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'unexpected error', context: 'ErrorFilter' });
    expect(lines[1]).not.toHaveProperty('trace');
  });

  it("keeps Nest's own shapes: a text with its context, an error text with its stack", () => {
    const { lines, logger } = capture();
    logger.log('mapped routes');
    logger.error('it failed', 'Error: it failed\n    at somewhere');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'mapped routes', context: 'ErrorFilter' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'it failed', context: 'ErrorFilter', trace: 'Error: it failed\n    at somewhere' });
  });
});

describe('TypeOrmNestLogger', () => {
  it("files TypeORM's pool warnings and migrations as JSON lines named TypeORM, and leaves queries out", () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    NestLogger.overrideLogger(new PinoNestLogger(pino({ level: 'trace' }, sink)));
    try {
      const typeorm = new TypeOrmNestLogger();
      typeorm.log('warn', 'Postgres pool raised an error. Error: Connection terminated unexpectedly');
      typeorm.logMigration('Migration Init1700000000000 has been executed successfully.');
      typeorm.logQuery();
      typeorm.logQueryError();
      expect(lines).toEqual([
        expect.objectContaining({
          level: 40,
          context: 'TypeORM',
          msg: 'Postgres pool raised an error. Error: Connection terminated unexpectedly',
        }),
        expect.objectContaining({ level: 30, context: 'TypeORM', msg: 'Migration Init1700000000000 has been executed successfully.' }),
      ]);
    } finally {
      NestLogger.overrideLogger(true);
    }
  });
});
