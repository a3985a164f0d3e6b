/**
 * An export streams (issue 37: "60,000 rows never sit in memory"): while 20,000 rows of the admissions
 * list leave as CSV and as Excel through a real socket, the API's live memory — measured after a full
 * collection, so garbage the collector has not reached yet does not count — grows by a few megabytes,
 * not with the file. (An Excel sheet whose rows were made faster than compressed piled up whole,
 * uncompressed, until export.ts waited for the compression: some 25 MB here.)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { admissionExportColumns } from '@portal/contracts/admission/office-export';
import { sql } from 'kysely';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';

const ROWS = 20_000;
const YEAR = '2045/2046';
/** Far below the sheet's uncompressed XML (≈ 25 MB) or the CSV (≈ 4 MB) held whole with its rows' objects. */
const LIVE_GROWTH_LIMIT_MB = 12;

// A full collection on demand, for this file alone (the flag makes `gc` in a context made after it).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveBytes = () => {
  collectGarbage();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.external + memory.arrayBuffers;
};

describe.each(oneDatabase())('an export of a long list on %s', (target) => {
  let t: TestApp;
  let officer: Browser;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(target);
    officer = new Browser(t.app);
    await officer.signInAsStaff('ADMISSIONS');
    await sql`
      WITH people AS (
        INSERT INTO applicants (full_name, email)
        SELECT 'LONG LIST APPLICANT ' || i, 'long.list.' || i || '@example.edu' FROM generate_series(1, ${ROWS}) AS i
        RETURNING id, email
      )
      INSERT INTO applications (applicant_id, system, application_number, category, academic_year, status, programme_choices, submitted_at)
      SELECT people.id, 'ADM', (60000000 + split_part(split_part(people.email, '@', 1), '.', 3)::int)::text, 'ALEVEL', ${YEAR}, 'SUBMITTED',
        '[{"rank":1,"programme":"CS"},{"rank":2,"programme":"MATH"},{"rank":3,"programme":"PHYS"}]'::jsonb,
        timestamptz '2045-11-01T00:00:00Z' + split_part(split_part(people.email, '@', 1), '.', 3)::int * interval '1 minute'
      FROM people`.execute(t.app.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => t?.close());

  /** Downloads the export through the socket, as fast as it comes, sampling the live memory meanwhile. */
  async function download(format: string): Promise<{ lines: number; bytes: number; growthMb: number }> {
    const before = liveBytes();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, liveBytes())), 250);
    try {
      const cookie = [...officer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const path = `/api/office/admission/applications/export?academicYear=${encodeURIComponent(YEAR)}&format=${format}&columns=${admissionExportColumns.values.join(',')}`;
      const file = await new Promise<{ lines: number; bytes: number }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, headers: { cookie } }, (response) => {
            if (response.statusCode !== 200) reject(new Error(`export: ${response.statusCode}`));
            let lines = 0;
            let bytes = 0;
            response.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
              for (const byte of chunk) if (byte === 0x0a) lines += 1;
            });
            response.on('end', () => resolve({ lines, bytes }));
            response.on('error', reject);
          })
          .on('error', reject);
      });
      peak = Math.max(peak, liveBytes());
      return { ...file, growthMb: (peak - before) / (1024 * 1024) };
    } finally {
      clearInterval(sampler);
    }
  }

  it.each(['csv', 'xlsx'])('streams it as %s without holding the list', async (format) => {
    const file = await download(format);
    if (format === 'csv') expect(file.lines).toBe(ROWS + 1);
    expect(file.bytes).toBeGreaterThan(1024 * 1024);
    expect(file.growthMb).toBeLessThan(LIVE_GROWTH_LIMIT_MB);
  }, 180_000);
});
