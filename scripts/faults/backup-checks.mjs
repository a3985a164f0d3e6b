// The restore drill's promises, checked against the restored database and the portal running on it:
// every write acknowledged before the base backup started is there, and so is every one acknowledged
// up to the restore point (the last transaction the WAL archive held); writes acknowledged after it
// may be gone, and are the recovery point's loss. A write is there whole or not at all: a section at
// the version its save made with exactly its values, a submission with its one fee, timeline entry and
// confirmation, a document byte for byte.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { sameValues } from './like-the-browser.mjs';

/** At most this many examples of one kind of finding are listed; the rest are counted. */
const EXAMPLES = 5;
const listed = (problems) => `${problems.slice(0, EXAMPLES).join('; ')}${problems.length > EXAMPLES ? `; and ${problems.length - EXAMPLES} more` : ''}`;

/**
 * Sorts acknowledged writes of one kind by when they were acknowledged against the drill's marks
 * ({ backupStartedAt, restorePoint }, the suite's clock). Each item: { name, acknowledgedAt, state:
 * 'present' | 'absent' | 'wrong', detail }. Returns the counts, the acknowledgement times of the lost
 * ones, and what broke a promise.
 */
export function tally(kind, items, { backupStartedAt, restorePoint }) {
  const beforeBackup = items.filter((item) => item.acknowledgedAt < backupStartedAt);
  const upToRestorePoint = items.filter((item) => item.acknowledgedAt >= backupStartedAt && item.acknowledgedAt <= restorePoint);
  const afterRestorePoint = items.filter((item) => item.acknowledgedAt > restorePoint);
  const missing = (group) => group.filter((item) => item.state === 'absent').map((item) => item.name);
  const wrong = items.filter((item) => item.state === 'wrong').map((item) => `${item.name}: ${item.detail}`);
  const broken = [];
  if (missing(beforeBackup).length) broken.push(`${missing(beforeBackup).length} ${kind} acknowledged before the base backup started are missing: ${listed(missing(beforeBackup))}`);
  if (missing(upToRestorePoint).length) broken.push(`${missing(upToRestorePoint).length} ${kind} acknowledged after the backup started but before the restore point are missing: ${listed(missing(upToRestorePoint))}`);
  if (wrong.length) broken.push(`${wrong.length} ${kind} came back different from what was acknowledged: ${listed(wrong)}`);
  const lost = afterRestorePoint.filter((item) => item.state === 'absent');
  return {
    acknowledged: items.length,
    beforeBackup: beforeBackup.length,
    upToRestorePoint: upToRestorePoint.length,
    afterRestorePoint: afterRestorePoint.length,
    lostAcknowledgedAt: lost.map((item) => item.acknowledgedAt),
    broken,
  };
}

/**
 * Every acknowledged save (of the whole suite: earlier faults' saves must survive the restore too),
 * as present when its section is at least at the version the save made. The section's values are
 * checked against the save that made the version it is at, when the client knows that save.
 */
export function savesRestored(ledger, stored) {
  const items = [];
  for (const entry of ledger.sections.values()) {
    const row = stored.sections.get(entry.key);
    let version = entry.initialVersion;
    for (const operation of ledger.operations.filter((candidate) => candidate.kind === 'save' && candidate.key === entry.key)) {
      version += operation.writesLanded;
      if (operation.outcome !== 'acknowledged') continue;
      const name = `${entry.key} v${version}`;
      let state = row && row.version >= version ? 'present' : 'absent';
      let detail = '';
      if (row && row.version === version && !sameValues(row.data, operation.values)) {
        state = 'wrong';
        detail = `version ${version} holds other values than the save acknowledged as making it`;
      }
      items.push({ name, acknowledgedAt: operation.acknowledgedAt, state, detail });
    }
  }
  return items;
}

/** Every acknowledged submission: present with its one fee, timeline entry and confirmation, or absent with none. */
export function submissionsRestored(ledger, stored) {
  return ledger.operations
    .filter((operation) => operation.kind === 'submit' && operation.outcome === 'acknowledged')
    .map((operation) => {
      const name = operation.applicant.applicationNumber;
      const application = stored.applications.get(name);
      const traces = [application.fees, application.submittedEvents, application.confirmations];
      if (application.status === 'DRAFT' && traces.every((count) => count === 0)) return { name, acknowledgedAt: operation.acknowledgedAt, state: 'absent' };
      const whole = application.status !== 'DRAFT' && traces.every((count) => count === 1) && application.submittedAt?.getTime() === new Date(operation.submittedAt).getTime();
      const detail = `${application.status}, submitted at ${application.submittedAt?.toISOString() ?? '–'} (acknowledged: ${operation.submittedAt}), ${traces.join('/')} fees/timeline entries/confirmations`;
      return { name, acknowledgedAt: operation.acknowledgedAt, state: whole ? 'present' : 'wrong', detail };
    });
}

/** GETs `path` with the browser's session and address; resolves with { status, bytes }. */
export function download(browser, path) {
  return new Promise((resolve) => {
    const request = http.get({ host: browser.base.hostname, port: browser.base.port, path, agent: browser.agent, headers: { cookie: browser.cookieHeader() }, timeout: 10_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, bytes: Buffer.concat(chunks) }));
      response.on('error', (error) => resolve({ status: 0, error: error.code, bytes: Buffer.alloc(0) }));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    request.on('error', (error) => resolve({ status: 0, error: error.code, bytes: Buffer.alloc(0) }));
  });
}

/**
 * Every acknowledged upload, downloaded through the portal on the restored database by its applicant
 * (`sessions`: applicant → a signed-in LoopbackBrowser): present when the bytes' SHA-256 is the
 * uploaded file's, absent when the portal does not know the document (404).
 */
export async function uploadsRestored(uploads, sessions) {
  const items = [];
  for (const upload of uploads.filter((candidate) => candidate.status === 201)) {
    const name = `document ${upload.documentId} of ${upload.applicant.applicationNumber}`;
    const answer = await download(sessions.get(upload.applicant), `${upload.applicant.applicationPath}/documents/${upload.documentId}/content`);
    const sha256 = createHash('sha256').update(answer.bytes).digest('hex');
    let state = 'wrong';
    if (answer.status === 200 && sha256 === upload.sha256) state = 'present';
    else if (answer.status === 404) state = 'absent';
    const detail = answer.status === 200 ? `${answer.bytes.length} bytes with another SHA-256 (uploaded ${upload.sizeBytes})` : `download answered ${answer.status || answer.error}`;
    items.push({ name, acknowledgedAt: upload.answeredAt, state, detail });
  }
  return items;
}
