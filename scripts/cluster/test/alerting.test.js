// start:cluster's alerts reach a person (issue 38): the Alertmanager configuration it writes is valid
// (amtool), a half-set one is refused, and an alert fired by Prometheus arrives by e-mail — a page at
// the on-call address, a ticket at the operations mailbox — through a real SMTP server.
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { startSmtpServer } = require('../../../api/test/helpers/smtp-server');

const ROOT = path.resolve(__dirname, '../../..');
const AMTOOL = '/usr/bin/amtool';
const PROMETHEUS = '/usr/bin/prometheus';

for (const program of [AMTOOL, PROMETHEUS]) {
  if (!existsSync(program)) throw new Error(`${program} is missing: npm test installs Debian's prometheus and prometheus-alertmanager packages (scripts/workspace.mjs)`);
}

/** Runs an ES module snippet of the scripts (they are .mjs) and returns what it prints. */
function fromScripts(code) {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
}

const configFor = (routing, timing) =>
  fromScripts(`import { alertmanagerConfig } from './scripts/cluster/alertmanager.mjs'; process.stdout.write(alertmanagerConfig(${JSON.stringify(routing)}${timing ? `, ${JSON.stringify(timing)}` : ''}));`);

/** Until the address answers 200 (no fixed sleep: asked again as soon as it refuses). */
async function untilAnswered(url, within = 20_000) {
  const until = Date.now() + within;
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
    if (Date.now() > until) throw new Error(`${url} did not answer 200`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let dir;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-alerting-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function checkConfig(name, text) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return spawnSync(AMTOOL, ['check-config', file], { encoding: 'utf8' });
}

describe("start:cluster's Alertmanager configuration", () => {
  const routing = {
    onCall: 'on-call@example.edu',
    tickets: 'it-operations@example.edu',
    from: 'Portal alerts <portal-alerts@example.edu>',
    smarthost: 'smtp.example.edu:587',
    username: 'alerts',
    password: 'secret "quoted"',
    requireTls: true,
    pagerWebhook: 'https://pager.example.edu/hooks/portal',
  };

  it.each([
    ['with e-mail and a pager', routing],
    ['with e-mail alone', { ...routing, username: undefined, password: undefined, pagerWebhook: undefined }],
    ['with a pager alone', { pagerWebhook: routing.pagerWebhook, requireTls: true }],
    ['on a developer machine (alerts kept at its page)', null],
  ])('is valid %s', (_name, given) => {
    const checked = checkConfig('alertmanager.yml', configFor(given));
    expect(checked.stdout + checked.stderr).toContain('SUCCESS');
    expect(checked.status).toBe(0);
  });

  it('sends pages to the on-call address and the pager, tickets to the operations mailbox', () => {
    const config = configFor(routing);
    expect(config).toMatch(/matchers: \['severity="page"'\]\n\s+receiver: on-call/);
    expect(config).toMatch(/- name: on-call\n\s+email_configs:\n\s+- to: "on-call@example.edu"[\s\S]*webhook_configs:\n\s+- url: "https:\/\/pager.example.edu\/hooks\/portal"/);
    expect(config).toMatch(/- name: operations\n\s+email_configs:\n\s+- to: "it-operations@example.edu"/);
  });

  it('fails amtool when a route names a receiver that does not exist', () => {
    const broken = configFor(routing).replace('receiver: on-call', 'receiver: on-cal');
    const checked = checkConfig('broken.yml', broken);
    expect(checked.status).not.toBe(0);
  });

  it('is refused half set: an address to e-mail without a relay to send through', () => {
    const attempt = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "import { alertRoutingFromEnv } from './scripts/cluster/alertmanager.mjs'; alertRoutingFromEnv({ ALERT_EMAIL_TO: 'on-call@example.edu' });"],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(attempt.status).not.toBe(0);
    expect(attempt.stderr).toContain('ALERT_EMAIL_TO is set without ALERT_SMTP_SMARTHOST');
  });
});

describe('an alert fired by Prometheus', () => {
  const children = [];
  let smtp;

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await smtp?.close();
  });

  it('reaches the on-call address by e-mail (a page) and the operations mailbox (a ticket)', async () => {
    smtp = await startSmtpServer();
    const [alertmanagerPort, prometheusPort] = [await freePort(), await freePort()];
    const alertmanager = JSON.parse(
      fromScripts(
        `import { startAlertmanager } from './scripts/cluster/alertmanager.mjs';
         const started = await startAlertmanager({ dir: ${JSON.stringify(path.join(dir, 'alertmanager'))}, port: ${alertmanagerPort},
           routing: { onCall: 'on-call@example.edu', tickets: 'it-operations@example.edu', from: 'alerts@example.edu', smarthost: '127.0.0.1:${smtp.port}', requireTls: false },
           timing: { groupWait: '1s', groupInterval: '1s', pageRepeat: '1h', ticketRepeat: '1h' } });
         started.child.unref(); process.stdout.write(JSON.stringify({ pid: started.child.pid, target: started.target }));`,
      ),
    );
    children.push({ kill: (signal) => process.kill(alertmanager.pid, signal) });
    await untilAnswered(`http://${alertmanager.target}/-/ready`);

    // Two rules that fire at once, one of each severity, evaluated every second.
    const rules = path.join(dir, 'firing.yml');
    writeFileSync(
      rules,
      `groups:
  - name: drill
    rules:
      - alert: DrillPage
        expr: vector(1)
        labels: { severity: page }
        annotations: { summary: 'A drill page' }
      - alert: DrillTicket
        expr: vector(1)
        labels: { severity: ticket }
        annotations: { summary: 'A drill ticket' }
`,
    );
    const config = fromScripts(
      `import { prometheusConfig } from './scripts/cluster/prometheus.mjs'; process.stdout.write(prometheusConfig({ instances: ['127.0.0.1:9'], balancer: '127.0.0.1:9', alertmanagers: [${JSON.stringify(alertmanager.target)}], rulesFile: ${JSON.stringify(rules)}, scrapeIntervalSeconds: 1 }));`,
    );
    expect(config).toContain(`targets: ['${alertmanager.target}']`);
    writeFileSync(path.join(dir, 'prometheus.yml'), config);
    const prometheus = spawn(
      PROMETHEUS,
      [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'prometheus-data')}`, `--web.listen-address=127.0.0.1:${prometheusPort}`, '--rules.alert.resend-delay=1s'],
      { stdio: 'ignore' },
    );
    children.push(prometheus);

    // Until both messages arrive (no fixed sleep: each delivery is checked as it comes; jest's timeout bounds it).
    const delivered = await smtp.waitFor((received) => received.length >= 2);
    const byRecipient = Object.fromEntries(delivered.map((message) => [message.to[0], message.data]));
    expect(Object.keys(byRecipient).sort()).toEqual(['it-operations@example.edu', 'on-call@example.edu']);
    expect(byRecipient['on-call@example.edu']).toMatch(/Subject: .*DrillPage/);
    expect(byRecipient['on-call@example.edu']).not.toMatch(/DrillTicket/);
    expect(byRecipient['it-operations@example.edu']).toMatch(/Subject: .*DrillTicket/);
  }, 90_000);
});
