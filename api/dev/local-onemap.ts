/**
 * A local server of OneMap's protocol, for development and the tests: the subset the portal's address
 * look-up speaks (api/src/modules/address/onemap.ts), answering from a small set of real addresses
 * (demo-addresses.ts). The portal talks to it exactly as to www.onemap.gov.sg; nothing in the
 * product knows the difference.
 *
 *   POST /api/auth/post/getToken   { email, password } → { access_token, expiry_timestamp } (unix seconds, as text)
 *   GET  /api/common/elastic/search?searchVal=&returnGeom=N&getAddrDetails=Y&pageNum=
 *        → { found, totalNumPages, pageNum, results: [{ SEARCHVAL, BLK_NO, ROAD_NAME, BUILDING, ADDRESS, POSTAL }] }, 10 a page
 *
 * Started with an account, it wants a token it issued in the Authorization header, as OneMap does:
 * a search without one is answered with an "error" notice beside the results; with a token that
 * expired or was never issued, with the notice and no results. Without an account it checks nothing.
 *
 * Run alone (npm start and the e2e suite do): node api/dist/local-onemap.js [--port 0] [--host 127.0.0.1]
 * [--exit-with-parent] with LOCAL_ONEMAP_EMAIL and LOCAL_ONEMAP_PASSWORD for the account. It prints one
 * line, LOCAL_ONEMAP_URL=http://host:port, once it listens, and stops on SIGTERM or SIGINT, or, with
 * --exit-with-parent, when its standard input closes (the process that started it is gone, however it ended).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PLACES, type OneMapPlace } from './demo-addresses';
import { runDevServer } from './run-dev-server';

const PAGE_SIZE = 10;
const THREE_DAYS_SECONDS = 3 * 24 * 3600;
const MAX_BODY_BYTES = 10 * 1024;

export interface LocalOneMapOptions {
  /** Loopback unless told otherwise: this is a development server. */
  host?: string;
  /** 0 (the default) takes a free port; `url` says which. */
  port?: number;
  /** With an account, searches need a token from getToken. */
  account?: { email: string; password: string };
  tokenLifetimeSeconds?: number;
  places?: readonly OneMapPlace[];
}

export interface LocalOneMap {
  /** Base URL for ADDRESS_LOOKUP_URL, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Searches answered so far (a test can see that a refused request never reached it). */
  readonly searches: number;
  /** Tokens issued so far. */
  readonly signIns: number;
  /** Forgets every token issued, as when OneMap's tokens expire; the next search with one is refused. */
  revokeTokens(): void;
  stop(): Promise<void>;
}

/** OneMap's ADDRESS: block, street, building unless NIL, "SINGAPORE" and the postal code. */
function addressOf(place: OneMapPlace): string {
  return [place.BLK_NO, place.ROAD_NAME, place.BUILDING === 'NIL' ? '' : place.BUILDING, 'SINGAPORE', place.POSTAL].filter(Boolean).join(' ');
}

/** A postal code matches exactly; other words match anywhere in the name or the address. */
function matches(place: OneMapPlace, searchVal: string): boolean {
  const wanted = searchVal.trim().toUpperCase();
  if (/^\d{6}$/.test(wanted)) return place.POSTAL === wanted;
  return wanted.length > 0 && (place.SEARCHVAL.includes(wanted) || addressOf(place).includes(wanted));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  response.end(json);
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseCredentials(raw: string | null): { email?: unknown; password?: unknown } | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as { email?: unknown; password?: unknown } | null;
  } catch {
    return null;
  }
}

export async function startLocalOneMap(options: LocalOneMapOptions = {}): Promise<LocalOneMap> {
  const { account, places = DEMO_PLACES } = options;
  const lifetimeSeconds = options.tokenLifetimeSeconds ?? THREE_DAYS_SECONDS;
  /** Issued token → its expiry in unix seconds. */
  const tokens = new Map<string, number>();
  let searches = 0;
  let signIns = 0;

  async function getToken(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const credentials = parseCredentials(await readBody(request));
    if (!account || credentials?.email !== account.email || credentials?.password !== account.password) {
      send(response, 401, { error: 'Authentication failed: the e-mail address and password do not match a registered account.' });
      return;
    }
    signIns += 1;
    const accessToken = randomBytes(32).toString('base64url');
    const expiry = Math.floor(Date.now() / 1000) + lifetimeSeconds;
    tokens.set(accessToken, expiry);
    send(response, 200, { access_token: accessToken, expiry_timestamp: String(expiry) });
  }

  /** null: the search may go ahead; otherwise OneMap's notice, and whether results still come with it. */
  function tokenNotice(request: IncomingMessage): { error: string; withResults: boolean } | null {
    if (!account) return null;
    const header = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!header) return { error: 'Authentication token missing. Please create an account and generate or renew your API token.', withResults: true };
    const expiry = tokens.get(header);
    if (expiry === undefined || expiry <= Date.now() / 1000) {
      return { error: 'Authentication token expired or not recognised. Please renew your API token.', withResults: false };
    }
    return null;
  }

  function search(request: IncomingMessage, response: ServerResponse, query: URLSearchParams): void {
    const searchVal = query.get('searchVal');
    const pageNum = Number(query.get('pageNum') ?? '1');
    if (!searchVal || !Number.isSafeInteger(pageNum) || pageNum < 1) {
      send(response, 400, { error: 'searchVal is required, and pageNum must be a whole number from 1.' });
      return;
    }
    if (query.get('returnGeom') !== 'N' || query.get('getAddrDetails') !== 'Y') {
      send(response, 400, { error: 'This local OneMap server answers returnGeom=N&getAddrDetails=Y only.' });
      return;
    }
    searches += 1;
    const notice = tokenNotice(request);
    if (notice && !notice.withResults) {
      send(response, 200, { error: notice.error, found: 0, totalNumPages: 0, pageNum: 0, results: [] });
      return;
    }
    const found = places.filter((place) => matches(place, searchVal));
    const results = found.slice((pageNum - 1) * PAGE_SIZE, pageNum * PAGE_SIZE).map((place) => ({ ...place, ADDRESS: addressOf(place) }));
    send(response, 200, {
      ...(notice ? { error: notice.error } : {}),
      found: found.length,
      totalNumPages: Math.ceil(found.length / PAGE_SIZE),
      pageNum,
      results,
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local-onemap');
    if (request.method === 'POST' && url.pathname === '/api/auth/post/getToken') {
      getToken(request, response).catch(() => send(response, 500, { error: 'Internal error' }));
    } else if (request.method === 'GET' && url.pathname === '/api/common/elastic/search') {
      search(request, response, url.searchParams);
    } else {
      send(response, 404, { error: 'Not found' });
    }
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    get searches() {
      return searches;
    },
    get signIns() {
      return signIns;
    },
    revokeTokens: () => tokens.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// Run only when this file is the program (node dist/local-onemap.js), not when a test imports it.
if (require.main === module) {
  runDevServer('The local OneMap server', 'LOCAL_ONEMAP_URL', ({ host, port }) => {
    const email = process.env.LOCAL_ONEMAP_EMAIL;
    const password = process.env.LOCAL_ONEMAP_PASSWORD;
    return startLocalOneMap({ host, port, account: email && password ? { email, password } : undefined });
  });
}
