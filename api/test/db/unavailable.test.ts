/**
 * The database unreachable (PostgreSQL stopped, restarting, or every connection busy): the API
 * answers 503 with Retry-After and the JSON error list at once, never a 500 or a hang, and the health
 * check says so. Here PostgreSQL is a loopback port nothing listens on: connections are refused, as
 * when the server is stopped.
 */
import { createServer } from 'node:net';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { testConfig } from '../helpers/test-app';

/** A loopback port that refuses connections: taken from the system, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the database unreachable', () => {
  it('answers 503 with Retry-After at once, and the health check says so', async () => {
    const config = testConfig({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/portal` });
    // "At once" without timing it: the pool may wait far longer than the test for a connection, so
    // an API that waited for one instead of answering the refusal would run out of the test's time.
    const db = openDatabase(config, { connectionTimeoutMillis: 10 * 60_000 });
    const app = await buildApp(config, { db, loadShedding: false });
    try {
      for (const request of [
        { method: 'GET' as const, url: '/api/health' },
        // A browser with a session: finding it needs the database.
        { method: 'GET' as const, url: '/api/auth/session', headers: { cookie: `portal_session=${'a'.repeat(43)}` } },
        { method: 'GET' as const, url: '/api/admission/applications', headers: { cookie: `portal_session=${'a'.repeat(43)}` } },
      ]) {
        const response = await app.inject(request);
        expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 503 });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toEqual({ errors: [expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' })] });
      }
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connection cut', withCode('ECONNRESET')],
    ['PostgreSQL shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006')],
    ['no connection free in time', new Error('timeout exceeded when trying to connect')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('is true for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('something else')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
