import Fastify from 'fastify';
import { installMetricsRoute } from './metrics-http';

async function statusOf(exposure: Parameters<typeof installMetricsRoute>[1], authorization?: string): Promise<number> {
  const app = Fastify();
  installMetricsRoute(app, exposure);
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
  await app.close();
  return res.statusCode;
}

describe('installMetricsRoute', () => {
  it('answers only the token when METRICS_TOKEN is set', async () => {
    const exposure = { token: 'a'.repeat(30), production: true };
    expect(await statusOf(exposure)).toBe(401);
    expect(await statusOf(exposure, `Bearer ${'b'.repeat(30)}`)).toBe(401);
    expect(await statusOf(exposure, `Bearer ${'a'.repeat(30)}`)).toBe(200);
  });

  it('does not exist in production without a token, nor on the API port when METRICS_PORT is set', async () => {
    expect(await statusOf({ production: true })).toBe(404);
    expect(await statusOf({ production: false, port: 9464 })).toBe(404);
  });

  it('is open in development when neither a token nor a port is set', async () => {
    expect(await statusOf({ production: false })).toBe(200);
  });
});
