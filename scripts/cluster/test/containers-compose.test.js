// The Compose shape (issue 38, ship it): ops/compose/compose.yaml keeps to the Compose Specification's
// schema and to the project's rules (health checks, migrations once, secrets as files, metrics never
// published, each remote from its own image), and its HAProxy and Prometheus configurations are the
// generators' (scripts/cluster/haproxy.mjs, prometheus.mjs) for its instances, valid to `haproxy -c`
// and `promtool check config`. Each check is also shown failing on a broken copy. No container engine
// or Compose runs here: docs/operations.md, "Shipping it", says what was and was not run.
const { spawnSync } = require('node:child_process');
const { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { COMPOSE_DIR, ROOT, composeProblems, composeSchemaValidator, loadCompose } = require('./containers-rules');

const PROMTOOL = '/usr/bin/promtool';
const HAPROXY = '/usr/sbin/haproxy';
const AMTOOL = '/usr/bin/amtool';
for (const program of [PROMTOOL, HAPROXY, AMTOOL]) {
  if (!existsSync(program)) throw new Error(`${program} is missing: npm test installs Debian's prometheus and haproxy packages (scripts/workspace.mjs)`);
}

const COMPOSE_TEXT = readFileSync(path.join(COMPOSE_DIR, 'compose.yaml'), 'utf8');
const compose = () => loadCompose(COMPOSE_TEXT);
const ignoredByGit = new Map();
const gitIgnored = (relative) => {
  if (!ignoredByGit.has(relative)) ignoredByGit.set(relative, spawnSync('git', ['check-ignore', '-q', relative], { cwd: ROOT }).status === 0);
  return ignoredByGit.get(relative);
};
const problemsOf = (document) => composeProblems(document, { gitIgnored });
const schemaProblems = composeSchemaValidator();

let dir;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-compose-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Compose file', () => {
  it("keeps to the Compose Specification's schema", () => {
    expect(schemaProblems(compose())).toEqual([]);
  });

  it.each([
    ['a key the specification does not have', (document) => (document.services['api-1'].replicas = 3), /^\/services\/api-1 must NOT have additional properties$/],
    ['a wait condition it does not know', (document) => (document.services['api-2'].depends_on['api-1'].condition = 'service_ready'), /^\/services\/api-2\/depends_on\/api-1\/condition must be equal to one of the allowed values$/],
    ['a health check interval that is not a duration', (document) => (document.services.postgres.healthcheck.interval = 'five seconds'), /^\/services\/postgres\/healthcheck\/interval must match format "duration"$/],
  ])('is refused by the schema with %s', (_case, breakIt, problem) => {
    const document = compose();
    breakIt(document);
    expect(schemaProblems(document)).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });

  it("keeps the project's rules", () => {
    expect(problemsOf(compose())).toEqual([]);
  });

  it.each([
    ['an image on a moving tag', (document) => (document.services.haproxy.image = 'haproxy:2.6'), 'haproxy: image haproxy:2.6 must be pinned to one release'],
    ['files kept on one instance', (document) => (document.services['api-2'].environment.FILE_STORAGE = 'directory'), 'api-2: FILE_STORAGE must be database (any instance may answer any request)'],
    ['every private address trusted as the balancer', (document) => (document.services['api-3'].environment.TRUST_PROXY = 'uniquelocal'), "api-3: TRUST_PROXY must be HAProxy's address alone (172.30.0.10)"],
    ['the metrics port published', (document) => document.services.prometheus.ports.push('127.0.0.1:9100:9100'), "prometheus: publishes the instances' metrics port 9100"],
    ['a port published beyond this host', (document) => (document.services.prometheus.ports = ['9090:9090']), 'prometheus: publishes 9090:9090 beyond this host (only HAProxy faces the network)'],
    ['a secret written into the file', (document) => (document.services['api-1'].environment.DATABASE_URL = 'postgres://portal:pw@postgres/portal'), 'api-1: DATABASE_URL has its value in the Compose file: a secret comes as a file (DATABASE_URL_FILE)'],
    ['a secret file nobody documented', (document) => (document.secrets.signing_key = { file: './secrets/signing_key' }), 'secret signing_key: secrets/README.md must say what signing_key holds'],
    ['a second instance that may migrate at once with the first', (document) => (document.services['api-2'].depends_on = { postgres: { condition: 'service_healthy' } }), 'api-2: must start once api-1 is healthy (the migrations run once, in api-1)'],
    ['a wait for a service that is not there', (document) => (document.services.haproxy.depends_on['api-9'] = { condition: 'service_healthy' }), 'haproxy: depends on api-9, which is not a service'],
    ["an instance without a remote's deploys", (document) => document.services['api-3'].volumes.pop(), "api-3: must read mfe-payment's deploys read-only at /srv/web/mfe-payment"],
    ['a service without a health check', (document) => delete document.services.prometheus.healthcheck, 'prometheus: no health check'],
  ])('is refused with %s', (_case, breakIt, problem) => {
    const document = compose();
    breakIt(document);
    expect(problemsOf(document)).toEqual([problem]);
  });
});

describe("the Compose shape's HAProxy, Prometheus and Alertmanager", () => {
  const generated = (file) => readFileSync(path.join(COMPOSE_DIR, file), 'utf8');
  const writeConfigs = (...args) => spawnSync(process.execPath, [path.join(COMPOSE_DIR, 'write-configs.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });
  const instances = Object.keys(compose().services).filter((name) => /^api-\d+$/.test(name));

  it("are the generators' configurations for the Compose file's instances", () => {
    const written = writeConfigs('--check');
    expect(written.stderr).toBe('');
    expect(written.status).toBe(0);
    expect(instances).toEqual(['api-1', 'api-2', 'api-3']);
    expect(generated('haproxy/haproxy.cfg')).toContain(instances.map((name, index) => `  server api${index + 1} ${name}:8080`).join('\n'));
    expect(generated('prometheus/prometheus.yml')).toContain(`targets: [${instances.map((name) => `'${name}:9100'`).join(', ')}]`);
    expect(generated('prometheus/prometheus.yml')).toContain("targets: ['haproxy:8404']");
  });

  it('are found out of date when the Compose file gains an instance', () => {
    const grown = path.join(dir, 'compose.yaml');
    writeFileSync(grown, COMPOSE_TEXT.replace('  haproxy:\n', '  api-4:\n    <<: *api\n    depends_on:\n      api-1: { condition: service_healthy }\n\n  haproxy:\n'));
    for (const file of ['haproxy/haproxy.cfg', 'haproxy/503.http', 'prometheus/prometheus.yml', 'alertmanager/alertmanager.yml']) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      copyFileSync(path.join(COMPOSE_DIR, file), path.join(dir, file));
    }
    const checked = writeConfigs('--check', '--compose', grown, '--out', dir);
    expect(checked.status).toBe(1);
    expect(checked.stderr).toMatch(/Out of date.*: haproxy\/haproxy\.cfg, prometheus\/prometheus\.yml$/m);
    expect(writeConfigs('--compose', grown, '--out', dir).status).toBe(0);
    expect(readFileSync(path.join(dir, 'haproxy/haproxy.cfg'), 'utf8')).toContain('  server api4 api-4:8080');
  });

  it('HAProxy takes its configuration (the instances are named by service, resolved once Compose runs them)', () => {
    const checked = spawnSync(HAPROXY, ['-c', '-f', path.join(COMPOSE_DIR, 'haproxy/haproxy.cfg')], { encoding: 'utf8' });
    expect(checked.stdout + checked.stderr).toContain('Configuration file is valid');
    expect(checked.stderr).not.toMatch(/\[ALERT\]/);
    expect(checked.status).toBe(0);
  });

  it('HAProxy refuses a broken copy', () => {
    mkdirSync(path.join(dir, 'broken-haproxy'), { recursive: true });
    copyFileSync(path.join(COMPOSE_DIR, 'haproxy/503.http'), path.join(dir, 'broken-haproxy/503.http'));
    writeFileSync(path.join(dir, 'broken-haproxy/haproxy.cfg'), generated('haproxy/haproxy.cfg').replace('balance leastconn', 'balance fewestconn'));
    const checked = spawnSync(HAPROXY, ['-c', '-f', path.join(dir, 'broken-haproxy/haproxy.cfg')], { encoding: 'utf8' });
    expect(checked.status).not.toBe(0);
    expect(checked.stderr).toMatch(/\[ALERT\].*balance only supports/);
  });

  /** The configuration and the alert rules side by side, as the Prometheus container has them. */
  function prometheusFolder(name, config) {
    const folder = path.join(dir, name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'prometheus.yml'), config);
    copyFileSync(path.join(ROOT, 'ops/prometheus/alerts.yml'), path.join(folder, 'alerts.yml'));
    return spawnSync(PROMTOOL, ['check', 'config', path.join(folder, 'prometheus.yml')], { encoding: 'utf8' });
  }

  it('Prometheus takes its configuration with the alert rules beside it', () => {
    const checked = prometheusFolder('prometheus', generated('prometheus/prometheus.yml'));
    expect(checked.stdout + checked.stderr).toMatch(/SUCCESS: 1 rule files found/);
    expect(checked.stdout + checked.stderr).toMatch(/SUCCESS: 9 rules found/);
    expect(checked.status).toBe(0);
  });

  it('Alertmanager takes its configuration, and Prometheus sends it the alerts', () => {
    const checked = spawnSync(AMTOOL, ['check-config', path.join(COMPOSE_DIR, 'alertmanager/alertmanager.yml')], { encoding: 'utf8' });
    expect(checked.stdout + checked.stderr).toContain('SUCCESS');
    expect(checked.status).toBe(0);
    expect(generated('prometheus/prometheus.yml')).toMatch(/alerting:\n\s+alertmanagers:\n\s+- static_configs:\n\s+- targets: \['alertmanager:9093'\]/);
    expect(compose().services.alertmanager.configs).toEqual([{ source: 'alertmanager-config', target: '/etc/alertmanager/alertmanager.yml' }]);
  });

  it("writes where alerts go from the ALERT_* variables, the relay's password read from Compose's secret", () => {
    const out = path.join(dir, 'routed');
    const written = spawnSync(process.execPath, [path.join(COMPOSE_DIR, 'write-configs.mjs'), '--out', out], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ALERT_EMAIL_TO: 'on-call@example.edu', ALERT_SMTP_SMARTHOST: 'smtp.example.edu:587', ALERT_SMTP_USERNAME: 'alerts', ALERT_SMTP_PASSWORD: 'never-written' },
    });
    expect(written.status).toBe(0);
    const config = readFileSync(path.join(out, 'alertmanager/alertmanager.yml'), 'utf8');
    expect(config).toContain('- to: "on-call@example.edu"');
    expect(config).toContain('smtp_auth_password_file: "/run/secrets/alert_smtp_password"');
    expect(config).not.toContain('never-written');
    expect(compose().services.alertmanager.secrets).toEqual(['alert_smtp_password']);
    expect(spawnSync(AMTOOL, ['check-config', path.join(out, 'alertmanager/alertmanager.yml')], { encoding: 'utf8' }).status).toBe(0);
  });

  it('Prometheus refuses a broken copy', () => {
    const checked = prometheusFolder('broken-prometheus', generated('prometheus/prometheus.yml').replace('scrape_interval: 15s', 'scrape_interval: 15 parsecs'));
    expect(checked.status).not.toBe(0);
    expect(checked.stdout + checked.stderr).toMatch(/FAILED/);
  });
});
