/**
 * When the national identity service is not configured, or cannot be reached, starting a sign-in
 * goes back to the login variant with IDENTITY_SIGN_IN_UNAVAILABLE (and the reason in the log)
 * rather than an error page; no flow is kept.
 */
import { createServer } from 'node:net';
import { Browser, createTestApp, type TestApp } from '../../../helpers/test-app';
import { oneDatabase } from '../../../helpers/test-database';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(oneDatabase())('national identity unavailable on %s', (target) => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((t) => t.close())));

  it('is not offered as working when no provider is configured', async () => {
    const t = await createTestApp(target);
    apps.push(t);
    const response = await new Browser(t.app).get('/api/auth/oidc/national-identity/start?system=GH&subCategory=GH');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/greenHarvest?sid=GH&subid=GH&error=IDENTITY_SIGN_IN_UNAVAILABLE');
    expect((await new Browser(t.app).get('/api/auth/oidc/jwks')).json().keys).toHaveLength(2);
  });

  it('sends the person back with a message when the provider cannot be reached', async () => {
    const lines: Record<string, unknown>[] = [];
    const t = await createTestApp(
      target,
      { LOG_LEVEL: 'info', OIDC_NATIONAL_IDENTITY_ISSUER: `http://127.0.0.1:${await closedPort()}/fapi`, OIDC_NATIONAL_IDENTITY_CLIENT_ID: 'portal' },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    apps.push(t);
    const response = await new Browser(t.app).get('/api/auth/oidc/national-identity/start');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?sid=ADM&subid=ADM&error=IDENTITY_SIGN_IN_UNAVAILABLE');
    expect(response.headers['set-cookie'] ?? '').not.toContain('portal_oidc');
    expect(lines.some((line) => line.event === 'identity_sign_in_unavailable')).toBe(true);
    const flows = await t.db.selectFrom('oidc_flows').select('id_hash').execute();
    expect(flows).toHaveLength(0);
  });
});
