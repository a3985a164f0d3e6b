/**
 * Sends generated malformed bodies to every route that takes a JSON body and is not a public or
 * sign-in route (those are malformed-bodies.test.ts's): the applicant's routes signed in as an
 * applicant of the fuzz's own, the office's signed in as a staff member of the role each needs.
 * Routes come from the app's OpenAPI document; each reaches validation through its scenario
 * (route-scenarios.ts: the records its path names, in the state its body is read in). Every answer
 * must be no server error, show no internal detail, and refuse with the JSON error list; and a
 * refused request must have stored nothing (write-log.ts). fast-check prints the seed and the
 * smallest failing request on a failure; re-run with that seed to replay it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { problem } from '../../src/http/problems';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { everyDatabase, type DatabaseTarget } from '../helpers/test-database';
import { coverageOf, type Coverage } from './fuzz-coverage';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { documentedRoutes, routeKey, type DocumentedRoute } from './openapi-routes';
import { fuzzRoute, type RouteStats } from './route-fuzz';
import { SCENARIOS } from './route-scenarios';
import { WriteLog } from './write-log';

/**
 * Bodies per run, spread evenly over the routes. The bulk goes to PGlite, which every run has; a
 * smaller share checks PostgreSQL (its own driver, types and error texts) when TEST_DATABASE_URL is
 * set. Refused bodies cost a few milliseconds each, so the budget is set by the few that do real
 * work (password hashing at the office sign-in and staff creation, PIN creation).
 */
const BODIES: Record<DatabaseTarget, { planned: number; atLeast: number }> = {
  pglite: { planned: 10_200, atLeast: 10_000 },
  postgres: { planned: 2_000, atLeast: 1_500 },
};

/** Today about 60 routes take a JSON body behind a sign-in; far fewer means the list went wrong. */
const AT_LEAST_ROUTES = 50;

/**
 * A route that stores what it then refuses: only here, to show the write check can fail (it is
 * outside /api and hidden, so the OpenAPI document and so the fuzz never list it).
 */
const PROBE_URL = '/fuzz-probe/stores-then-refuses/{applicationNumber}';
const storesThenRefuses: FastifyPluginAsync = async (app) => {
  app.put('/fuzz-probe/stores-then-refuses/:applicationNumber', { schema: { hide: true } }, async (request) => {
    const { applicationNumber } = request.params as { applicationNumber: string };
    await app.db.updateTable('applications').set({ draft_due_at: new Date(Date.now() + 86_400_000) }).where('application_number', '=', applicationNumber).execute();
    throw problem(400, 'INVALID_VALUE');
  });
};

const describeStats = (stats: RouteStats) =>
  Object.entries(stats.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

describe.each(everyDatabase())('malformed bodies to signed-in and office routes on %s', (target) => {
  let t: TestApp;
  let world: FuzzWorld;
  let writes: WriteLog;
  let coverage: Coverage;
  let sent = 0;
  let started = 0;

  beforeAll(async () => {
    started = Date.now();
    t = await createTestApp(target, {}, { extraPlugins: [storesThenRefuses] });
    world = await buildFuzzWorld(t.app, t.db, t.clock.now());
    writes = await WriteLog.install(t.db);
    coverage = coverageOf(documentedRoutes(t.app));
  });
  afterAll(async () => {
    console.log(`Fuzzing signed-in routes on ${target}: ${sent} malformed bodies to ${coverage?.signedIn.length ?? 0} routes in ${Math.round((Date.now() - started) / 1000)} s.`);
    await t?.close();
  });

  it('finds every route that takes a JSON body in the app, and knows how to reach each one', () => {
    expect(coverage.withoutScenario.map(routeKey)).toEqual([]);
    expect(coverage.signedIn.length).toBeGreaterThanOrEqual(AT_LEAST_ROUTES);
    // A scenario whose route is gone (renamed, or its method changed) would mean the list is stale.
    const documented = new Set(coverage.signedIn.map(routeKey));
    expect(Object.keys(SCENARIOS).filter((key) => !documented.has(key))).toEqual([]);
    expect(writes.tables).toEqual(expect.arrayContaining(['applications', 'form_sections', 'staff_accounts', 'outbox']));
  });

  it('notices a refused request that stored something (the write check can fail)', async () => {
    const probe: DocumentedRoute = { method: 'PUT', url: PROBE_URL, mediaTypes: ['application/json'], fieldNames: [] };
    const plan = { browser: world.drafter.browser, targets: [{ params: { applicationNumber: world.drafter.applicationNumber }, body: {} }] };
    const stats = await fuzzRoute({ route: probe, plan, writes, numRuns: 20, signedIn: true });
    expect(stats.failure).toMatch(/but stored:\nUPDATE applications \(draft_due_at\)/);
  });

  it('never answers a malformed body with a server error or internal detail, refuses with the error list, and stores nothing it refused', async () => {
    const routes = coverage.signedIn;
    const numRuns = Math.ceil(BODIES[target].planned / routes.length);
    const failures: string[] = [];
    const neverRead: string[] = [];
    for (const route of routes) {
      const plan = await SCENARIOS[routeKey(route)]!(world);
      const stats = await fuzzRoute({ route, plan, writes, numRuns, signedIn: plan.browser !== world.anonymous });
      await plan.tearDown?.();
      sent += stats.sent;
      if (stats.failure) failures.push(stats.failure);
      else if (stats.reachedValidation === 0) neverRead.push(`${routeKey(route)}: ${describeStats(stats)}`);
    }
    expect(failures).toEqual([]);
    // A route whose every answer came before its body was read (401, 404, 409 "not now") was not fuzzed at all.
    expect(neverRead).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(BODIES[target].atLeast);
    // Bounded by its count (about BODIES.planned requests); the limit only catches a hang.
  }, 1_200_000);
});
