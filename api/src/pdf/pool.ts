/**
 * Renders PDFs on worker threads (piscina), so a heavy document never stalls the one thread that
 * answers every other request, with two limits that keep one applicant from crowding out the rest:
 *
 * - A bounded queue. At most `threads + maxQueue` renders are in the pool at once; past that the
 *   request is answered 503 SERVICE_UNAVAILABLE with Retry-After (the JSON error list), at once,
 *   instead of waiting behind work that would take longer than a browser waits.
 * - One render at a time per applicant (the person whose document it is). A second request of the
 *   same applicant waits for the first one to finish (a user who opens the English and the Chinese
 *   copy, or a receipt while the application copy downloads, expects both to arrive, not an error);
 *   only a few may wait like that, and the next one is 429 RATE_LIMITED with Retry-After: nobody
 *   opens more PDFs than that at once by hand, and a script firing many never holds more than one of
 *   the pool's threads. Identical requests share one render where the caller can say they are the
 *   same document (stored-copy.ts does, for the copies of submitted applications).
 */
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { problem } from '../http/problems';
import type { ApplicationPdfModel } from './model';

export interface PdfPoolOptions {
  /** Worker threads (default: one fewer than the cores, at least one: a core stays with the event loop). */
  threads?: number;
  /** Renders that may wait for a thread (default 16); beyond them the answer is 503. */
  maxQueue?: number;
  /** Requests of one applicant in the pool or waiting for their turn (default 3); beyond them the answer is 429. */
  perApplicant?: number;
  /** The built worker (worker-file.ts). */
  workerFile: string;
}

/** What the pool is doing, for the health page's figures and for tests. */
export interface PdfPoolState {
  /** Renders handed to the pool and not finished (running or waiting for a thread). */
  inPool: number;
  /** Renders finished by the worker threads since start. */
  rendered: number;
  /** Requests waiting for an earlier render of the same applicant to finish. */
  waitingTurn: number;
}

/** What a route that renders a PDF may answer besides its own refusals: 429 (the applicant's turn) and 503 (the pool is full). */
export const PDF_POOL_REFUSALS = [429, 503] as const;

/** A render takes about a second at the most; a full queue drains in roughly its length times that, per thread. */
const TYPICAL_RENDER_SECONDS = 1;
/** Threads stay warm this long after their last render: opening the fonts again costs a few hundred ms. */
const IDLE_TIMEOUT_MS = 60_000;
/** Below the event loop's priority (Linux nice), so the thread that answers requests is served first. */
const WORKER_NICENESS = 10;

interface Lane {
  /** Settles when the lane's last render does. */
  tail: Promise<unknown>;
  /** Requests of this applicant rendering or waiting. */
  size: number;
}

export class PdfPool {
  private readonly pool: Piscina;
  private readonly threads: number;
  private readonly maxQueue: number;
  private readonly perApplicant: number;
  private readonly lanes = new Map<string, Lane>();
  private inPool = 0;
  private waitingTurn = 0;
  private rendered = 0;

  constructor(options: PdfPoolOptions) {
    this.threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.maxQueue = options.maxQueue ?? 16;
    this.perApplicant = options.perApplicant ?? 3;
    this.pool = new Piscina({
      filename: options.workerFile,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: IDLE_TIMEOUT_MS,
      // The pool's own queue is never the limit: admit() answers 503 before it fills.
      maxQueue: this.maxQueue + this.threads,
      niceIncrement: WORKER_NICENESS,
    });
  }

  /**
   * The model rendered as a PDF on a worker thread, after the applicant's earlier renders. Throws
   * 429 when the applicant already has `perApplicant` requests going, 503 when the pool is full.
   */
  render(model: ApplicationPdfModel, applicantId: string): Promise<Buffer> {
    return this.inLane(applicantId, () => this.run(model));
  }

  state(): PdfPoolState {
    return { inPool: this.inPool, rendered: this.rendered, waitingTurn: this.waitingTurn };
  }

  /** Ends the threads; renders still in the pool fail. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private retryAfterSeconds(waiting: number): string {
    return String(Math.max(1, Math.ceil((waiting / this.threads) * TYPICAL_RENDER_SECONDS)));
  }

  private async inLane<T>(applicantId: string, task: () => Promise<T>): Promise<T> {
    const lane = this.lanes.get(applicantId) ?? { tail: Promise.resolve(), size: 0 };
    if (lane.size >= this.perApplicant) {
      const wait = this.retryAfterSeconds(lane.size);
      throw problem(429, 'RATE_LIMITED', [Number(wait)], { 'Retry-After': wait });
    }
    lane.size += 1;
    this.lanes.set(applicantId, lane);
    this.waitingTurn += 1;
    const result = lane.tail.then(() => {
      this.waitingTurn -= 1;
      return task();
    });
    lane.tail = result.catch(() => undefined);
    try {
      return await result;
    } finally {
      lane.size -= 1;
      if (lane.size === 0) this.lanes.delete(applicantId);
    }
  }

  private async run(model: ApplicationPdfModel): Promise<Buffer> {
    if (this.inPool >= this.threads + this.maxQueue) {
      throw problem(503, 'SERVICE_UNAVAILABLE', [], { 'Retry-After': this.retryAfterSeconds(this.inPool) });
    }
    this.inPool += 1;
    try {
      const bytes = (await this.pool.run(model)) as Uint8Array;
      this.rendered += 1;
      // A structured clone arrives as a plain Uint8Array: the same memory, viewed as a Buffer.
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } finally {
      this.inPool -= 1;
    }
  }
}
