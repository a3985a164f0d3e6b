// The images (issue 38, ship it): ops/containers/*/Containerfile pass a Dockerfile validator and the
// project's rules (pinned bases, a user other than root, a health check, no build tools in the final
// stage, every copied file in the build's context), and a file that breaks one is caught; the API
// image's entrypoint and health check, and a remote image's publishing of its deploy and its nginx
// locations, do what the images rely on. No container engine runs here: docs/operations.md, "Shipping
// it", says what was and was not run.
const { execFile, execFileSync, spawnSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { createServer } = require('node:http');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');
const { validate } = require('dockerfile-utils');
const { Deployments } = require('../../../api/src/web/deployments');
const { ROOT, containerfileProblems, dockerignore } = require('./containers-rules');

const CONTAINERFILES = { api: 'ops/containers/api/Containerfile', remote: 'ops/containers/remote/Containerfile' };
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const API_IMAGE = read(CONTAINERFILES.api);

/** Every check of dockerfile-utils, each as an error (its defaults leave some as warnings or off). */
const EVERY_RULE_AN_ERROR = Object.fromEntries(
  [
    'deprecatedMaintainer',
    'directiveCasing',
    'emptyContinuationLine',
    'instructionCasing',
    'instructionCmdMultiple',
    'instructionEntrypointMultiple',
    'instructionHealthcheckMultiple',
    'instructionJSONInSingleQuotes',
    'instructionWorkdirRelative',
  ].map((rule) => [rule, 1]),
);
const diagnostics = (text) => validate(text, EVERY_RULE_AN_ERROR).map((found) => `line ${found.range.start.line + 1}: ${found.message}`);

let dir;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-containers-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Containerfiles', () => {
  it.each(Object.entries(CONTAINERFILES))('%s: the Dockerfile validator finds nothing', (_image, file) => {
    expect(diagnostics(read(file))).toEqual([]);
  });

  it('the validator refuses a broken instruction', () => {
    const broken = API_IMAGE.replace('HEALTHCHECK --interval=10s', 'HEALTHCHECK --intervall=10s').replace('EXPOSE 8080', 'EXPOSE port');
    expect(diagnostics(broken)).toEqual([expect.stringMatching(/Invalid containerPort: port/), expect.stringMatching(/Unknown flag: intervall/)]);
  });

  it.each(Object.entries(CONTAINERFILES))("%s: keeps the project's rules", (_image, file) => {
    expect(containerfileProblems(read(file))).toEqual([]);
  });

  it.each([
    ['a base image on a moving tag', ['FROM node:20.20.2-bookworm-slim AS runtime', 'FROM node:20-bookworm-slim AS runtime'], /must be pinned to one release/],
    ['another Node than this machine\'s', ['FROM node:20.20.2-bookworm-slim AS runtime', 'FROM node:20.19.0-bookworm-slim AS runtime'], /Node must be this machine's version/],
    ['running as root', ['USER node', 'USER root'], /runs as root/],
    ['no health check', ['HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \\\n  CMD ["node", "/usr/local/lib/portal/healthcheck.mjs"]', 'HEALTHCHECK NONE'], /must have a HEALTHCHECK/],
    ['a compiler in the final stage', ['USER node\n', 'RUN apt-get update && apt-get install -y g++\nUSER node\n'], /must not install or run build tools \(apt-get install\)/],
    ["npx left in the Node image", ['/usr/local/bin/npx ', ''], /must remove the Node image's \/usr\/local\/bin\/npx/],
    ["the workspace's node_modules taken whole", ['COPY --from=build /deploy/api/node_modules', 'COPY --from=build /workspace/node_modules'], /must not take \/workspace\/node_modules/],
    ['a copied file that is not in the repository', ['COPY content content', 'COPY contents content'], /COPY contents: no such file/],
    ['a copied file left out of the context', ['COPY content content', 'COPY api/dist api/dist'], /COPY api\/dist: .dockerignore leaves it out/],
    ['its entrypoint copied without the right to run', ['COPY --chmod=0755 ops/containers/api/entrypoint.sh', 'COPY ops/containers/api/entrypoint.sh'], /entrypoint.sh is run by the image: copy it with --chmod=0755/],
    ['an OCI label missing', ['      org.opencontainers.image.revision="${PORTAL_REVISION}" \\\n', ''], /lacks the label org.opencontainers.image.revision/],
  ])('a Containerfile with %s is refused', (_case, [from, to], problem) => {
    expect(API_IMAGE).toContain(from);
    expect(containerfileProblems(API_IMAGE.replace(from, to))).toEqual([expect.stringMatching(problem)]);
  });

  it(".dockerignore leaves out what builds make, the machine's data and the secrets, and no source", () => {
    const ignore = dockerignore();
    for (const made of ['node_modules/x', 'api/node_modules/x', 'shell/dist/current.json', '.data/cluster/x', '.git/HEAD', 'ops/compose/secrets/database_url']) {
      expect({ made, ignored: ignore.ignores(made) }).toEqual({ made, ignored: true });
    }
    // Every tracked file an image could need is in the context (the apps' version names hash shared/
    // and each app's sources, so a missing one would rename every deploy).
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    const leftOut = tracked.filter((file) => ignore.ignores(file) && !file.startsWith('.ci/') && !file.startsWith('ops/compose/secrets/'));
    expect(leftOut).toEqual([]);
  });
});

describe("the API image's entrypoint", () => {
  const entrypoint = path.join(ROOT, 'ops/containers/api/entrypoint.sh');
  const run = (env, ...command) => spawnSync('sh', [entrypoint, ...command], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });

  it('turns each NAME_FILE into NAME (a secret file, its last newline dropped) and runs the command in its own place', () => {
    const secret = path.join(dir, 'database_url');
    writeFileSync(secret, 'postgres://portal:s3cret@postgres:5432/portal\n');
    const started = run({ DATABASE_URL_FILE: secret, PORT: '8080' }, 'sh', '-c', 'printf "%s|%s|%s|%s" "$DATABASE_URL" "${DATABASE_URL_FILE-unset}" "$PORT" "$$"');
    expect(started.stderr).toBe('');
    const [value, fileVariable, port, pid] = started.stdout.split('|');
    expect([value, fileVariable, port]).toEqual(['postgres://portal:s3cret@postgres:5432/portal', 'unset', '8080']);
    // exec: the command is the entrypoint's own process, so the stop signal reaches node itself.
    expect(Number(pid)).toBe(started.pid);
  });

  it('refuses a variable set both ways, and a file that cannot be read', () => {
    writeFileSync(path.join(dir, 'key'), 'sk_test_1');
    const both = run({ STRIPE_SECRET_KEY: 'sk_test_2', STRIPE_SECRET_KEY_FILE: path.join(dir, 'key') }, 'true');
    expect([both.status, both.stderr.trim()]).toEqual([1, 'Set STRIPE_SECRET_KEY or STRIPE_SECRET_KEY_FILE, not both']);
    const missing = run({ SMTP_URL_FILE: path.join(dir, 'nowhere') }, 'true');
    expect([missing.status, missing.stderr.trim()]).toEqual([1, `SMTP_URL_FILE names ${path.join(dir, 'nowhere')}, which cannot be read`]);
  });
});

describe("the API image's health check", () => {
  const check = (port) =>
    promisify(execFile)(process.execPath, [path.join(ROOT, 'ops/containers/api/healthcheck.mjs')], { env: { PORT: String(port) } }).then(
      () => 0,
      (error) => error.code,
    );
  let server;
  let status = 200;
  const asked = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url);
      response.writeHead(status).end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => (server.listening ? server.close(resolve) : resolve())));

  it('is healthy while /api/health answers 200, and not on a 503 or when nothing listens', async () => {
    const { port } = server.address();
    expect(await check(port)).toBe(0);
    status = 503;
    expect(await check(port)).toBe(1);
    expect(asked).toEqual(['/api/health', '/api/health']);
    await new Promise((resolve) => server.close(resolve));
    expect(await check(port)).toBe(1);
  });
});

describe("a remote image's publish-deploy.sh", () => {
  const script = path.join(ROOT, 'ops/containers/remote/publish-deploy.sh');
  let webRoot;
  let target;

  /** The image's own deploy, as portal-build leaves it: dist/<version>/… and dist/current.json. */
  function imageDeploy(version) {
    const source = path.join(dir, `image-${version}`, 'dist');
    mkdirSync(path.join(source, version, 'server'), { recursive: true });
    writeFileSync(path.join(source, version, 'mf-manifest.json'), JSON.stringify({ id: 'mfe_payment', version }));
    writeFileSync(path.join(source, version, 'server', 'render.js'), 'module.exports = {};');
    writeFileSync(path.join(source, 'current.json'), `${JSON.stringify({ name: 'mfe-payment', version, sourceHash: 'ab'.repeat(32) }, null, 2)}\n`);
    return source;
  }
  const publish = (source) =>
    spawnSync('sh', [script], { env: { PATH: process.env.PATH, PORTAL_APP: 'mfe-payment', PORTAL_DEPLOY_SOURCE: source, PORTAL_DEPLOY_TARGET: target }, encoding: 'utf8' });
  const kept = () => readdirSync(target).sort();

  beforeAll(() => {
    webRoot = path.join(dir, 'web');
    target = path.join(webRoot, 'mfe-payment', 'dist');
  });

  it('makes its version live where the API reads the app (the next /remotes.json names it), files and server module included', async () => {
    const published = publish(imageDeploy('v1'));
    expect(published.stderr).toBe('');
    expect(published.stdout.trim()).toBe(`publish-deploy: mfe-payment v1 is live in ${target}`);
    expect(kept()).toEqual(['current.json', 'v1']);
    const deployments = new Deployments(webRoot);
    expect((await deployments.remotesDocument()).remotes).toEqual([{ name: 'mfe_payment', entry: '/apps/mfe-payment/v1/mf-manifest.json', version: 'v1' }]);
    expect(await deployments.deployedFile('mfe-payment', 'v1', 'mf-manifest.json')).toBe(path.join(target, 'v1', 'mf-manifest.json'));
    expect(readFileSync(path.join(target, 'v1', 'server', 'render.js'), 'utf8')).toBe('module.exports = {};');
  });

  it('switches to each new version, keeps the newest three for pages still running them, and leaves nothing half-copied', async () => {
    for (const version of ['v2', 'v3', 'v4']) expect(publish(imageDeploy(version)).status).toBe(0);
    expect(kept()).toEqual(['current.json', 'v2', 'v3', 'v4']);
    expect((await new Deployments(webRoot).current('mfe-payment')).version).toBe('v4');
    // The same image started again publishes nothing new.
    expect(publish(imageDeploy('v4')).status).toBe(0);
    expect(kept()).toEqual(['current.json', 'v2', 'v3', 'v4']);
  });

  it('rolls back to an image of a kept version, which then counts as the newest', async () => {
    expect(publish(imageDeploy('v2')).status).toBe(0);
    expect((await new Deployments(webRoot).current('mfe-payment')).version).toBe('v2');
    expect(publish(imageDeploy('v5')).status).toBe(0);
    expect(kept()).toEqual(['current.json', 'v2', 'v4', 'v5']);
  });

  it('refuses an image whose current.json names no version, and leaves the live one alone', () => {
    const source = imageDeploy('v6');
    writeFileSync(path.join(source, 'current.json'), JSON.stringify({ name: 'mfe-payment', version: '../etc' }));
    const refused = publish(source);
    expect([refused.status, refused.stderr.trim()]).toEqual([1, `publish-deploy: ${source}/current.json names no version`]);
    expect(JSON.parse(readFileSync(path.join(target, 'current.json'), 'utf8')).version).toBe('v5');
  });
});

describe("a remote image's nginx locations", () => {
  const config = read('ops/containers/remote/nginx.conf');
  /** The config's locations in order: nginx tries the regular-expression ones in that order, then the prefix `/`. */
  const directives = config.replace(/#.*$/gm, '');
  const locations = [...directives.matchAll(/location (~ )?(\S+) \{([^}]*)\}/g)].map(([, regex, pattern, body]) => ({
    test: regex ? new RegExp(pattern) : null,
    body,
    headers: Object.fromEntries([...body.matchAll(/add_header (\S+) "([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value])),
  }));
  /** Which location answers a path, and the file it serves (its alias with the path's captures). */
  function answer(url) {
    const regex = locations.find((location) => location.test?.test(url));
    const location = regex ?? locations.find((candidate) => candidate.test === null);
    const groups = regex ? location.test.exec(url).groups ?? {} : {};
    const alias = /alias (\S+);/.exec(location.body)?.[1].replace(/\$(\w+)/g, (_all, name) => groups[name]);
    return { status: /return 404;/.test(location.body) ? 404 : 200, file: alias, headers: location.headers };
  }
  // The API's own headers for a version's files (api/src/web/plugin.ts).
  const apiImmutable = /const IMMUTABLE = '([^']+)'/.exec(read('api/src/web/plugin.ts'))[1];

  it("gives a version's files the API's headers: kept a year, readable from any origin", () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'static/js/123.js']) {
      expect(answer(`/apps/mfe-payment/9eb3625e1eef/${file}`)).toEqual({
        status: 200,
        file: `/srv/web/mfe-payment/dist/9eb3625e1eef/${file}`,
        headers: { 'cache-control': apiImmutable, 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' },
      });
    }
  });

  it('has current.json asked again every time, at the address its health check reads', () => {
    const healthcheck = /CMD wget -q -O \/dev\/null "http:\/\/127\.0\.0\.1:8080([^"]+)"/.exec(read(CONTAINERFILES.remote))[1];
    expect(healthcheck).toBe('/apps/${PORTAL_APP}/current.json');
    expect(answer('/apps/mfe-payment/current.json')).toMatchObject({ status: 200, file: '/srv/web/mfe-payment/dist/current.json', headers: { 'cache-control': 'no-cache' } });
  });

  it("never serves a deploy's server module, a deploy being copied in, or anything outside /apps", () => {
    for (const url of ['/apps/mfe-payment/9eb3625e1eef/server/render.js', '/apps/mfe-payment/.staging-12/remoteEntry.js', '/apps/mfe-payment/.current.12.json', '/apps/mfe-payment/9eb3625e1eef/.env', '/', '/etc/passwd', '/apps/mfe-payment/']) {
      expect({ url, status: answer(url).status }).toEqual({ url, status: 404 });
    }
  });
});
