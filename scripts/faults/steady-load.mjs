// The applicants' steady load during a fault: autosaves arriving at a fixed rate (an open load, as
// applicants keep typing whatever the portal does), each by an applicant with no save or submit of
// its own in flight, and a few submissions spread over the run. Every attempt is logged with when it
// left and what came back; every operation goes into the ledger.
import { saveLikeTheBrowser, submitLikeTheBrowser } from './like-the-browser.mjs';
import { delay, now } from './wait.mjs';

/** The answers the load edits: free-text ones, so every draft stays a valid, submittable answer. */
const EDITED = [
  { section: 'personalStatement', field: 'statement' },
  { section: 'shortQuestions', field: 'challenge' },
];

/** A new draft of one section: the prepared answer with a numbered change, so every save's values differ. */
function draftOf(applicant, edit, sequence) {
  const prepared = applicant.answers[edit.section];
  return { ...prepared, [edit.field]: `${prepared[edit.field]} (draft ${sequence})` };
}

/**
 * Starts the load now. `submitsOver`: the submissions are spread evenly over that many milliseconds.
 * Returns { attempts, errors, sending, skipped, stop(), drain({ timeoutMs }) }: stop() ends new arrivals; drain() lets
 * the outstanding saves and submits finish their retries, and after `timeoutMs` makes them give up
 * (the ledger then shows them unacknowledged).
 */
export function startSteadyLoad({ applicants, ledger, scenario, savesPerSecond, submits, submitsOver }) {
  const started = now();
  const attempts = [];
  const errors = [];
  const inFlight = new Set();
  let givingUp = false;
  let savesDue = 0;
  let submitsLaunched = 0;
  let skipped = 0;
  let sequence = 0;
  let cursor = 0;
  /** Requests on their way now, by kind (a fault can be timed to cut some). */
  const sending = { save: 0, submit: 0 };
  const options = {
    onSend: (kind) => {
      sending[kind] += 1;
      return () => (sending[kind] -= 1);
    },
    onAttempt: (sample) => attempts.push(sample),
    givingUp: () => givingUp,
  };

  const idleApplicant = () => {
    for (let tried = 0; tried < applicants.length; tried += 1) {
      const applicant = applicants[(cursor += 1) % applicants.length];
      if (!applicant.busy && !applicant.submitted) return applicant;
    }
    return null;
  };

  const launch = (applicant, work) => {
    applicant.busy = true;
    // A failure of the suite's own code is reported with the scenario's findings, never left unhandled.
    const running = work().catch((error) => errors.push(`the load failed: ${error.stack ?? error}`)).finally(() => {
      applicant.busy = false;
      inFlight.delete(running);
    });
    inFlight.add(running);
  };

  const save = (applicant) =>
    launch(applicant, async () => {
      sequence += 1;
      const edit = EDITED[sequence % EDITED.length];
      const values = draftOf(applicant, edit, sequence);
      const entry = ledger.saveStarting(applicant, edit.section, values, scenario);
      ledger.saveFinished(entry, await saveLikeTheBrowser(applicant, edit.section, values, options), scenario);
    });

  const submit = (applicant) =>
    launch(applicant, async () => {
      ledger.submitFinished(applicant, await submitLikeTheBrowser(applicant, options), scenario);
    });

  const timer = setInterval(() => {
    const elapsed = now() - started;
    while (savesDue < (elapsed / 1000) * savesPerSecond) {
      savesDue += 1;
      const applicant = idleApplicant();
      if (applicant) save(applicant);
      else skipped += 1;
    }
    // The n-th submission is due at the middle of its share of the run; it waits for an idle applicant.
    while (submitsLaunched < submits && elapsed >= ((submitsLaunched + 0.5) * submitsOver) / submits) {
      const applicant = idleApplicant();
      if (!applicant) break;
      submitsLaunched += 1;
      submit(applicant);
    }
  }, 5);

  return {
    attempts,
    errors,
    sending,
    get skipped() {
      return skipped;
    },
    get submitsLaunched() {
      return submitsLaunched;
    },
    stop() {
      clearInterval(timer);
    },
    /** Resolves once every outstanding operation has ended; returns how many had to give up. */
    async drain({ timeoutMs }) {
      const until = now() + timeoutMs;
      while (inFlight.size > 0 && now() < until) await delay(50);
      const abandoned = inFlight.size;
      givingUp = true;
      await Promise.all(inFlight);
      return abandoned;
    },
  };
}
