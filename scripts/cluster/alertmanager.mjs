// Alertmanager for the cluster (npm run start:cluster): where Prometheus sends the alerts of
// ops/prometheus/alerts.yml so they reach a person. Alerts of severity `page` go to the on-call
// address (and a pager's webhook when one is set), `ticket` ones to the operations team's mailbox, by
// e-mail through the university's SMTP relay. Without an address (a developer's machine) alerts are
// grouped and kept at Alertmanager's own page only. Debian's server; loopback only.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ALERTMANAGER, ensureAlertmanager } from '../workspace.mjs';

/**
 * Where alerts go, from the environment (docs/operations.md, "Seeing it"): ALERT_EMAIL_TO (on call),
 * ALERT_TICKET_EMAIL_TO (defaults to ALERT_EMAIL_TO), ALERT_EMAIL_FROM, ALERT_SMTP_SMARTHOST
 * (host:port), ALERT_SMTP_USERNAME / ALERT_SMTP_PASSWORD, ALERT_SMTP_REQUIRE_TLS (on unless "false"),
 * ALERT_PAGER_WEBHOOK_URL. Refuses a half-set configuration, which would otherwise swallow every alert.
 * `passwordFile`: where the relay's password is read from instead of ALERT_SMTP_PASSWORD (a secret file).
 */
export function alertRoutingFromEnv(env = process.env, { passwordFile } = {}) {
  const onCall = env.ALERT_EMAIL_TO?.trim();
  const pagerWebhook = env.ALERT_PAGER_WEBHOOK_URL?.trim();
  if (!onCall && !pagerWebhook) return null;
  if (onCall && !env.ALERT_SMTP_SMARTHOST?.trim()) throw new Error('ALERT_EMAIL_TO is set without ALERT_SMTP_SMARTHOST (host:port of the SMTP relay)');
  return {
    onCall,
    tickets: env.ALERT_TICKET_EMAIL_TO?.trim() || onCall,
    from: env.ALERT_EMAIL_FROM?.trim() || 'Applicant portal alerts <portal-alerts@example.edu>',
    smarthost: env.ALERT_SMTP_SMARTHOST?.trim(),
    username: env.ALERT_SMTP_USERNAME,
    password: env.ALERT_SMTP_PASSWORD,
    passwordFile,
    requireTls: env.ALERT_SMTP_REQUIRE_TLS !== 'false',
    pagerWebhook,
  };
}

/** A YAML string: JSON's quoting is YAML's too. */
const quoted = (value) => JSON.stringify(value);

/** The relay's password: read from a file where one is given (Compose's secrets), else written into the 0600 configuration. */
const smtpPassword = (routing) =>
  routing.passwordFile ? `  smtp_auth_password_file: ${quoted(routing.passwordFile)}\n` : `  smtp_auth_password: ${quoted(routing.password ?? '')}\n`;

/**
 * The configuration for a routing (or null: keep alerts at Alertmanager's page). Grouped by alert, so
 * three instances down are one message; a page repeats every 4 h while it fires, a ticket daily; a
 * resolved alert is said too. `timing` shortens the waits for the test that follows an alert through.
 */
export function alertmanagerConfig(routing, timing = { groupWait: '30s', groupInterval: '5m', pageRepeat: '4h', ticketRepeat: '24h' }) {
  const route = `route:
  receiver: ${routing ? 'operations' : 'kept'}
  group_by: ['alertname']
  group_wait: ${timing.groupWait}
  group_interval: ${timing.groupInterval}
  repeat_interval: ${timing.ticketRepeat}
${
  routing
    ? `  routes:
    - matchers: ['severity="page"']
      receiver: on-call
      repeat_interval: ${timing.pageRepeat}
`
    : ''
}`;
  if (!routing) return `${route}receivers:\n  - name: kept\n`;
  const smtp = routing.smarthost
    ? `global:
  smtp_smarthost: ${quoted(routing.smarthost)}
  smtp_from: ${quoted(routing.from)}
  smtp_require_tls: ${routing.requireTls}
${routing.username ? `  smtp_auth_username: ${quoted(routing.username)}\n${smtpPassword(routing)}` : ''}`
    : '';
  const email = (to) => (to ? `    email_configs:\n      - to: ${quoted(to)}\n        send_resolved: true\n` : '');
  const pager = routing.pagerWebhook ? `    webhook_configs:\n      - url: ${quoted(routing.pagerWebhook)}\n        send_resolved: true\n` : '';
  const receiver = (name, body) => `  - name: ${name}\n${body || '    # nowhere else set: kept at Alertmanager\'s page\n'}`;
  return `${smtp}${route}receivers:\n${receiver('on-call', email(routing.onCall) + pager)}${receiver('operations', email(routing.tickets))}`;
}

/** Writes the configuration into `dir` and starts Alertmanager there (stopped with the returned child); its log goes to dir/alertmanager.log. */
export async function startAlertmanager({ dir, port, routing = alertRoutingFromEnv(), timing }) {
  await ensureAlertmanager();
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const configFile = path.join(dir, 'alertmanager.yml');
  writeFileSync(configFile, alertmanagerConfig(routing, timing), { mode: 0o600 });
  const log = openSync(path.join(dir, 'alertmanager.log'), 'a');
  const child = spawn(
    ALERTMANAGER,
    [
      `--config.file=${configFile}`,
      `--storage.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      // One Alertmanager: no cluster of them to gossip with (a second one would join by --cluster.peer).
      '--cluster.listen-address=',
    ],
    { stdio: ['ignore', log, log] },
  );
  closeSync(log);
  return { child, configFile, url: `http://127.0.0.1:${port}`, target: `127.0.0.1:${port}`, routing };
}
