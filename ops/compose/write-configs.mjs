// Writes the Compose shape's HAProxy, Prometheus and Alertmanager configurations (ops/compose/haproxy/,
// prometheus/, alertmanager/) with the generators start:cluster uses (scripts/cluster/haproxy.mjs,
// prometheus.mjs, alertmanager.mjs), so both shapes have one balancer and one monitoring configuration.
// The instances are compose.yaml's api-N services: after adding one there, run this again. Where alerts
// go comes from the ALERT_* variables as they are when it runs (docs/operations.md, "Who is woken"):
//   ALERT_EMAIL_TO=on-call@… ALERT_SMTP_SMARTHOST=smtp.example.edu:587 node ops/compose/write-configs.mjs
//   node ops/compose/write-configs.mjs           write the files
//   node ops/compose/write-configs.mjs --check   exit 1 when a written file differs from what it would write
//   --compose <file> --out <folder>              another Compose file and folder (the tests use them)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { alertmanagerConfig, alertRoutingFromEnv } from '../../scripts/cluster/alertmanager.mjs';
import { BUSY_ANSWER, haproxyConfig } from '../../scripts/cluster/haproxy.mjs';
import { prometheusConfig } from '../../scripts/cluster/prometheus.mjs';

export const COMPOSE_DIR = path.dirname(fileURLToPath(import.meta.url));
export const COMPOSE_FILE = path.join(COMPOSE_DIR, 'compose.yaml');

/** The ports inside the containers (the API image's PORT, the x-api METRICS_PORT; HAProxy's own two). */
export const PORTS = { api: 8080, apiMetrics: 9100, balancer: 8080, balancerStats: 8404, alertmanager: 9093 };

/** compose.yaml's secret for the alert relay's password (used only when ALERT_SMTP_USERNAME is set). */
const ALERT_SMTP_PASSWORD_FILE = '/run/secrets/alert_smtp_password';

const GENERATED = '# Written by ops/compose/write-configs.mjs from scripts/cluster/';

/** compose.yaml's API instances (api-1, api-2, …), in order. */
export function apiInstances(composeFile = COMPOSE_FILE) {
  const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true });
  return Object.keys(compose.services)
    .filter((name) => /^api-\d+$/.test(name))
    .sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)));
}

/** Each file's path (relative to ops/compose) and content. */
export function composeConfigs(instances = apiInstances(), env = process.env) {
  const balancer = haproxyConfig({
    port: PORTS.balancer,
    backends: instances.map((name) => `${name}:${PORTS.api}`),
    // Beside the configuration in the container (compose.yaml's configs): a relative path.
    busyAnswerFile: '503.http',
    statsPort: PORTS.balancerStats,
    log: true,
    listenAddress: '0.0.0.0',
    resolveNamesAtRunTime: true,
  });
  const monitoring = prometheusConfig({
    instances: instances.map((name) => `${name}:${PORTS.apiMetrics}`),
    balancer: `haproxy:${PORTS.balancerStats}`,
    alertmanagers: [`alertmanager:${PORTS.alertmanager}`],
    // Beside the configuration in the container (compose.yaml mounts ops/prometheus/alerts.yml there).
    rulesFile: 'alerts.yml',
  });
  return {
    'haproxy/haproxy.cfg': `${GENERATED}haproxy.mjs: edit that, not this.\n${balancer}`,
    'haproxy/503.http': BUSY_ANSWER,
    'prometheus/prometheus.yml': `${GENERATED}prometheus.mjs: edit that, not this.\n${monitoring}`,
    'alertmanager/alertmanager.yml': `${GENERATED}alertmanager.mjs and the ALERT_* variables: edit those, not this.\n${alertmanagerConfig(
      alertRoutingFromEnv(env, { passwordFile: ALERT_SMTP_PASSWORD_FILE }),
    )}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? path.resolve(args[args.indexOf(name) + 1]) : fallback);
  const check = args.includes('--check');
  const out = option('--out', COMPOSE_DIR);
  const stale = [];
  for (const [file, content] of Object.entries(composeConfigs(apiInstances(option('--compose', COMPOSE_FILE))))) {
    const target = path.join(out, file);
    let current = null;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // not written yet
    }
    if (current === content) continue;
    if (check) stale.push(file);
    else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  if (stale.length) {
    console.error(`Out of date, not written from compose.yaml's instances by the generators (run node ops/compose/write-configs.mjs): ${stale.join(', ')}`);
    process.exit(1);
  }
}
