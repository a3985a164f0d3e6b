/**
 * Scanning with a real clamd: a private daemon (helpers/private-clamd.ts) with one signature made
 * from the EICAR test string. An infected upload is refused and leaves no row and no file; a clean
 * one is recorded CLEAN; a clamd that does not answer fails the upload safely. Without CLAMD_URL
 * documents are NOT_SCANNED (document-routes.test.ts covers that path end to end too).
 */
import { Readable, Writable } from 'node:stream';
import type { DocumentSummary } from '@portal/contracts/forms';
import { ClamdScanner, NoScanner } from '../../src/files/scanner';
import { documentRoutesPlugin, documentsUrl, documentUpload, SAMPLE, setApplicationStatus, storedFiles } from '../helpers/document-forms';
import { EICAR, EICAR_SIGNATURE, startPrivateClamd, type PrivateClamd } from '../helpers/private-clamd';
import { Browser, createTestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';

/** A PDF carrying the EICAR string: it passes the content check, so only the scanner can stop it. */
const infectedPdf = () => Buffer.concat([SAMPLE.pdf(), Buffer.from(`% ${EICAR}\n`, 'latin1')]);

let clamd: PrivateClamd;
beforeAll(async () => {
  clamd = await startPrivateClamd();
});
afterAll(async () => {
  await clamd?.stop();
});

describe('ClamdScanner', () => {
  it('names the signature of an infected stream and passes a clean one', async () => {
    const scanner = new ClamdScanner(clamd.url);
    expect(await scanner.scan(Readable.from([infectedPdf()]))).toEqual({ status: 'INFECTED', signature: expect.stringContaining(EICAR_SIGNATURE) });
    expect(await scanner.scan(Readable.from([SAMPLE.pdf(100_000)]))).toEqual({ status: 'CLEAN' });
  });

  it('reports FAILED, never CLEAN, when clamd cannot be reached', async () => {
    const unreachable = new ClamdScanner('tcp://127.0.0.1:1', { socketTimeoutMs: 2000, scanTimeoutMs: 5000 });
    expect(await unreachable.scan(Readable.from([SAMPLE.pdf()]))).toMatchObject({ status: 'FAILED' });
  });

  it('without CLAMD_URL marks files NOT_SCANNED', async () => {
    expect(await new NoScanner().scan(Readable.from([SAMPLE.pdf()]))).toEqual({ status: 'NOT_SCANNED' });
  });
});

describe.each(oneDatabase())('uploads scanned by clamd (%s)', (target) => {
  it('refuses an infected file, keeping no row and no file, logs the signature, and records a clean one as CLEAN', async () => {
    const logLines: string[] = [];
    const logStream = new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) });
    const t = await createTestApp(target, { CLAMD_URL: clamd.url, LOG_LEVEL: 'info' }, { extraPlugins: [documentRoutesPlugin()], logStream });
    try {
      await setApplicationStatus(t.db, '24000001', 'DRAFT');
      const applicant = new Browser(t.app);
      await applicant.signInWithPin();
      const upload = (file: Buffer, name: string) => {
        const body = documentUpload(file, name);
        return applicant.request({ method: 'POST', url: documentsUrl('24000001'), payload: body.payload, headers: body.headers });
      };

      const infected = await upload(infectedPdf(), 'infected.pdf');
      expect(infected.statusCode).toBe(422);
      expect(infected.json()).toEqual({
        errors: [
          {
            code: 'FILE_INFECTED',
            message: 'The file contains a virus and was not saved. Check your device with antivirus software and upload a clean copy.',
            field: 'file',
          },
        ],
      });
      expect(infected.body).not.toContain(EICAR_SIGNATURE);
      expect(await t.db.selectFrom('form_documents').selectAll().execute()).toEqual([]);
      expect(await storedFiles(t.app)).toEqual([]);
      expect(logLines.some((line) => line.includes(EICAR_SIGNATURE) && line.includes('upload refused'))).toBe(true);

      const clean = await upload(SAMPLE.pdf(), 'clean.pdf');
      expect(clean.statusCode).toBe(201);
      expect(clean.json<DocumentSummary>()).toMatchObject({ scanStatus: 'CLEAN', fileName: 'clean.pdf' });
      expect(await storedFiles(t.app)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('fails the upload safely when clamd does not answer', async () => {
    const t = await createTestApp(target, { CLAMD_URL: 'tcp://127.0.0.1:1' }, { extraPlugins: [documentRoutesPlugin()] });
    try {
      await setApplicationStatus(t.db, '24000001', 'DRAFT');
      const applicant = new Browser(t.app);
      await applicant.signInWithPin();
      const body = documentUpload(SAMPLE.pdf(), 'clean.pdf');
      const response = await applicant.request({ method: 'POST', url: documentsUrl('24000001'), payload: body.payload, headers: body.headers });
      expect(response.statusCode).toBe(503);
      expect(response.json().errors).toEqual([
        { code: 'FILE_SCAN_FAILED', message: 'The file could not be checked for viruses just now, so it was not saved. Please try again in a moment.', field: 'file' },
      ]);
      expect(await t.db.selectFrom('form_documents').selectAll().execute()).toEqual([]);
      expect(await storedFiles(t.app)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
