// The promises a fault must not break, checked against the database: each a list of what broke
// (empty: kept) and the figures the report prints.
import { sameValues } from './like-the-browser.mjs';

/** At most this many examples of one kind of finding are listed; the rest are counted. */
const EXAMPLES = 5;

/** One finding for a list of problems of one kind: the first few, and how many more. */
function summarised(what, problems) {
  if (problems.length === 0) return [];
  const more = problems.length > EXAMPLES ? `; and ${problems.length - EXAMPLES} more` : '';
  return [`${problems.length} ${what}: ${problems.slice(0, EXAMPLES).join('; ')}${more}`];
}

/** A draft named by its numbered changes ("(draft 12)"), or the prepared answers. */
const describe = (data) => JSON.stringify(data ?? null).match(/\(draft \d+\)/g)?.join(' ') ?? 'the prepared answers';

/**
 * Saves: each section the clients saved holds the last values its client wanted stored (which, once
 * every save is acknowledged, are its last acknowledged values), and its version is exactly the one
 * the client's own writes account for: one more would be a save stored twice or by nobody, one fewer
 * an acknowledged save that is gone. `lost` counts the sections of this scenario that do not hold
 * their client's last values; sections of an earlier scenario are checked again (the data must
 * survive the later faults) but counted there.
 */
export function checkSaves(ledger, stored, scenario) {
  const notHeld = [];
  const versions = [];
  let lost = 0;
  for (const entry of ledger.sections.values()) {
    const row = stored.sections.get(entry.key);
    const expectedVersion = entry.initialVersion + entry.writesLanded;
    if (!row || !sameValues(row.data, entry.wanted)) {
      if (entry.scenarios.has(scenario)) lost += 1;
      notHeld.push(`${entry.key} holds ${row ? describe(row.data) : 'nothing'}, its client last sent ${describe(entry.wanted)} (last acknowledged: ${describe(entry.acknowledged)})`);
    }
    if (row && row.version !== expectedVersion) {
      const why = row.version > expectedVersion ? 'a save was stored that its client neither made nor learned of' : 'a save its client knows landed is gone';
      versions.push(`${entry.key} is at version ${row.version}, its client's writes account for ${expectedVersion}: ${why}`);
    }
  }
  const saves = ledger.operationsOf(scenario, 'save');
  const unacknowledged = saves.filter((operation) => operation.outcome !== 'acknowledged').map((save) => `${save.key} (${describe(save.values)}) ended "${save.outcome}" after ${save.failedAttempts} failed attempts`);
  return {
    broken: [
      ...summarised('sections do not hold the last values their client sent', notHeld),
      ...summarised("sections' versions differ from what their clients' saves account for", versions),
      ...summarised('saves were never acknowledged', unacknowledged),
    ],
    lost,
    unexplainedVersions: versions.length,
    acknowledged: saves.filter((operation) => operation.outcome === 'acknowledged').length,
  };
}

/**
 * Submissions: each application a client submitted is submitted once — every acknowledgement names
 * the one submission time the database holds, with one application fee, one SUBMITTED timeline event
 * and one confirmation e-mail queued; an application nobody submitted is still a draft without a fee.
 */
export function checkSubmissions(ledger, stored, scenario, applicants) {
  const wrong = [];
  const submittedByNobody = [];
  let duplicates = 0;
  let submittedOnce = 0;
  for (const [number, submission] of ledger.submissions) {
    if (submission.scenario !== scenario) continue;
    const application = stored.applications.get(number);
    const times = new Set(submission.acknowledgements.map((at) => new Date(at).getTime()));
    const problems = [];
    if (submission.acknowledgements.length === 0) problems.push('its submit was never acknowledged');
    if (application.status === 'DRAFT') problems.push('it is still a draft');
    if (times.size > 1) problems.push(`its acknowledgements name ${times.size} different submission times`);
    if (times.size === 1 && application.submittedAt?.getTime() !== [...times][0]) problems.push(`it was acknowledged as submitted at ${submission.acknowledgements[0]}, the database says ${application.submittedAt?.toISOString()}`);
    const counted = { 'application fees': application.fees, 'SUBMITTED timeline events': application.submittedEvents, 'submission confirmations queued': application.confirmations };
    for (const [what, count] of Object.entries(counted)) if (count !== 1) problems.push(`${count} ${what}`);
    if (times.size > 1 || Object.values(counted).some((count) => count > 1)) duplicates += 1;
    if (problems.length) wrong.push(`${number}: ${problems.join(', ')}`);
    else submittedOnce += 1;
  }
  for (const applicant of applicants) {
    if (ledger.submissions.has(applicant.applicationNumber)) continue;
    const application = stored.applications.get(applicant.applicationNumber);
    if (application.status !== 'DRAFT' || application.fees !== 0) submittedByNobody.push(`${applicant.applicationNumber} is ${application.status} with ${application.fees} fees`);
  }
  const broken = [...summarised('submitted applications are not submitted exactly once', wrong), ...summarised('applications their clients never submitted are not drafts', submittedByNobody)];
  return { broken, duplicates, submittedOnce };
}
