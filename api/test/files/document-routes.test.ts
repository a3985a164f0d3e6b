/**
 * The document routes end to end on a real app and database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), mounted by a test-only plugin over real application rows. No clamd
 * here (CLAMD_URL unset): documents are NOT_SCANNED; virus-scanning.test.ts runs a real one.
 */
import { writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { DOCUMENT_LIMITS, type DocumentSummary } from '@portal/contracts/forms';
import { openDocument, removeDocument } from '../../src/files/documents';
import { documentRoutesPlugin, documentsUrl, documentUpload, multipart, SAMPLE, setApplicationStatus, storedFiles, addOtherApplicant } from '../helpers/document-forms';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';

const NUMBER = '24000001';

describe.each(oneDatabase())('documents of a long form (%s)', (target) => {
  let t: TestApp;
  let logLines: string[];
  let applicant: Browser;
  let applicationId: string;

  beforeEach(async () => {
    logLines = [];
    const logStream = new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) });
    t = await createTestApp(target, { LOG_LEVEL: 'info' }, { extraPlugins: [documentRoutesPlugin({ countLimit: { max: 2, per: 'documentType' } })], logStream });
    applicationId = await setApplicationStatus(t.db, NUMBER, 'DRAFT');
    applicant = new Browser(t.app);
    expect((await applicant.signInWithPin()).statusCode).toBe(200);
  });

  afterEach(async () => {
    await t.close();
  });

  const upload = (browser: Browser, body: ReturnType<typeof multipart>, number = NUMBER) =>
    browser.request({ method: 'POST', url: documentsUrl(number), payload: body.payload, headers: body.headers });
  const rows = () => t.db.selectFrom('form_documents').selectAll().execute();

  it('stores a file by what it is, not what it is called, and gives it back exactly', async () => {
    const png = SAMPLE.png();
    const response = await upload(applicant, documentUpload(png, 'C:\\Users\\mei\\scan\u202E.pdf', { contentType: 'application/pdf' }));
    expect(response.statusCode).toBe(201);
    const document = response.json<DocumentSummary>();
    expect(document).toMatchObject({
      section: 'documents',
      documentType: 'IDENTITY_ADDRESS',
      fileName: 'scan.png',
      mediaType: 'image/png',
      sizeBytes: png.length,
      scanStatus: 'NOT_SCANNED',
      uploadedAt: t.clock.now().toISOString(),
    });

    const [row] = await rows();
    expect(row).toMatchObject({ form_kind: 'ADMISSION', form_id: applicationId, media_type: 'image/png', removed_at: null });
    // The stored name is a random key, never the applicant's file name.
    expect(row!.storage_key).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedFiles(t.app)).toEqual([expect.stringContaining(row!.storage_key)]);

    expect((await applicant.get(documentsUrl(NUMBER))).json()).toEqual([document]);

    const download = await applicant.get(`${documentsUrl(NUMBER)}/${document.id}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe('attachment; filename="scan.png"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts PDF and JPEG too, and keeps a Chinese file name for the download', async () => {
    const pdf = await upload(applicant, documentUpload(SAMPLE.pdf(), '成绩单.pdf', { documentType: 'TRANSCRIPT' }));
    expect(pdf.json()).toMatchObject({ mediaType: 'application/pdf', fileName: '成绩单.pdf' });
    const jpeg = await upload(applicant, documentUpload(SAMPLE.jpeg(), 'photo.JPEG', { documentType: 'PHOTO' }));
    expect(jpeg.json()).toMatchObject({ mediaType: 'image/jpeg', fileName: 'photo.jpeg' });
    const download = await applicant.get(`${documentsUrl(NUMBER)}/${pdf.json<DocumentSummary>().id}/content`);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="???.pdf"; filename*=UTF-8''${encodeURIComponent('成绩单')}.pdf`);
  });

  it('refuses a file that is not a PDF, JPEG or PNG whatever its name, and keeps nothing', async () => {
    const response = await upload(applicant, documentUpload(SAMPLE.text(), 'letter.pdf'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      errors: [{ code: 'FILE_TYPE_NOT_ALLOWED', message: 'Upload a file in JPG, JPEG, PNG or PDF format', field: 'file' }],
    });
    expect(await rows()).toEqual([]);
    expect(await storedFiles(t.app)).toEqual([]);

    const empty = await upload(applicant, documentUpload(Buffer.alloc(0), 'empty.pdf'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ code: 'FILE_EMPTY', message: 'The selected file is empty', field: 'file' }]);
  });

  it('refuses a multipart body it cannot read with 400 and the error list, keeps nothing, and logs no error', async () => {
    const whole = documentUpload(SAMPLE.pdf(4096), 'transcript.pdf');
    const boundary = whole.headers['content-type']!.split('boundary=')[1]!;
    const malformed = {
      'no boundary': { type: 'multipart/form-data', payload: whole.payload },
      'another boundary': { type: 'multipart/form-data; boundary=----not-the-one', payload: whole.payload },
      'a boundary over 256 characters': { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: whole.payload },
      // Cut inside the file: the file part ends early.
      'cut short inside the file': { type: whole.headers['content-type'], payload: whole.payload.subarray(0, whole.payload.length - 1000) },
      // The whole file arrives, but not the closing delimiter: the file must not be kept.
      'no closing delimiter': { type: whole.headers['content-type'], payload: whole.payload.subarray(0, whole.payload.indexOf(`--${boundary}--`)) },
    };
    for (const [what, { type, payload }] of Object.entries(malformed)) {
      const response = await applicant.request({ method: 'POST', url: documentsUrl(NUMBER), headers: { 'content-type': type }, payload });
      expect({ what, status: response.statusCode, body: response.json() }).toEqual({ what, status: 400, body: { errors: [expect.objectContaining({ code: 'BAD_REQUEST', field: 'file' })] } });
    }
    expect(await rows()).toEqual([]);
    expect(await t.db.selectFrom('stored_files').select('key').execute()).toEqual([]);
    expect(await storedFiles(t.app)).toEqual([]);
    expect(logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
  });

  it('refuses a file over 5MB with the spec message and keeps nothing; exactly 5MB is fine', async () => {
    const tooLarge = await upload(applicant, documentUpload(SAMPLE.pdf(DOCUMENT_LIMITS.maxBytes + 1), 'large.pdf'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ errors: [{ code: 'FILE_TOO_LARGE', message: 'File size exceeded the maximum file size of 5MB', field: 'file' }] });
    expect(await rows()).toEqual([]);
    expect(await storedFiles(t.app)).toEqual([]);

    const largest = await upload(applicant, documentUpload(SAMPLE.pdf(DOCUMENT_LIMITS.maxBytes), 'largest.pdf'));
    expect(largest.statusCode).toBe(201);
    expect(largest.json()).toMatchObject({ sizeBytes: 5 * 1024 * 1024 });
  });

  it('allows the caller-given number of files per document type, counting removals back', async () => {
    const first = await upload(applicant, documentUpload(SAMPLE.pdf(), 'one.pdf'));
    await upload(applicant, documentUpload(SAMPLE.pdf(), 'two.pdf'));
    const third = await upload(applicant, documentUpload(SAMPLE.pdf(), 'three.pdf'));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      errors: [{ code: 'TOO_MANY_FILES', message: 'Exceeded maximum number of files attached. Maximum of 2 files only.', params: [2] }],
    });
    // Another document type has its own count.
    expect((await upload(applicant, documentUpload(SAMPLE.pdf(), 'transcript.pdf', { documentType: 'TRANSCRIPT' }))).statusCode).toBe(201);

    expect((await applicant.request({ method: 'DELETE', url: `${documentsUrl(NUMBER)}/${first.json<DocumentSummary>().id}` })).statusCode).toBe(204);
    expect((await upload(applicant, documentUpload(SAMPLE.pdf(), 'three.pdf'))).statusCode).toBe(201);
    expect(await storedFiles(t.app)).toHaveLength(3);
  });

  it('removes a document: no longer listed or downloadable, its file deleted, its row kept as removed', async () => {
    const document = (await upload(applicant, documentUpload(SAMPLE.pdf(), 'one.pdf'))).json<DocumentSummary>();
    t.clock.advance(60);
    const removal = await applicant.request({ method: 'DELETE', url: `${documentsUrl(NUMBER)}/${document.id}` });
    expect(removal.statusCode).toBe(204);
    expect((await applicant.get(documentsUrl(NUMBER))).json()).toEqual([]);
    expect((await applicant.get(`${documentsUrl(NUMBER)}/${document.id}/content`)).statusCode).toBe(404);
    expect((await applicant.request({ method: 'DELETE', url: `${documentsUrl(NUMBER)}/${document.id}` })).statusCode).toBe(404);
    expect(await storedFiles(t.app)).toEqual([]);
    const [row] = await rows();
    expect(new Date(row!.removed_at!).toISOString()).toBe(t.clock.now().toISOString());
  });

  it("never shows one applicant's documents to another", async () => {
    const document = (await upload(applicant, documentUpload(SAMPLE.pdf(), 'mine.pdf'))).json<DocumentSummary>();
    const other = await addOtherApplicant(t.db);
    const stranger = new Browser(t.app);
    expect((await stranger.signInWithPin('24000002', other.pin)).statusCode).toBe(200);

    // Through the routes: the form is not theirs.
    expect((await stranger.get(documentsUrl(NUMBER))).statusCode).toBe(404);
    const download = await stranger.get(`${documentsUrl(NUMBER)}/${document.id}/content`);
    expect(download.statusCode).toBe(404);
    expect(download.json().errors[0].code).toBe('NOT_FOUND');
    expect((await stranger.request({ method: 'DELETE', url: `${documentsUrl(NUMBER)}/${document.id}` })).statusCode).toBe(404);
    // Through their own form's URL with the victim's document id.
    expect((await stranger.get(`${documentsUrl('24000002')}/${document.id}/content`)).statusCode).toBe(404);
    expect((await stranger.get(documentsUrl('24000002'))).json()).toEqual([]);

    // The functions themselves refuse another owner, even if a caller forgot its own check.
    const deps = { db: t.db, storage: t.app.fileStorage, log: t.app.log };
    const foreignOwner = { formKind: 'ADMISSION' as const, formId: applicationId, applicantId: other.applicantId };
    await expect(openDocument(deps, foreignOwner, document.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(removeDocument(deps, foreignOwner, document.id, t.clock.now())).rejects.toMatchObject({ statusCode: 404 });
    expect((await applicant.get(documentsUrl(NUMBER))).json()).toEqual([document]);
  });

  it('refuses to hand out a stored file that changed since upload, and logs it', async () => {
    const document = (await upload(applicant, documentUpload(SAMPLE.pdf(), 'one.pdf'))).json<DocumentSummary>();
    const [file] = await storedFiles(t.app);
    await writeFile(file!, SAMPLE.pdf(200));
    const download = await applicant.get(`${documentsUrl(NUMBER)}/${document.id}/content`);
    expect(download.statusCode).toBe(410);
    expect(download.json().errors).toEqual([
      { code: 'FILE_DAMAGED', message: 'This file is damaged and cannot be opened. Please remove it and upload it again, or contact the Office of Admissions.' },
    ]);
    expect(download.body).not.toContain('%PDF');
    expect(logLines.some((line) => line.includes('stored document failed its integrity check') && line.includes(document.id))).toBe(true);
  });

  it('changes nothing once the form is submitted', async () => {
    const document = (await upload(applicant, documentUpload(SAMPLE.pdf(), 'one.pdf'))).json<DocumentSummary>();
    await setApplicationStatus(t.db, NUMBER, 'SUBMITTED');
    const added = await upload(applicant, documentUpload(SAMPLE.pdf(), 'two.pdf'));
    expect(added.statusCode).toBe(409);
    expect(added.json().errors[0]).toMatchObject({ code: 'FORM_NOT_EDITABLE' });
    expect((await applicant.request({ method: 'DELETE', url: `${documentsUrl(NUMBER)}/${document.id}` })).statusCode).toBe(409);
    // Still readable.
    expect((await applicant.get(`${documentsUrl(NUMBER)}/${document.id}/content`)).statusCode).toBe(200);
  });

  it('checks the fields, the sign-in and the anti-forgery token', async () => {
    const fileFirst = multipart([
      { name: 'file', value: SAMPLE.pdf(), fileName: 'one.pdf' },
      { name: 'section', value: 'documents' },
      { name: 'documentType', value: 'IDENTITY_ADDRESS' },
    ]);
    const refused = await upload(applicant, fileFirst);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { code: 'REQUIRED', message: 'This field is required', field: 'section' },
      { code: 'SELECT_DOCUMENT_TYPE', message: 'Select the type of document', field: 'documentType' },
    ]);
    const badType = await upload(applicant, documentUpload(SAMPLE.pdf(), 'one.pdf', { documentType: '../../etc' }));
    expect(badType.json().errors).toEqual([{ code: 'INVALID_VALUE', message: 'This answer cannot be accepted as it is. Check it and try again', field: 'documentType' }]);
    const noFile = await upload(applicant, multipart([{ name: 'section', value: 'documents' }]));
    expect(noFile.json().errors).toEqual([{ code: 'FILE_REQUIRED', message: 'Select a file to upload', field: 'file' }]);
    const json = await applicant.post(documentsUrl(NUMBER), { section: 'documents' });
    expect(json.json().errors[0].code).toBe('FILE_REQUIRED');

    const body = documentUpload(SAMPLE.pdf(), 'one.pdf');
    const forged = await applicant.request({ method: 'POST', url: documentsUrl(NUMBER), payload: body.payload, headers: body.headers, withXsrfHeader: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].code).toBe('CSRF_INVALID');
    const signedOut = await upload(new Browser(t.app), body);
    expect(signedOut.statusCode).toBe(401);
    expect(await rows()).toEqual([]);
    expect(await storedFiles(t.app)).toEqual([]);
  });
});
