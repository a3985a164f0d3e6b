/**
 * Sends a few thousand generated malformed requests to every public and sign-in route and checks
 * that none is a server error and every refusal is the JSON error list. The routes come from the
 * app's own route list, so a new route is fuzzed without touching this file. fast-check prints the
 * seed and the smallest failing request when a property fails; re-run with that seed to replay it.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { everyDatabase } from '../helpers/test-database';
import { WELL_FORMED_BODIES } from '../helpers/well-formed-bodies';
import { checkAnswer } from './answer-checks';
import { malformedRequest, type MalformedRequest } from './malformed-requests';
import { documentedRoutes, fuzzedByPublicSuite, type DocumentedRoute } from './openapi-routes';

/**
 * Requests per route: 4,800 a database with today's 16 routes (9,600 in all on two databases). In a
 * jest worker beside the other suites the whole file has taken up to 15 minutes at 500 a route (alone,
 * in band, about 2 minutes); 300 keeps it well inside the hang guard below.
 */
const RUNS_PER_ROUTE = 300;

/** Every POST route under /api/public and /api/auth with its documented body fields, from the app itself. */
const fuzzedRoutes = (app: TestApp['app']): DocumentedRoute[] => documentedRoutes(app).filter(fuzzedByPublicSuite);

describe.each(everyDatabase())('malformed request bodies on %s', (target) => {
  let t: TestApp;
  let browser: Browser;
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp(target);
    browser = new Browser(t.app);
  });
  afterAll(async () => {
    console.log(`Fuzzing on ${target}: ${sent} malformed requests sent.`);
    await t?.close();
  });

  /** Through the Browser helper, so each request carries the anti-forgery pair and reaches validation. */
  async function send(url: string, request: MalformedRequest): Promise<LightMyRequestResponse> {
    sent += 1;
    return browser.request({
      method: 'POST',
      url,
      remoteAddress: request.remoteAddress,
      headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
      payload: request.payload,
    });
  }

  it('finds every public and sign-in route in the app', () => {
    const urls = fuzzedRoutes(t.app).map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(Object.keys(WELL_FORMED_BODIES)));
  });

  it('never answers a malformed request with a server error, and refuses with the error list', async () => {
    for (const { url, fieldNames } of fuzzedRoutes(t.app)) {
      // A route added later without an entry here is still fuzzed, around a body of its documented fields.
      const valid = WELL_FORMED_BODIES[url] ?? Object.fromEntries(fieldNames.map((name) => [name, 'x']));
      const property = fc.asyncProperty(malformedRequest(fieldNames, valid), async (request) => checkAnswer(await send(url, request), request.payload));
      const details = await fc.check(property, { numRuns: RUNS_PER_ROUTE });
      if (details.failed) throw new Error(`POST ${url}: ${String(details.errorInstance)}\n${fc.defaultReportMessage(details)}`);
    }
    // The work is bounded by its count (RUNS_PER_ROUTE for each route found); this limit only catches
    // a hang. Each new public or sign-in route adds RUNS_PER_ROUTE requests, several of them full sign-ins.
  }, 1_200_000);
});
