// The cluster's monitoring (issue 38): the alert rules pass their promtool tests (and a wrong rule
// fails them), the Prometheus configuration start:cluster writes is valid, and HAProxy gives each
// request its own id and serves its Prometheus exporter on the stats port only.
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:http');
const { tmpdir } = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const RULES_DIR = path.join(ROOT, 'ops/prometheus');
const PROMTOOL = '/usr/bin/promtool';
const HAPROXY = '/usr/sbin/haproxy';

for (const program of [PROMTOOL, HAPROXY]) {
  if (!existsSync(program)) throw new Error(`${program} is missing: npm test installs Debian's prometheus and haproxy packages (scripts/workspace.mjs)`);
}

function promtool(...args) {
  return spawnSync(PROMTOOL, args, { encoding: 'utf8' });
}

/** Runs an ES module snippet of the scripts (they are .mjs) and returns what it prints. */
function fromScripts(code) {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
}

let dir;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-monitoring-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the alert rules', () => {
  it('are valid and pass their tests', () => {
    const checked = promtool('check', 'rules', path.join(RULES_DIR, 'alerts.yml'));
    expect(checked.stdout + checked.stderr).toContain('SUCCESS');
    expect(checked.status).toBe(0);
    const tested = promtool('test', 'rules', path.join(RULES_DIR, 'alerts.test.yml'));
    expect(tested.stderr).toBe('');
    expect(tested.status).toBe(0);
  });

  it('are each shown firing by a test', () => {
    const names = [...readFileSync(path.join(RULES_DIR, 'alerts.yml'), 'utf8').matchAll(/- alert: (\w+)/g)].map((match) => match[1]);
    const tests = readFileSync(path.join(RULES_DIR, 'alerts.test.yml'), 'utf8');
    expect(names.length).toBeGreaterThanOrEqual(9);
    for (const name of names) expect({ name, firing: new RegExp(`alertname: ${name}\\n\\s+exp_alerts:\\n\\s+- exp_labels`).test(tests) }).toEqual({ name, firing: true });
  });

  it.each([
    ['an outbox threshold too lax', '> 300', '> 3000'],
    ['a database rule that takes the smallest instead of the largest', 'max(portal_database_up{job="portal-api"}) == 0', 'min(portal_database_up{job="portal-api"}) == 0'],
  ])('fail their tests with %s', (_name, from, to) => {
    const rules = readFileSync(path.join(RULES_DIR, 'alerts.yml'), 'utf8');
    expect(rules).toContain(from);
    writeFileSync(path.join(dir, 'alerts.yml'), rules.replace(from, to));
    copyFileSync(path.join(RULES_DIR, 'alerts.test.yml'), path.join(dir, 'alerts.test.yml'));
    const tested = promtool('test', 'rules', path.join(dir, 'alerts.test.yml'));
    expect(tested.status).not.toBe(0);
    expect(tested.stdout + tested.stderr).toContain('FAILED');
  });
});

describe("start:cluster's Prometheus", () => {
  it('is configured validly: every instance and HAProxy scraped, the alert rules loaded', () => {
    const config = fromScripts(
      "import { prometheusConfig } from './scripts/cluster/prometheus.mjs'; process.stdout.write(prometheusConfig({ instances: ['127.0.0.1:8181', '127.0.0.1:8182'], balancer: '127.0.0.1:8180' }));",
    );
    const file = path.join(dir, 'prometheus.yml');
    writeFileSync(file, config);
    const checked = promtool('check', 'config', file);
    expect(checked.stdout + checked.stderr).toMatch(/SUCCESS: 1 rule files found/);
    expect(checked.status).toBe(0);
    expect(config).toContain("targets: ['127.0.0.1:8181', '127.0.0.1:8182']");
    expect(config).toContain("targets: ['127.0.0.1:8180']");
  });
});

describe('HAProxy in front of the instances', () => {
  let backend;
  let haproxy;
  const seen = [];
  const port = 47900 + Math.floor(Math.random() * 40);

  beforeAll(async () => {
    backend = createServer((request, response) => {
      // HAProxy's own health checks (GET /api/health, every second) are not the requests sent here.
      if (request.url !== '/api/health') seen.push(request.headers['x-request-id']);
      response.end('ok');
    });
    await new Promise((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const config = fromScripts(
      `import { haproxyConfig } from './scripts/cluster/haproxy.mjs'; process.stdout.write(haproxyConfig({ port: ${port}, backends: ['127.0.0.1:${backend.address().port}'], busyAnswerFile: ${JSON.stringify(path.join(dir, '503.http'))}, statsPort: ${port + 50} }));`,
    );
    writeFileSync(path.join(dir, '503.http'), 'HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n');
    writeFileSync(path.join(dir, 'haproxy.cfg'), config);
    haproxy = spawn(HAPROXY, ['-db', '-f', path.join(dir, 'haproxy.cfg')], { stdio: 'ignore' });
    // Until it listens (no fixed sleep: ask again at once on a refused connection).
    const until = Date.now() + 10_000;
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${port + 50}/metrics`);
        break;
      } catch (error) {
        if (Date.now() > until) throw error;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  });
  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    await new Promise((resolve) => backend?.close(resolve));
  });

  it('gives every request a new id, in place of any the client sent, and answers with it', async () => {
    const forged = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const first = await fetch(`http://127.0.0.1:${port}/api/system/settings`, { headers: { 'x-request-id': forged } });
    const second = await fetch(`http://127.0.0.1:${port}/api/system/settings`);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seen[0]).not.toBe(forged);
    expect(seen[1]).not.toBe(seen[0]);
    expect([first.headers.get('x-request-id'), second.headers.get('x-request-id')]).toEqual(seen);
  });

  it('serves its Prometheus exporter on the stats port, and not on the portal port', async () => {
    const stats = await fetch(`http://127.0.0.1:${port + 50}/metrics`);
    expect(stats.status).toBe(200);
    expect(await stats.text()).toMatch(/^haproxy_backend_active_servers\{proxy="api"\} 1$/m);
    await fetch(`http://127.0.0.1:${port}/metrics`);
    // The portal port passed /metrics on to the instance (which has no such route), never to the exporter.
    expect(seen.at(-1)).toBeDefined();
    expect(seen).toHaveLength(3);
  });
});
