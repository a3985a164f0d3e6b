// The fault suite's private PostgreSQL (scripts/cluster/postgres.mjs), driven from a worker thread
// (postgres-worker.mjs says why) so that stopping and starting it never blocks the load.
import { Worker } from 'node:worker_threads';

const WORKER = new URL('./postgres-worker.mjs', import.meta.url);

/**
 * Starts (or reuses) the server in `dir` on `port` (archiving its WAL when `archive` is given). Returns { url, stop(), start(), isRunning(), close() };
 * stop and start resolve with { startedAt, finishedAt } (the shared clock of wait.mjs) once pg_ctl is done.
 */
export async function startPostgresOffThread({ dir, port, archive, timeoutMs = 120_000 }) {
  const worker = new Worker(WORKER, { workerData: { dir, port, archive } });
  const pending = new Map();
  let nextId = 0;
  let failure = null;
  worker.on('error', (error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  });
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PostgreSQL on port ${port} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('message', (message) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
  worker.on('message', (message) => {
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    clearTimeout(waiter.timer);
    if (message.ok) waiter.resolve(message);
    else waiter.reject(new Error(message.error));
  });

  const call = (operation) => {
    if (failure) return Promise.reject(failure);
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`PostgreSQL ${operation} did not finish within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, operation });
    });
  };

  return {
    url: ready.url,
    stop: () => call('stop'),
    start: () => call('start'),
    isRunning: async () => (await call('isRunning')).result,
    close: () => worker.terminate(),
  };
}
