// Prometheus for the cluster (npm run start:cluster): Debian's own server, scraping every API
// instance's metrics port and HAProxy's exporter, with the alert rules of ops/prometheus/alerts.yml.
// Its data stays in the cluster's folder; it listens on loopback only.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrometheus, PROMETHEUS, ROOT } from '../workspace.mjs';

export const ALERT_RULES = path.join(ROOT, 'ops/prometheus/alerts.yml');

/**
 * The configuration: `instances`, `balancer` and `alertmanagers` are host:port targets. 15 s between
 * scrapes: an instance down or the database gone is seen within the alerts' one minute. Firing alerts
 * go to the Alertmanagers (alertmanager.mjs), which reach a person; they also show at /alerts.
 */
export function prometheusConfig({ instances, balancer, alertmanagers = [], rulesFile = ALERT_RULES, scrapeIntervalSeconds = 15 }) {
  const targets = (list) => `[${list.map((target) => `'${target}'`).join(', ')}]`;
  const alerting = alertmanagers.length
    ? `alerting:
  alertmanagers:
    - static_configs:
        - targets: ${targets(alertmanagers)}
`
    : '';
  return `global:
  scrape_interval: ${scrapeIntervalSeconds}s
  evaluation_interval: ${scrapeIntervalSeconds}s
${alerting}rule_files:
  - '${rulesFile}'
scrape_configs:
  - job_name: portal-api
    static_configs:
      - targets: ${targets(instances)}
  - job_name: haproxy
    static_configs:
      - targets: ${targets([balancer])}
`;
}

/** Writes the configuration into `dir` and starts Prometheus there (stopped with the returned child); its log goes to dir/prometheus.log. */
export async function startPrometheus({ dir, port, instances, balancer, alertmanagers }) {
  await ensurePrometheus();
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(configFile, prometheusConfig({ instances, balancer, alertmanagers }));
  const log = openSync(path.join(dir, 'prometheus.log'), 'a');
  const child = spawn(
    PROMETHEUS,
    [`--config.file=${configFile}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--storage.tsdb.retention.time=15d'],
    { stdio: ['ignore', log, log] },
  );
  closeSync(log);
  return { child, configFile, url: `http://127.0.0.1:${port}` };
}
