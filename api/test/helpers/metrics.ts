/** Reading an API instance's Prometheus page in tests (api/src/metrics/): one sample at a time. */
import type { FastifyInstance } from 'fastify';

/** One sample's value from the exposition text, by metric name and labels (0 when absent). */
export function sample(page: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of page.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0]!;
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

/** The app's metrics page as Prometheus reads it (the app was made with METRICS_PORT=0). */
export async function scrapeMetrics(app: FastifyInstance): Promise<string> {
  const address = app.metricsAddress();
  if (!address) throw new Error('the app exposes no metrics: create it with METRICS_PORT=0');
  const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  if (response.status !== 200) throw new Error(`the metrics page answered ${response.status}`);
  return response.text();
}

/** How many sign-ins of this way ended with this outcome, on this page. */
export const signInsCounted = (page: string, via: string, outcome: string) => sample(page, 'portal_sign_ins_total', { via, outcome });
