/**
 * Where this process's metrics are kept. Counters and histograms of requests, sign-ins, saves and job
 * runs belong to the process (one API instance is one process); what is read at scrape time from an
 * app's database or worker pool is registered per app by the metrics plugin (plugin.ts), so tests that
 * build several apps in one process each read their own database.
 */
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

export const processRegistry = new Registry();

/** Event-loop delay is sampled this often (ms); prom-client's default, 10 ms, is too coarse to miss nothing and too fine to cost anything. */
const EVENT_LOOP_PRECISION_MS = 10;

let defaultsStarted = false;

/** A counter of this process (what it did since it started; Prometheus makes rates of it). */
export function processCounter<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Counter<Label> {
  return new Counter({ name, help, labelNames, registers: [processRegistry] });
}

/**
 * Node's own figures (event-loop delay, heap, CPU, open handles), started only when metrics are
 * exposed: the event-loop monitor is a timer no test or development server needs otherwise.
 */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_PRECISION_MS });
}

/** What became of an attempt (a sign-in, a save, a submission), read from its answer's status. */
export type Outcome = 'success' | 'refused' | 'conflict' | 'throttled' | 'unavailable' | 'error';

export function outcomeOfStatus(status: number): Outcome {
  if (status === 429) return 'throttled';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'error';
  if (status === 409) return 'conflict';
  if (status >= 400) return 'refused';
  return 'success';
}
