/**
 * An applicant's "download my data" (issue 38), on both databases and with both file stores: the ZIP
 * holds every part the README names — account, every application of every kind as JSON and readable
 * HTML in the asker's language, the documents byte for byte, the applicant's timeline (never the
 * office's own work), fees, payments with their receipts, the e-mails without codes — and nothing of
 * another applicant's; a download is asked for with the anti-forgery token and sent once; the limit
 * is the person's; every download is on record.
 */
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { MY_DATA_DOWNLOADS_PER_HOUR, MY_DATA_START_SECONDS, type MyDataOverview } from '@portal/contracts/my-data';
import { LANGUAGE_COOKIE } from '@portal/contracts/languages';
import { DEMO } from '../../../src/db/seed';
import { addOtherApplicant, SAMPLE } from '../../helpers/document-forms';
import { insertScholarshipApplication } from '../../helpers/scholarship-award';
import { Browser, createTestApp, type TestApp } from '../../helpers/test-app';
import { everyDatabase } from '../../helpers/test-database';

const OVERVIEW = '/api/applicant/my-data';
const DOWNLOADS = '/api/applicant/my-data/downloads';

const STORES = everyDatabase().flatMap((target) => [
  [target, 'directory'],
  [target, 'database'],
] as const);

describe.each(STORES)('download my data on %s, files in the %s', (target, fileStorage) => {
  let t: TestApp;
  let applicant: Browser;
  let demoApplicantId: string;
  let admissionId: string;
  const documentBytes = SAMPLE.pdf(40_000);
  const pngBytes = SAMPLE.png();

  /** Stores a file as an upload would, and records it on a form of the applicant. */
  async function addDocument(applicantId: string, formKind: 'ADMISSION' | 'SCHOLARSHIP', formId: string, fileName: string, bytes: Buffer, mediaType: string) {
    const stored = await t.app.fileStorage.put(Readable.from([bytes]));
    await t.db
      .insertInto('form_documents')
      .values({
        form_kind: formKind,
        form_id: formId,
        applicant_id: applicantId,
        section: 'documents',
        document_type: 'IDENTITY_ADDRESS',
        file_name: fileName,
        media_type: mediaType,
        size_bytes: stored.sizeBytes,
        sha256: stored.sha256,
        storage_key: stored.key,
        scan_status: 'CLEAN',
        created_at: t.app.now(),
      })
      .execute();
    return stored;
  }

  async function download(browser: Browser): Promise<{ zip: JSZip; headers: Record<string, unknown> }> {
    const asked = await browser.post(DOWNLOADS);
    expect(asked.statusCode).toBe(200);
    const { href } = asked.json<{ href: string }>();
    const sent = await browser.get(href);
    expect(sent.statusCode).toBe(200);
    return { zip: await JSZip.loadAsync(sent.rawPayload), headers: sent.headers };
  }
  const text = (zip: JSZip, name: string) => zip.file(name)!.async('string');
  const parsed = async <T>(zip: JSZip, name: string) => JSON.parse(await text(zip, name)) as T;

  beforeAll(async () => {
    t = await createTestApp(target, { FILE_STORAGE: fileStorage });
    const demo = await t.db.selectFrom('applications').select(['id', 'applicant_id']).where('application_number', '=', DEMO.application.applicationNumber).executeTakeFirstOrThrow();
    demoApplicantId = demo.applicant_id;
    admissionId = demo.id;
    await addDocument(demoApplicantId, 'ADMISSION', admissionId, 'NRIC front.pdf', documentBytes, 'application/pdf');
    // A draft scholarship application with a document of its own.
    const scholarship = await insertScholarshipApplication(t.db, demoApplicantId, '2026/2027', t.app.now(), 'DRAFT');
    t.clock.advance(1);
    await addDocument(demoApplicantId, 'SCHOLARSHIP', scholarship.id, '../../etc/passwd.png', pngBytes, 'image/png');
    // The timeline: what the applicant sees, and the office's own work they never do.
    await t.db
      .insertInto('form_events')
      .values([
        { form_kind: 'ADMISSION', form_id: admissionId, kind: 'DOCUMENT_ADDED', actor: 'APPLICANT', params: JSON.stringify({ fileName: 'NRIC front.pdf' }), occurred_at: t.app.now() },
        { form_kind: 'ADMISSION', form_id: admissionId, kind: 'OFFICE_NOTE_ADDED', actor: 'OFFICE', params: JSON.stringify({ note: 'internal: check grades' }), occurred_at: t.app.now() },
      ])
      .execute();
    // A received payment of the application fee, whose receipt the ZIP carries.
    const fee = await t.db.selectFrom('fees').select(['id', 'amount_cents']).where('applicant_id', '=', demoApplicantId).executeTakeFirstOrThrow();
    await t.db.updateTable('fees').set({ status: 'RECEIVED' }).where('id', '=', fee.id).execute();
    await t.db
      .insertInto('payments')
      .values({ fee_id: fee.id, reference: 'PAY-MYDATA-0001', amount_cents: fee.amount_cents, status: 'RECEIVED', received_at: t.app.now(), checkout_url: 'https://checkout.example/secret-session' })
      .execute();
    // Two e-mails: one plain, one that carried a one-time code.
    await t.db
      .insertInto('outbox')
      .values([
        { to_address: DEMO.applicant.email.toUpperCase(), subject: 'Your application was received', text_body: 'Dear TAN MEI LING, thank you.', html_body: null, next_attempt_at: t.app.now(), created_at: t.app.now(), last_error: null, sent_at: null, secret_expires_at: null, purged_at: null },
        { to_address: DEMO.applicant.email, subject: 'Your verification code', text_body: 'Your code is 918273', html_body: null, next_attempt_at: t.app.now(), created_at: t.app.now(), last_error: null, sent_at: null, secret_expires_at: new Date(t.app.now().getTime() + 300_000), purged_at: null },
        { to_address: 'someone.else@example.edu', subject: 'Not yours', text_body: 'Private', html_body: null, next_attempt_at: t.app.now(), created_at: t.app.now(), last_error: null, sent_at: null, secret_expires_at: null, purged_at: null },
      ])
      .execute();
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
  });

  afterAll(async () => t?.close());

  it('says what the portal holds, counted, before anything is downloaded', async () => {
    const overview = (await applicant.get(OVERVIEW)).json<MyDataOverview>();
    expect(overview.holdings).toMatchObject({ admissionApplications: 1, scholarshipApplications: 1, financialAidApplications: 0, documents: 2, fees: 1, payments: 1, emails: 2 });
    expect(overview.holdings.signInMethods).toBeGreaterThanOrEqual(2); // the PIN and the linked Google account
    expect(overview.limit).toEqual({ perHour: MY_DATA_DOWNLOADS_PER_HOUR, remaining: MY_DATA_DOWNLOADS_PER_HOUR, nextAt: null });
    expect(overview.downloads).toEqual([]);
  });

  it('sends a ZIP with every part, the documents byte for byte, and records the download as complete', async () => {
    const { zip, headers } = await download(applicant);
    expect(headers['content-type']).toBe('application/zip');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="my-data-24000001-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(headers['cache-control']).toBe('no-store');

    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'applications/admission-24000001.json',
        'applications/admission-24000001.html',
        'applications/scholarship-draft-1.json',
        'applications/scholarship-draft-1.html',
        'documents.json',
        'documents/001-NRIC front.pdf',
        'documents/002-_.._etc_passwd.png',
        'timeline.json',
        'payments.json',
        'receipts/receipt-PAY-MYDATA-0001.pdf',
        'emails.json',
      ]),
    );
    // No entry escapes the archive's folder.
    expect(names.every((name) => !name.startsWith('/') && !name.split('/').includes('..'))).toBe(true);

    expect(Buffer.compare(await zip.file('documents/001-NRIC front.pdf')!.async('nodebuffer'), documentBytes)).toBe(0);
    expect(Buffer.compare(await zip.file('documents/002-_.._etc_passwd.png')!.async('nodebuffer'), pngBytes)).toBe(0);
    const documents = await parsed<Array<{ file: string; application: string; copied: boolean }>>(zip, 'documents.json');
    expect(documents.map(({ file, application, copied }) => ({ file, application, copied }))).toEqual([
      { file: 'documents/001-NRIC front.pdf', application: 'admission-24000001', copied: true },
      { file: 'documents/002-_.._etc_passwd.png', application: 'scholarship-draft-1', copied: true },
    ]);

    const account = await text(zip, 'account.json');
    expect(JSON.parse(account)).toMatchObject({ person: { fullName: DEMO.applicant.fullName, email: DEMO.applicant.email }, socialAccounts: [{ provider: 'Google' }] });
    expect(account).not.toMatch(/_hash|\$argon2|Demo2026|104857329410982376541/);

    const admission = await parsed<{ status: string; answersAsSubmitted: { sections: { personalParticulars: { fullName: string } } }; timeline: Array<{ kind: string }> }>(zip, 'applications/admission-24000001.json');
    expect(admission.answersAsSubmitted.sections.personalParticulars.fullName).toBe(DEMO.applicant.fullName);
    expect(admission.timeline.map((event) => event.kind)).toContain('DOCUMENT_ADDED');
    const timeline = await text(zip, 'timeline.json');
    expect(timeline).toContain('DOCUMENT_ADDED');
    expect(timeline).not.toContain('OFFICE_NOTE_ADDED');
    expect(timeline).not.toContain('internal: check grades');

    const html = await text(zip, 'applications/admission-24000001.html');
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toMatch(/<th scope="row">Full name<\/th><td>TAN MEI LING<\/td>/);
    expect(html).toContain('href="../documents/001-NRIC%20front.pdf"');

    const payments = await parsed<{ fees: unknown[]; payments: Array<{ reference: string; receipt: string }> }>(zip, 'payments.json');
    expect(payments.payments).toEqual([expect.objectContaining({ reference: 'PAY-MYDATA-0001', receipt: 'receipts/receipt-PAY-MYDATA-0001.pdf' })]);
    expect(JSON.stringify(payments)).not.toContain('checkout.example');
    expect((await zip.file('receipts/receipt-PAY-MYDATA-0001.pdf')!.async('nodebuffer')).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const emails = await parsed<Array<{ subject: string; body: string | null }>>(zip, 'emails.json');
    expect(emails).toHaveLength(2);
    expect(emails).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: 'Your application was received', body: 'Dear TAN MEI LING, thank you.' }), expect.objectContaining({ subject: 'Your verification code', body: null })]),
    );
    expect(JSON.stringify(emails)).not.toMatch(/918273|Not yours/);

    const readme = await text(zip, 'README.txt');
    expect(readme).toContain('Your data from the Undergraduate Applicant Portal');
    for (const file of ['account.json', 'timeline.json', 'documents/', 'payments.json', 'emails.json']) expect(readme).toContain(file);

    const overview = (await applicant.get(OVERVIEW)).json<MyDataOverview>();
    expect(overview.downloads[0]).toMatchObject({ completed: true, startedAt: expect.any(String), finishedAt: expect.any(String) });
  });

  it('writes the README and the readable copies in Chinese for an applicant reading in Chinese', async () => {
    applicant.cookies.set(LANGUAGE_COOKIE, 'zh-Hans');
    try {
      const { zip } = await download(applicant);
      expect(await text(zip, 'README.txt')).toContain('您在本科申请人门户网站的个人资料');
      const html = await text(zip, 'applications/admission-24000001.html');
      expect(html).toContain('<html lang="zh-Hans">');
      expect(html).toMatch(/<th scope="row">姓名<\/th><td>TAN MEI LING<\/td>/);
    } finally {
      applicant.cookies.delete(LANGUAGE_COOKIE);
    }
  });

  it('sends a download once, only soon after it was asked for, and only to its owner', async () => {
    const asked = (await applicant.post(DOWNLOADS)).json<{ href: string }>();
    expect((await applicant.get(asked.href)).statusCode).toBe(200);
    const again = await applicant.get(asked.href);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ errors: [expect.objectContaining({ code: 'MY_DATA_DOWNLOAD_USED' })] });

    const other = await addOtherApplicant(t.db);
    const stranger = new Browser(t.app);
    expect((await stranger.signInWithPin('24000002', other.pin)).statusCode).toBe(200);
    const mine = (await applicant.post(DOWNLOADS)).json<{ href: string }>();
    // Another applicant's download answers as one that does not exist, and stays unused.
    expect((await stranger.get(mine.href)).statusCode).toBe(404);
    expect((await applicant.get(mine.href)).statusCode).toBe(200);
    // And the other applicant's own copy holds nothing of the demo applicant's.
    const theirs = await download(stranger);
    const everything = (await Promise.all(Object.values(theirs.zip.files).filter((entry) => !entry.dir).map((entry) => entry.async('string')))).join('\n');
    expect(everything).not.toMatch(/TAN MEI LING|24000001|NRIC front|PAY-MYDATA/);
    expect(Object.keys(theirs.zip.files).some((name) => name.startsWith('documents/0'))).toBe(false);

    const late = (await stranger.post(DOWNLOADS)).json<{ href: string }>();
    t.clock.advance(MY_DATA_START_SECONDS + 1);
    expect((await stranger.get(late.href)).statusCode).toBe(410);
    expect((await applicant.get('/api/applicant/my-data/downloads/not-an-id')).statusCode).toBe(404);
  });

  it('refuses a request without the anti-forgery token', async () => {
    const forged = await applicant.request({ method: 'POST', url: DOWNLOADS, withXsrfHeader: false });
    expect(forged.statusCode).toBe(403);
  });

  it('limits downloads per person per hour: one applicant using theirs up leaves another’s alone', async () => {
    t.clock.advance(3_601);
    const limited = new Browser(t.app);
    expect((await limited.signInWithPin()).statusCode).toBe(200);
    for (let index = 0; index < MY_DATA_DOWNLOADS_PER_HOUR; index += 1) expect((await limited.post(DOWNLOADS)).statusCode).toBe(200);
    const refused = await limited.post(DOWNLOADS);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [expect.objectContaining({ code: 'MY_DATA_DOWNLOAD_LIMIT', params: [MY_DATA_DOWNLOADS_PER_HOUR, 3_600] })] });
    expect(refused.headers['retry-after']).toBe('3600');
    // The same person in another session is the same person.
    const elsewhere = new Browser(t.app);
    expect((await elsewhere.signInWithPin()).statusCode).toBe(200);
    expect((await elsewhere.post(DOWNLOADS)).statusCode).toBe(429);
    expect((await elsewhere.get(OVERVIEW)).json<MyDataOverview>().limit).toMatchObject({ remaining: 0, nextAt: expect.any(String) });

    const other = new Browser(t.app);
    expect((await other.signInWithPin('24000002', 'Other026')).statusCode).toBe(200);
    expect((await other.post(DOWNLOADS)).statusCode).toBe(200);

    t.clock.advance(3_601);
    const nextHour = new Browser(t.app);
    expect((await nextHour.signInWithPin()).statusCode).toBe(200);
    expect((await nextHour.post(DOWNLOADS)).statusCode).toBe(200);
  });
});
