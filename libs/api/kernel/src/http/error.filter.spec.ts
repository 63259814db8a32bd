import { BadRequestException, NotFoundException } from '@nestjs/common';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { NotFoundError, RateLimitedError, ValidationError } from '../errors/domain-error';
import { ErrorFilter } from './error.filter';

function host(request: Record<string, unknown> = {}) {
  const reply = { statusCode: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const replyApi = {
    status(code: number) {
      reply.statusCode = code;
      return replyApi;
    },
    header(name: string, value: string) {
      reply.headers[name] = value;
      return replyApi;
    },
    send(body: unknown) {
      reply.body = body;
    },
  };
  return {
    reply,
    host: { switchToHttp: () => ({ getResponse: () => replyApi, getRequest: () => ({ id: 'req-1', ...request }) }) } as never,
  };
}

describe('ErrorFilter', () => {
  const filter = new ErrorFilter();
  (filter as unknown as { logger: { error: () => void; warn: () => void } }).logger = { error: () => undefined, warn: () => undefined };

  it('renders domain errors with their code and status', () => {
    const { reply, host: h } = host();
    filter.catch(new NotFoundError('No such ghost', 'HUNT.NOT_FOUND'), h);
    expect(reply).toMatchObject({ statusCode: 404, body: { statusCode: 404, code: 'HUNT.NOT_FOUND', message: 'No such ghost' } });
  });

  it('adds success:false on legacy routes', () => {
    const { reply, host: h } = host({ legacyShape: true });
    filter.catch(new ValidationError('Username is required'), h);
    expect(reply.body).toEqual({ success: false, statusCode: 400, code: 'GENERIC.VALIDATION', message: 'Username is required' });
  });

  it('keeps field messages of validation failures', () => {
    const { reply, host: h } = host();
    filter.catch(new ValidationError('a is bad', ['a is bad', 'b is bad']), h);
    expect(reply.body).toMatchObject({ statusCode: 400, errors: ['a is bad', 'b is bad'] });
  });

  it('maps Nest HTTP exceptions', () => {
    const { reply, host: h } = host();
    filter.catch(new NotFoundException('Cannot GET /x'), h);
    expect(reply.body).toMatchObject({ statusCode: 404, code: 'GENERIC.NOT_FOUND' });
    const second = host();
    filter.catch(new BadRequestException(['x must be a string', 'y must be a number']), second.host);
    expect(second.reply.body).toMatchObject({
      statusCode: 400,
      message: 'x must be a string',
      errors: ['x must be a string', 'y must be a number'],
    });
  });

  it('sets Retry-After when rate limited', () => {
    const { reply, host: h } = host();
    filter.catch(new RateLimitedError('Too many requests. Please wait a moment and try again.', 42), h);
    expect(reply.statusCode).toBe(429);
    expect(reply.headers['retry-after']).toBe('42');
  });

  it('leaks nothing of unknown errors', () => {
    const { reply, host: h } = host();
    filter.catch(new Error('password column missing in SELECT ...'), h);
    expect(reply.body).toEqual({
      statusCode: 500,
      code: 'GENERIC.INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'req-1',
    });
  });

  it('answers 503 while the database is unreachable, 400 when PostgreSQL refuses the input itself', () => {
    const down = host();
    filter.catch(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), down.host);
    expect(down.reply.statusCode).toBe(503);
    expect(down.reply.body).toMatchObject({ code: 'GENERIC.UNAVAILABLE' });
    expect(down.reply.headers['retry-after']).toBe('5');
    const terminated = host();
    filter.catch(new Error('Connection terminated unexpectedly'), terminated.host);
    expect(terminated.reply.statusCode).toBe(503);
    const badUuid = host();
    filter.catch(Object.assign(new Error('invalid input syntax for type uuid: "x"'), { driverError: { code: '22P02' } }), badUuid.host);
    expect(badUuid.reply.statusCode).toBe(400);
  });

  it('answers 503 when the connection of a transaction died under it (TypeORM released its query runner), not 500', () => {
    for (const error of [new QueryRunnerProviderAlreadyReleasedError(), new QueryRunnerAlreadyReleasedError()]) {
      const released = host();
      filter.catch(error, released.host);
      expect({ name: error.name, status: released.reply.statusCode }).toEqual({ name: error.name, status: 503 });
    }
  });
});
