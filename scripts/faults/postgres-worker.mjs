// The private PostgreSQL's owner, in a worker thread. Its stop() and start() run pg_ctl and wait for
// it synchronously; on the main thread that would freeze the applicants' load for as long as pg_ctl
// takes and inflate every answer time the suite measures around the outage.
import { parentPort, workerData } from 'node:worker_threads';
import { startPrivatePostgres } from '../cluster/postgres.mjs';
import { now } from './wait.mjs';

const postgres = await startPrivatePostgres(workerData);

parentPort.on('message', ({ id, operation }) => {
  const startedAt = now();
  try {
    const result = postgres[operation]();
    parentPort.postMessage({ id, ok: true, result, startedAt, finishedAt: now() });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: error.message, startedAt, finishedAt: now() });
  }
});

parentPort.postMessage({ ready: true, url: postgres.url });
