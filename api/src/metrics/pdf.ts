/**
 * The PDF worker pool's queue (pdf/pool.ts): renders in the pool (running or waiting for a thread;
 * the pool answers 503 once its queue is full) and requests waiting for the same applicant's earlier
 * render. Uploads have no queue of their own: each is scanned inside its request, so the uploads in
 * progress (http.ts) are their queue.
 */
import { Gauge, type Registry } from 'prom-client';
import type { PdfPool } from '../pdf/pool';

export function pdfGauges(registry: Registry, pool: PdfPool): void {
  new Gauge({
    name: 'portal_pdf_renders_in_pool',
    help: 'PDF renders handed to the worker threads and not finished (running or queued)',
    registers: [registry],
    collect() {
      this.set(pool.state().inPool);
    },
  });
  new Gauge({
    name: 'portal_pdf_renders_waiting_turn',
    help: "PDF requests waiting for the same applicant's earlier render to finish",
    registers: [registry],
    collect() {
      this.set(pool.state().waitingTurn);
    },
  });
}
