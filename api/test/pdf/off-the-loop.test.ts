/**
 * Issue 31, part 3: one applicant must not be able to stall everyone with PDFs. PDFs are laid out on
 * worker threads, so the thread that answers requests stays free; the pool's queue is bounded (503
 * with Retry-After past it); an applicant's renders take turns; and a submitted application's copy
 * is rendered once and then served as stored, the same bytes to the applicant and to the office.
 *
 * Nothing here waits for a time: a test that needs a render in progress fills the pool with a very
 * long document and watches the pool's state, and what it checks is the order things finished in.
 */
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { everyDatabase } from '../helpers/test-database';
import { readPdf } from './read-pdf';
import { sampleApplication, statementOf } from './sample-models';

const DEMO_APPLICATION = '/api/admission/applications/24000001';
const OFFICE_COPY = '/api/office/admission/applications/24000001/pdf';

/** A document long enough (hundreds of pages of Chinese) that its render is still going while the test looks. */
const longDocument = () => sampleApplication('zh-Hans', statementOf('zh-Hans', 120_000));

/** Lets the event loop turn until the condition holds: the pool's state, never a clock. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const reprDigest = (sha256Hex: string) => `sha-256=:${Buffer.from(sha256Hex, 'hex').toString('base64')}:`;

async function demoApplicantId(t: TestApp): Promise<string> {
  const row = await t.db.selectFrom('applications').select('applicant_id').where('application_number', '=', '24000001').executeTakeFirstOrThrow();
  return row.applicant_id;
}

describe.each(everyDatabase())('PDFs off the event loop on %s', (target) => {
  describe('rendering', () => {
    let t: TestApp;
    let applicant: Browser;
    beforeAll(async () => {
      t = await createTestApp(target, {}, { pdfPool: { threads: 1 } });
      applicant = new Browser(t.app);
      expect((await applicant.signInWithPin()).statusCode).toBe(200);
    });
    afterAll(() => t?.close());

    it('lays PDFs out on a worker thread, never on the thread that answers requests', async () => {
      const end = jest.spyOn(PDFDocument.prototype, 'end');
      try {
        const pdf = await applicant.get(`${DEMO_APPLICATION}/pdf?lang=zh-Hans`);
        expect(pdf.statusCode).toBe(200);
        // The worker's copy is a whole PDF, Chinese glyphs included.
        expect((await readPdf(pdf.rawPayload)).pages.join('\n')).toContain('本科入学申请');
        expect(t.app.pdf.state().rendered).toBe(1);
        expect(end).not.toHaveBeenCalled();
      } finally {
        end.mockRestore();
      }
    });

    it('answers an unrelated request while PDFs are rendering', async () => {
      const renders = [t.app.pdf.render(longDocument(), 'someone-else'), t.app.pdf.render(longDocument(), 'a-third-applicant')];
      const finished = { count: 0 };
      renders.forEach((render) => void render.then(() => (finished.count += 1)));
      await until(() => t.app.pdf.state().inPool === 2);

      const unrelated = await applicant.get('/api/admission/applications');
      expect(unrelated.statusCode).toBe(200);
      // The unrelated answer came while both renders were still in the pool.
      expect(finished.count).toBe(0);
      expect(t.app.pdf.state().inPool).toBe(2);
      await Promise.all(renders);
    });
  });

  describe('limits', () => {
    let t: TestApp;
    let applicant: Browser;
    let applicantId: string;
    beforeAll(async () => {
      // One thread and no room to wait: a second render from anyone else is one too many.
      t = await createTestApp(target, {}, { pdfPool: { threads: 1, maxQueue: 0, perApplicant: 2 } });
      applicant = new Browser(t.app);
      expect((await applicant.signInWithPin()).statusCode).toBe(200);
      applicantId = await demoApplicantId(t);
    });
    afterAll(() => t?.close());

    it("lets an applicant's second PDF wait for the first, and refuses one more at once with 429 and Retry-After", async () => {
      const order: string[] = [];
      const first = t.app.pdf.render(longDocument(), applicantId).then(() => order.push('first'));
      await until(() => t.app.pdf.state().inPool === 1);
      const second = applicant.get(`${DEMO_APPLICATION}/pdf?lang=zh-Hans`).then((response) => {
        order.push('second');
        return response;
      });
      await until(() => t.app.pdf.state().waitingTurn === 1);

      const third = await applicant.get(`${DEMO_APPLICATION}/pdf?lang=en-GB`);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(third.json()).toEqual({ errors: [expect.objectContaining({ code: 'RATE_LIMITED' })] });

      expect((await second).statusCode).toBe(200);
      await first;
      // The second waited its turn behind the first instead of taking a second thread (or a 503).
      expect(order).toEqual(['first', 'second']);
      // Two long renders, one after the other, on one thread: on a busy machine that is minutes of CPU.
    }, 120_000);

    it('answers 503 with Retry-After and the JSON error list when the queue is full, and stores nothing', async () => {
      const filling = t.app.pdf.render(longDocument(), 'someone-else');
      await until(() => t.app.pdf.state().inPool === 1);

      const refused = await applicant.get(`${DEMO_APPLICATION}/pdf?lang=en-GB`);
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toEqual({ errors: [expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' })] });
      expect(await t.db.selectFrom('stored_pdfs').selectAll().where('language', '=', 'en-GB').execute()).toEqual([]);

      await filling;
      expect((await applicant.get(`${DEMO_APPLICATION}/pdf?lang=en-GB`)).statusCode).toBe(200);
    }, 120_000);
  });

  describe('stored copies of a submitted application', () => {
    let t: TestApp;
    let applicant: Browser;
    let office: Browser;
    beforeAll(async () => {
      t = await createTestApp(target);
      applicant = new Browser(t.app);
      expect((await applicant.signInWithPin()).statusCode).toBe(200);
      office = new Browser(t.app);
      await office.signInAsStaff('ADMISSIONS');
    });
    afterAll(() => t?.close());

    it('renders the copy once, even when asked twice at once, and serves the same bytes with their SHA-256 every time, to the office too', async () => {
      const [first, again] = await Promise.all([applicant.get(`${DEMO_APPLICATION}/pdf?lang=en-GB`), applicant.get(`${DEMO_APPLICATION}/pdf?lang=en-GB`)]);
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      const digest = sha256(first.rawPayload);
      expect(first.headers['repr-digest']).toBe(reprDigest(digest));
      expect(sha256(again.rawPayload)).toBe(digest);

      // Minutes later (a fresh render would print a new "Generated on" time), by the applicant and by the office.
      t.clock.advance(5 * 60);
      const later = await applicant.get(`${DEMO_APPLICATION}/pdf?lang=en-GB`);
      expect(later.statusCode).toBe(200);
      const officeCopy = await office.get(`${OFFICE_COPY}?lang=en-GB`);
      expect(officeCopy.statusCode).toBe(200);
      expect(sha256(later.rawPayload)).toBe(digest);
      expect(sha256(officeCopy.rawPayload)).toBe(digest);
      expect(officeCopy.headers['repr-digest']).toBe(reprDigest(digest));

      expect(t.app.pdf.state().rendered).toBe(1);
      const stored = await t.db.selectFrom('stored_pdfs').select(['form_kind', 'language', 'sha256']).execute();
      expect(stored).toEqual([{ form_kind: 'ADMISSION', language: 'en-GB', sha256: digest }]);
    });

    it('keeps one copy per language: the Chinese copy is its own, with its glyphs', async () => {
      const chinese = await office.get(`${OFFICE_COPY}?lang=zh-Hans`);
      expect(chinese.statusCode).toBe(200);
      expect((await readPdf(chinese.rawPayload)).pages.join('\n')).toContain('申请编号 24000001');
      const mine = await applicant.get(`${DEMO_APPLICATION}/pdf?lang=zh-Hans`);
      expect(sha256(mine.rawPayload)).toBe(sha256(chinese.rawPayload));
      expect(t.app.pdf.state().rendered).toBe(2);
    });
  });
});
