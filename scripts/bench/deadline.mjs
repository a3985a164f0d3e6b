// npm run bench, deadline evening (issue 15): the same load against one API instance and against
// three, each behind HAProxy on one private PostgreSQL, as npm run start:cluster runs them.
import path from 'node:path';
import { startLoadBalancer } from '../cluster/haproxy.mjs';
import { instanceEnvironment, startInstances, waitForHealth } from '../cluster/instances.mjs';
import { recreateDatabase, startPrivatePostgres } from '../cluster/postgres.mjs';
import { prepareApplicants } from '../deadline/applicants.mjs';
import { overload, runEvening } from '../deadline/evening.mjs';
import { ROOT, step } from '../workspace.mjs';

/**
 * An ordinary evening of the application season, per second: applicants writing (an autosave each
 * pause in their typing), checking where their application stands, signing in, uploading a document
 * and submitting. The deadline evening is four times this (issue 15's target).
 */
export const NORMAL_EVENING = { save: 12, status: 3, signIn: 1, upload: 0.25, submit: 0.25 };
const DEADLINE_FACTOR = 4;
const EVENING_SECONDS = Number(process.env.DEADLINE_SECONDS ?? 20);
const APPLICANTS = 80;
const OVERLOAD_CONNECTIONS = 300;
const OVERLOAD_SIGN_INS = 160;
const OVERLOAD_SECONDS = 10;
const PORT = 4900;

const scaled = (rates, factor) => Object.fromEntries(Object.entries(rates).map(([kind, rate]) => [kind, rate * factor]));

async function measureCluster(postgres, count) {
  const databaseUrl = await recreateDatabase(postgres, `deadline_${count}`);
  const env = instanceEnvironment({
    databaseUrl,
    publicUrl: `http://127.0.0.1:${PORT}`,
    dataDir: path.join(ROOT, `.data/bench/shared-${count}`),
    extra: { DEV_MAILBOX: 'on', LOG_LEVEL: 'error' },
  });
  const instances = await startInstances({ count, basePort: PORT, env });
  const balancer = await startLoadBalancer({ dir: path.join(ROOT, '.data/bench/haproxy'), port: PORT, backends: instances.map((instance) => `127.0.0.1:${instance.port}`) });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitForHealth(base);
    const applicants = await prepareApplicants({ base, count: APPLICANTS });
    const evening = await runEvening({ applicants, rates: scaled(NORMAL_EVENING, DEADLINE_FACTOR), seconds: EVENING_SECONDS });
    const beyond = await overload({ applicants, connections: OVERLOAD_CONNECTIONS, signInsAtOnce: OVERLOAD_SIGN_INS, seconds: OVERLOAD_SECONDS });
    // Never a crash or a hang: every instance still answers its health check afterwards.
    const alive = (await Promise.all(instances.map((instance) => fetch(`${instance.url}/api/health`).then((r) => r.ok, () => false)))).every(Boolean) && instances.every((instance) => instance.child.exitCode === null);
    applicants.forEach((applicant) => applicant.browser.close());
    return { count, evening, beyond, alive };
  } finally {
    balancer.child.kill('SIGTERM');
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all([balancer, ...instances].map((process) => new Promise((resolve) => (process.child.exitCode !== null ? resolve() : process.child.once('exit', resolve)))));
  }
}

export async function measureDeadline() {
  step('Deadline evening: a private PostgreSQL, 1 then 3 API instances behind HAProxy');
  const postgres = await startPrivatePostgres({ dir: path.join(ROOT, '.data/bench/postgres'), port: 5498 });
  try {
    const runs = [];
    for (const count of [1, 3]) {
      step(`Deadline evening with ${count} instance${count > 1 ? 's' : ''} (${APPLICANTS} applicants, ${EVENING_SECONDS} s at ${DEADLINE_FACTOR}× an ordinary evening, then ${OVERLOAD_CONNECTIONS} tabs autosaving and ${OVERLOAD_SIGN_INS} browsers signing in at once for ${OVERLOAD_SECONDS} s)`);
      runs.push(await measureCluster(postgres, count));
    }
    return runs;
  } finally {
    postgres.stop();
  }
}

const ms = (value) => (value === null ? '–' : `${Math.round(value)}`);

/** The bench table's rows (docs/performance.md): for each instance count, the evening's figures by kind and the overload's. */
export function deadlineLines(runs) {
  const normal = Object.entries(NORMAL_EVENING).map(([kind, rate]) => `${kind} ${rate}/s`).join(', ');
  const lines = [];
  for (const { count, evening, beyond, alive } of runs) {
    const who = `${count} instance${count > 1 ? 's' : ''}`;
    const save = evening.byKind.save;
    const errors = Object.values(evening.byKind).reduce((sum, kind) => sum + kind.errors + kind.busy, 0);
    const skipped = Object.values(evening.skipped).reduce((sum, value) => sum + value, 0);
    const eveningKinds = Object.entries(evening.byKind)
      .map(([kind, figures]) => `${kind} ${figures.perSecond.toFixed(1)}/s, p50/p95/p99 ${ms(figures.p50)}/${ms(figures.p95)}/${ms(figures.p99)} ms`)
      .join('; ');
    const met = save.p99 !== null && save.p99 <= 250 && errors === 0 && skipped === 0;
    lines.push(`| Deadline evening, ${who} behind HAProxy, PostgreSQL (${DEADLINE_FACTOR}× an ordinary evening of ${normal}; ${evening.seconds} s) | ${eveningKinds}; ${errors} errors or 503s | saves p99 ≤ 250 ms, 0 errors: ${met ? 'within target' : '**over target**'} |`);
    const kinds = Object.entries(beyond.byKind ?? {});
    const refusedRight = kinds.every(([, figures]) => figures.errors === 0 && figures.busyWithoutRetryAfter === 0) && alive;
    const answers = kinds
      .map(([kind, figures]) => `${kind}: ${figures.perSecond.toFixed(0)}/s done, ${Object.entries(figures.statuses).map(([status, n]) => `${n}× ${status}`).join(', ')}, p99 ${ms(figures.p99)} ms, ${figures.errors} errors`)
      .join('; ');
    lines.push(`| Beyond capacity, ${who}: ${beyond.tabs} tabs autosaving and ${beyond.signInsAtOnce} browsers signing in at once for ${OVERLOAD_SECONDS} s (each sends again when answered, after Retry-After on a 503) | ${answers}; instances ${alive ? 'all healthy after' : '**not all healthy after**'} | 503 with Retry-After, never a crash or a hang: ${refusedRight ? 'within target' : '**over target**'} |`);
  }
  return lines;
}
