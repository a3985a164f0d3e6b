// Document uploads beside the steady load of saves (steady-load.mjs) during the restore drill: each
// by an applicant with nothing else in flight, each file different (so a restored copy can only match
// its own upload), some larger than one of the database store's 256 KiB chunks. Each upload is sent
// once, as a browser does: a refused one is the applicant's to send again, and is not acknowledged.
import { createHash, randomBytes } from 'node:crypto';
import { multipartBody, samplePdf } from '../deadline/loopback-browser.mjs';
import { delay, now } from './wait.mjs';

/** A results slip per sitting, at most 10 per application (contracts/admission/documents.ts). */
const MOST_RESULTS = 10;
/** One chunk, and two and a bit (api/src/files/database-storage.ts CHUNK_BYTES is 256 KiB). */
const SIZES = [48 * 1024, 600 * 1024];

/** A well-formed PDF of `size` bytes whose filling is random, so no two are the same. */
function uniquePdf(size) {
  const pdf = samplePdf(size);
  const filling = Buffer.from(randomBytes(Math.floor((size - 200) / 2)).toString('hex'), 'latin1');
  filling.copy(pdf, 100);
  return pdf;
}

/**
 * Starts `perSecond` uploads now. Returns { uploads, errors, stop(), finished() }: each upload is
 * { applicant, sentAt, answeredAt, status, documentId (when 201), sha256, sizeBytes }.
 */
export function startUploads({ applicants, perSecond }) {
  const uploads = [];
  const errors = [];
  const inFlight = new Set();
  const counts = new Map();
  const started = now();
  let due = 0;
  let cursor = 0;

  const idleApplicant = () => {
    for (let tried = 0; tried < applicants.length; tried += 1) {
      const applicant = applicants[(cursor += 1) % applicants.length];
      if (!applicant.busy && !applicant.submitted && (counts.get(applicant) ?? 0) < MOST_RESULTS) return applicant;
    }
    return null;
  };

  const upload = async (applicant) => {
    const content = uniquePdf(SIZES[uploads.length % SIZES.length]);
    const form = multipartBody([
      { name: 'section', value: 'documents' },
      { name: 'documentType', value: 'RESULTS' },
      { name: 'file', value: content, fileName: 'results.pdf', contentType: 'application/pdf' },
    ]);
    const record = { applicant, sentAt: now(), answeredAt: null, status: null, documentId: null, sha256: createHash('sha256').update(content).digest('hex'), sizeBytes: content.length };
    uploads.push(record);
    const answer = await applicant.browser.request('POST', `${applicant.applicationPath}/documents`, { body: form.body, contentType: form.contentType, timeoutMs: 10_000 });
    record.answeredAt = now();
    record.status = answer.status;
    if (answer.status === 201) {
      record.documentId = JSON.parse(answer.body).id;
      counts.set(applicant, (counts.get(applicant) ?? 0) + 1);
    }
  };

  const timer = setInterval(() => {
    while (due < ((now() - started) / 1000) * perSecond) {
      due += 1;
      const applicant = idleApplicant();
      if (!applicant) continue;
      applicant.busy = true;
      // A failure of the suite's own code is reported with the drill's findings, never left unhandled.
      const running = upload(applicant).catch((error) => errors.push(`an upload failed: ${error.stack ?? error}`)).finally(() => {
        applicant.busy = false;
        inFlight.delete(running);
      });
      inFlight.add(running);
    }
  }, 20);

  return {
    uploads,
    errors,
    stop: () => clearInterval(timer),
    /** Resolves once every upload sent has been answered (or has failed). */
    async finished() {
      while (inFlight.size > 0) await delay(20);
    },
  };
}
