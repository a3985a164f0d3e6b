/**
 * The OneMap client against the local server of OneMap's protocol (api/dev/local-onemap.ts): found,
 * several buildings, one building with several places, not found, the access token's life, and
 * every way the service can fail (down, refusing, too slow, answering something else) ending as
 * AddressServiceUnavailable rather than a wrong answer.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalOneMap, type LocalOneMap } from '../../../dev/local-onemap';
import { OneMapAddressLookup } from '../../../src/modules/address/onemap';
import { AddressServiceUnavailable } from '../../../src/modules/address/singapore-address-lookup';

const ACCOUNT = { email: 'portal@example.edu', password: 'correct horse battery staple' };

/** A server that speaks HTTP but not (quite) OneMap, for the failures the local server never has. */
async function otherServer(listener: RequestListener): Promise<{ url: string; server: Server }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

async function unavailableReason(lookup: OneMapAddressLookup, postalCode = '560123'): Promise<string> {
  const error = await lookup.lookUpSingaporePostalCode(postalCode).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AddressServiceUnavailable);
  return (error as AddressServiceUnavailable).reason;
}

describe('OneMap client against the local OneMap server', () => {
  let onemap: LocalOneMap;
  let lookup: OneMapAddressLookup;
  beforeAll(async () => {
    onemap = await startLocalOneMap({ account: ACCOUNT });
    lookup = new OneMapAddressLookup({ baseUrl: onemap.url, account: ACCOUNT });
  });
  afterAll(() => onemap?.stop());

  it("finds the demo applicant's home: block and street, no building", async () => {
    await expect(lookup.lookUpSingaporePostalCode('560123')).resolves.toEqual({
      found: true,
      addresses: [{ block: '123', street: 'ANG MO KIO AVENUE 3', building: '', postalCode: '560123' }],
    });
  });

  it('finds both buildings at a postal code that has two', async () => {
    await expect(lookup.lookUpSingaporePostalCode('018956')).resolves.toEqual({
      found: true,
      addresses: [
        { block: '10', street: 'BAYFRONT AVENUE', building: 'MARINA BAY SANDS HOTEL', postalCode: '018956' },
        { block: '10', street: 'BAYFRONT AVENUE', building: 'SANDS EXPO AND CONVENTION CENTRE', postalCode: '018956' },
      ],
    });
  });

  it('answers one address for several places inside one building', async () => {
    await expect(lookup.lookUpSingaporePostalCode('188064')).resolves.toEqual({
      found: true,
      addresses: [{ block: '100', street: 'VICTORIA STREET', building: 'NATIONAL LIBRARY BUILDING', postalCode: '188064' }],
    });
  });

  it('says not found for a postal code with no address', async () => {
    await expect(lookup.lookUpSingaporePostalCode('999999')).resolves.toEqual({ found: false });
  });

  it('signs in once for many look-ups, and signs in again when OneMap stops accepting the token', async () => {
    const fresh = new OneMapAddressLookup({ baseUrl: onemap.url, account: ACCOUNT });
    const before = onemap.signIns;
    await Promise.all(['560123', '188064', '018956'].map((code) => fresh.lookUpSingaporePostalCode(code)));
    expect(onemap.signIns).toBe(before + 1);

    onemap.revokeTokens();
    await expect(fresh.lookUpSingaporePostalCode('560123')).resolves.toMatchObject({ found: true });
    expect(onemap.signIns).toBe(before + 2);
  });

  it('renews a token before OneMap says it expires', async () => {
    let now = Date.now();
    const fresh = new OneMapAddressLookup({ baseUrl: onemap.url, account: ACCOUNT, now: () => now });
    const before = onemap.signIns;
    await fresh.lookUpSingaporePostalCode('560123');
    now += 3 * 24 * 3600 * 1000 - 5 * 60 * 1000;
    await fresh.lookUpSingaporePostalCode('560123');
    expect(onemap.signIns).toBe(before + 2);
  });

  it('is unavailable, not "not found", when the account is refused', async () => {
    const wrong = new OneMapAddressLookup({ baseUrl: onemap.url, account: { ...ACCOUNT, password: 'wrong' } });
    expect(await unavailableReason(wrong)).toMatch(/sign-in answered HTTP 401/);
  });

  it('uses the results of a search without a token, and tells the operator once', async () => {
    const warn = jest.fn();
    const anonymous = new OneMapAddressLookup({ baseUrl: onemap.url, log: { warn } });
    await expect(anonymous.lookUpSingaporePostalCode('560123')).resolves.toMatchObject({ found: true });
    await anonymous.lookUpSingaporePostalCode('188064');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ notice: expect.stringMatching(/token missing/i) }, expect.any(String));
  });
});

describe('OneMap client when the service fails', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map(close)));

  async function failing(listener: RequestListener, timeoutMs?: number): Promise<OneMapAddressLookup> {
    const { url, server } = await otherServer(listener);
    servers.push(server);
    return new OneMapAddressLookup({ baseUrl: url, timeoutMs });
  }

  it('is unavailable when nothing listens', async () => {
    const onemap = await startLocalOneMap();
    await onemap.stop();
    expect(await unavailableReason(new OneMapAddressLookup({ baseUrl: onemap.url }))).toMatch(/fetch failed/);
  });

  it("is unavailable when OneMap's rate limit answers with an HTML page", async () => {
    const lookup = await failing((_request, response) => {
      response.writeHead(429, { 'Content-Type': 'text/html' });
      response.end('<html><body>Too Many Requests</body></html>');
    });
    expect(await unavailableReason(lookup)).toMatch(/HTTP 429/);
  });

  it('is unavailable when the answer is not JSON, or JSON of another shape', async () => {
    const notJson = await failing((_request, response) => response.end('<html></html>'));
    expect(await unavailableReason(notJson)).toMatch(/not JSON/);
    const otherShape = await failing((_request, response) => response.end(JSON.stringify({ found: '1', results: [{ ADDRESS: 'x' }] })));
    expect(await unavailableReason(otherShape)).toMatch(/unexpected shape/);
    const controlCharacters = await failing((_request, response) =>
      response.end(JSON.stringify({ found: 1, totalNumPages: 1, pageNum: 1, results: [{ BLK_NO: '1', ROAD_NAME: 'A\u0000B', BUILDING: 'NIL', POSTAL: '560123' }] })),
    );
    expect(await unavailableReason(controlCharacters)).toMatch(/unexpected shape/);
  });

  it('is unavailable when the answer is far larger than any real one', async () => {
    const huge = await failing((_request, response) => response.end(`{"found":0,"padding":"${'x'.repeat(300 * 1024)}"}`));
    expect(await unavailableReason(huge)).toMatch(/larger than/);
  });

  it('gives up when the service does not answer in time', async () => {
    const silent = await failing(() => undefined, 300);
    expect(await unavailableReason(silent)).toMatch(/TimeoutError|aborted/i);
  });

  it('keeps only results at the postal code asked for, reads NIL as none, and follows the pages', async () => {
    const pages: Record<string, object> = {
      '1': {
        found: 12,
        totalNumPages: 2,
        pageNum: 1,
        results: [
          { SEARCHVAL: 'A CLINIC', BLK_NO: '5', ROAD_NAME: 'EXAMPLE ROAD', BUILDING: 'NIL', POSTAL: '123456' },
          { SEARCHVAL: 'ELSEWHERE', BLK_NO: '9', ROAD_NAME: 'OTHER ROAD', BUILDING: 'NIL', POSTAL: '654321' },
          { SEARCHVAL: 'A SHOP', BLK_NO: '5', ROAD_NAME: 'EXAMPLE ROAD', BUILDING: 'NIL', POSTAL: '123456' },
        ],
      },
      '2': { found: 12, totalNumPages: 2, pageNum: 2, results: [{ SEARCHVAL: 'ANNEXE', BLK_NO: 'NIL', ROAD_NAME: 'EXAMPLE ROAD', BUILDING: 'ANNEXE', POSTAL: '123456' }] },
    };
    const requests: string[] = [];
    const lookup = await failing((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      requests.push(url.search);
      response.end(JSON.stringify(pages[url.searchParams.get('pageNum') ?? '']));
    });
    await expect(lookup.lookUpSingaporePostalCode('123456')).resolves.toEqual({
      found: true,
      addresses: [
        { block: '5', street: 'EXAMPLE ROAD', building: '', postalCode: '123456' },
        { block: '', street: 'EXAMPLE ROAD', building: 'ANNEXE', postalCode: '123456' },
      ],
    });
    expect(requests).toEqual([
      '?searchVal=123456&returnGeom=N&getAddrDetails=Y&pageNum=1',
      '?searchVal=123456&returnGeom=N&getAddrDetails=Y&pageNum=2',
    ]);
  });
});
