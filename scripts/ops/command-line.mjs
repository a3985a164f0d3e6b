// What backup.mjs and restore.mjs share: their options, their progress and result output, and
// running PostgreSQL's programs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePostgresServer, ROOT } from '../workspace.mjs';

/** The API's own PostgreSQL client (a dependency of the api package). */
export const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');

/**
 * Reads `argv` as `<command> --option value …`. `commands`: name → { options (parseArgs'), required
 * (option names) }. Returns { command, values, say (progress: stderr under --json), done (prints the
 * result: JSON under --json, else its `summary` lines) }. Wrong use prints `usage` and exits 2.
 */
export function commandLine(argv, { commands, usage, defaultCommand }) {
  const [first, ...rest] = argv;
  const named = first !== undefined && !first.startsWith('-');
  const command = named ? first : defaultCommand;
  const spec = commands[command];
  const wrong = (message) => {
    console.error(`${message}\n\n${usage}`);
    process.exit(2);
  };
  if (!spec) wrong(command ? `Unknown command: ${command}` : 'Which command?');
  let values;
  try {
    ({ values } = parseArgs({ args: named ? rest : argv, options: { ...spec.options, json: { type: 'boolean' } }, strict: true }));
  } catch (error) {
    wrong(error.message);
  }
  const missing = (spec.required ?? []).filter((name) => values[name] === undefined);
  if (missing.length) wrong(`${command} needs ${missing.map((name) => `--${name}`).join(', ')}`);
  const json = values.json === true;
  return {
    command,
    values,
    say: (line) => (json ? console.error(line) : console.log(line)),
    done: (result, summary) => {
      if (json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      else console.log(summary.join('\n'));
    },
  };
}

/** Runs a command to its end; throws with what it said when it fails. Returns its standard output. */
export function run(program, args, options = {}) {
  const result = spawnSync(program, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw new Error(`${path.basename(program)} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${path.basename(program)} ${args.join(' ')} failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout).trim()}`);
  return result.stdout;
}

/** The folder of PostgreSQL's programs (Debian's, installed when missing and run as root). */
export const postgresPrograms = () => ensurePostgresServer();

/** Runs `work(client)` on a connection to `url`, then closes it. */
export async function withDatabase(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A server that ends the connection (shutting down) makes the query at hand fail; unheard, the
  // client's own 'error' would end the process instead.
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Exits non-zero with the error's message (and no stack: these are operators' tools). */
export function failed(error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
