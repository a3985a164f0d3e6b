/**
 * Sends generated malformed multipart bodies (malformed-multipart.ts) to every route that takes a
 * document upload, each signed in as the form's owner with the form open for documents
 * (upload-scenarios.ts), so every body reaches the multipart parser. Every answer must be a 4xx
 * refusal with the JSON error list (never a server error or internal detail), and nothing may be
 * stored: no stored_files or stored_file_chunks row (the documents are kept in the database here,
 * FILE_STORAGE=database, so the write log sees every byte), no form_documents row, nothing else.
 * fast-check prints the seed and the smallest failing body on a failure; re-run with that seed.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { documentUpload, SAMPLE } from '../helpers/document-forms';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { everyDatabase } from '../helpers/test-database';
import { checkAnswer } from './answer-checks';
import { coverageOf } from './fuzz-coverage';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { malformedUpload } from './malformed-multipart';
import { documentedRoutes, fillPath, routeKey } from './openapi-routes';
import type { MalformedRequest } from './malformed-requests';
import { UPLOAD_SCENARIOS, type UploadPlan } from './upload-scenarios';
import { describeWrites, WriteLog } from './write-log';

/** Bodies per upload route: ten routes today, so 1,000 bodies a database (the brief asks at least 500 in all). */
const RUNS_PER_ROUTE = 100;

/**
 * Refusals that show the body reached the parser: 400 (malformed, or a field refused), 413 (a
 * parser limit) or 415 (not multipart/form-data, or not a document). A 401, 404 or 409 would mean
 * the form was not open for documents and the fuzz tested nothing.
 */
const PARSER_REFUSALS = new Set([400, 413, 415]);

describe.each(everyDatabase())('malformed multipart uploads on %s', (target) => {
  let t: TestApp;
  let world: FuzzWorld;
  let writes: WriteLog;
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp(target, { FILE_STORAGE: 'database' });
    world = await buildFuzzWorld(t.app, t.db, t.clock.now());
    writes = await WriteLog.install(t.db);
  });
  afterAll(async () => {
    console.log(`Fuzzing uploads on ${target}: ${sent} malformed multipart bodies.`);
    await t?.close();
  });

  const uploadRoutes = () => coverageOf(documentedRoutes(t.app)).uploadsOnly;

  const send = (plan: UploadPlan, url: string, request: Omit<MalformedRequest, 'remoteAddress'> & { remoteAddress?: string }): Promise<LightMyRequestResponse> =>
    plan.browser.request({
      method: 'POST',
      url,
      ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
      headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
      payload: request.payload,
    });

  it('knows how to reach every upload route in the app', () => {
    const keys = uploadRoutes().map(routeKey);
    expect(keys.length).toBeGreaterThanOrEqual(10);
    expect(keys.filter((key) => !UPLOAD_SCENARIOS[key])).toEqual([]);
    expect(Object.keys(UPLOAD_SCENARIOS).filter((key) => !keys.includes(key))).toEqual([]);
    expect(writes.tables).toEqual(expect.arrayContaining(['stored_files', 'stored_file_chunks', 'form_documents']));
  });

  it('never answers a malformed upload with a server error, refuses it with the error list, and stores nothing', async () => {
    const failures: string[] = [];
    for (const route of uploadRoutes()) {
      const plan = await UPLOAD_SCENARIOS[routeKey(route)]!(world);
      const url = fillPath(route.url, plan.targets[0]!.params);

      // The scenario is right: the same upload, whole, is stored (and then taken back out of the way).
      const whole = documentUpload(SAMPLE.pdf(2048), 'transcript.pdf', { section: plan.section, documentType: plan.documentType });
      const accepted = await send(plan, url, { contentType: whole.headers['content-type'], payload: whole.payload });
      if (accepted.statusCode !== 201) {
        failures.push(`${routeKey(route)}: the well-formed upload answered ${accepted.statusCode}: ${accepted.body}`);
        continue;
      }
      await t.db.deleteFrom('form_documents').where('id', '=', accepted.json<{ id: string }>().id).execute();
      await writes.takeNew();

      const property = fc.asyncProperty(malformedUpload(plan.section, plan.documentType), async (request) => {
        sent += 1;
        const response = await send(plan, url, request);
        // Read first, so that what this body stored is never blamed on the next one.
        const stored = await writes.storedSinceLastLook();
        if (stored.length) throw new Error(`answered ${response.statusCode} (${response.body.slice(0, 300)}) and stored:\n${describeWrites(stored)}`);
        checkAnswer(response, request.payload);
        if (!PARSER_REFUSALS.has(response.statusCode)) throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      });
      const details = await fc.check(property, { numRuns: RUNS_PER_ROUTE });
      await plan.tearDown?.();
      if (details.failed) failures.push(`${routeKey(route)}: ${String(details.errorInstance)}\n${fc.defaultReportMessage(details)}`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(500);
    // Bounded by its count; the limit only catches a hang.
  }, 1_200_000);
});
