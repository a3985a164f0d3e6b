// npm run start:cluster: the portal as it runs on deadline day, on one machine to show the shape —
// a private PostgreSQL, several stateless API instances (CLUSTER_INSTANCES, default 3) and HAProxy in
// front of them on http://localhost:${PORT:-8080}, and Prometheus watching them (PROMETHEUS_PORT, 9090)
// with Alertmanager taking its alerts to a person (ALERTMANAGER_PORT, 9093; ALERT_* say where).
// docs/operations.md maps the same pieces to several machines and a managed PostgreSQL.
import path from 'node:path';
import { startAlertmanager } from './cluster/alertmanager.mjs';
import { startLoadBalancer } from './cluster/haproxy.mjs';
import { instanceEnvironment, startInstances } from './cluster/instances.mjs';
import { startPrivatePostgres } from './cluster/postgres.mjs';
import { startPrometheus } from './cluster/prometheus.mjs';
import { demoAnnouncement, startLocalServices } from './local-services.mjs';
import { buildAll, install, ROOT, step } from './workspace.mjs';

const port = Number(process.env.PORT ?? 8080);
const count = Number(process.env.CLUSTER_INSTANCES ?? 3);
// Monitoring, on loopback ports the balancer never publishes: HAProxy's exporter on PORT+100, each
// instance's metrics on PORT+100+n (beside its API port PORT+n), Prometheus on PROMETHEUS_PORT.
const metricsBasePort = port + 100;
const prometheusPort = Number(process.env.PROMETHEUS_PORT ?? 9090);
const alertmanagerPort = Number(process.env.ALERTMANAGER_PORT ?? 9093);
const nodeEnv = process.env.NODE_ENV ?? 'development';
const devMailbox = process.env.DEV_MAILBOX ?? (nodeEnv === 'production' || process.env.SMTP_URL ? 'off' : 'on');
const url = `http://localhost:${port}`;
const clusterDir = path.join(ROOT, '.data/cluster');

const stoppers = [];
function stopAll(code = 0) {
  for (const stop of stoppers.reverse()) {
    try {
      stop();
    } catch (error) {
      console.error(error.message);
    }
  }
  process.exit(code);
}

try {
  if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error(`CLUSTER_INSTANCES must be a whole number from 1 to 16 (got "${process.env.CLUSTER_INSTANCES}")`);
  install();
  await buildAll();

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    step('Starting a private PostgreSQL (.data/cluster/postgres, port 5499)');
    const postgres = await startPrivatePostgres({ dir: path.join(clusterDir, 'postgres'), port: 5499 });
    stoppers.push(() => postgres.stop());
    databaseUrl = postgres.url;
  }

  const services = await startLocalServices({ publicUrl: process.env.PUBLIC_URL ?? url, nodeEnv });
  stoppers.push(() => services.stop());

  step(`Starting ${count} API instances (ports ${port + 1}–${port + count})`);
  const env = instanceEnvironment({
    databaseUrl,
    publicUrl: process.env.PUBLIC_URL ?? url,
    dataDir: path.join(clusterDir, 'shared'),
    nodeEnv,
    extra: { ...services.env, DEV_MAILBOX: devMailbox },
  });
  // Each instance's log lines (JSON, each with the request id HAProxy gave) in .data/cluster/logs.
  const instances = await startInstances({ count, basePort: port, env, metricsBasePort, logDir: path.join(clusterDir, 'logs') });
  stoppers.push(() => instances.forEach((instance) => instance.child.kill('SIGTERM')));
  for (const instance of instances) instance.child.on('exit', (code, signal) => console.error(`  API instance on port ${instance.port} ended (${signal ?? code})`));

  step(`Starting HAProxy on port ${port}`);
  const haproxyDir = path.join(clusterDir, 'haproxy');
  const balancer = await startLoadBalancer({
    dir: haproxyDir,
    port,
    backends: instances.map((instance) => `127.0.0.1:${instance.port}`),
    statsPort: metricsBasePort,
    logFile: path.join(haproxyDir, 'access.log'),
  });
  stoppers.push(() => balancer.child.kill('SIGTERM'));
  balancer.child.on('exit', (code) => {
    console.error(`HAProxy ended (${code})`);
    stopAll(1);
  });

  step(`Starting Alertmanager on port ${alertmanagerPort}`);
  const alertmanager = await startAlertmanager({ dir: path.join(clusterDir, 'alertmanager'), port: alertmanagerPort });
  stoppers.push(() => alertmanager.child.kill('SIGTERM'));
  alertmanager.child.on('exit', (code) => console.error(`Alertmanager ended (${code}); see .data/cluster/alertmanager/alertmanager.log`));

  step(`Starting Prometheus on port ${prometheusPort}`);
  const prometheus = await startPrometheus({
    dir: path.join(clusterDir, 'prometheus'),
    port: prometheusPort,
    instances: instances.map((instance) => instance.metricsTarget),
    balancer: `127.0.0.1:${metricsBasePort}`,
    alertmanagers: [alertmanager.target],
  });
  stoppers.push(() => prometheus.child.kill('SIGTERM'));
  // Monitoring that stops is said, not fatal: the portal itself still answers.
  prometheus.child.on('exit', (code) => console.error(`Prometheus ended (${code}); see .data/cluster/prometheus/prometheus.log`));

  console.log(
    [
      '',
      `  Undergraduate Applicant Portal (cluster of ${count}) is running at ${url}`,
      `  HAProxy → ${instances.map((instance) => instance.url).join(', ')}; PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`,
      `  Logs: .data/cluster/logs/api-<port>.log (each instance) and .data/cluster/haproxy/access.log, a request's lines sharing its request_id / reqId`,
      `  Prometheus ${prometheus.url} (alerts at ${prometheus.url}/alerts), scraping ${instances.map((instance) => instance.metricsTarget).join(', ')} and HAProxy 127.0.0.1:${metricsBasePort}`,
      `  Alertmanager ${alertmanager.url}: ${alertmanager.routing ? `pages to ${alertmanager.routing.onCall ?? 'the pager'}, tickets to ${alertmanager.routing.tickets ?? 'the pager'}` : 'alerts kept at its page (set ALERT_EMAIL_TO and ALERT_SMTP_SMARTHOST to send them)'}`,
      ...demoAnnouncement({ url, nodeEnv, devMailbox, services }),
      '  Stop with Ctrl+C.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  stopAll(1);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
