/**
 * How each local protocol server (OneMap, identity providers, sandbox payment gateway) runs as a
 * program of its own for npm start and the e2e suite: `--port` (0 for any free one), `--host`
 * (loopback by default), one line `<NAME>_URL=http://host:port` once it listens (the starting
 * script waits for it), a clean stop on SIGTERM or SIGINT, and, with --exit-with-parent, a stop when
 * its standard input closes (the process that started it is gone, however it ended).
 */

export interface RunningDevServer {
  url: string;
  stop(): Promise<void>;
}

export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** An environment variable the server cannot start without. */
export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

async function run(urlVariable: string, start: (listen: { host: string; port: number }) => Promise<RunningDevServer>): Promise<void> {
  const port = Number(argument('port') ?? '0');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be a port number (0 for any free port)');
  const server = await start({ host: argument('host') ?? '127.0.0.1', port });
  console.log(`${urlVariable}=${server.url}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (process.argv.includes('--exit-with-parent')) {
    process.stdin.on('end', stop);
    process.stdin.resume();
  }
}

/** Starts the server as the program; `what` names it in the one error line if it cannot start. */
export function runDevServer(what: string, urlVariable: string, start: (listen: { host: string; port: number }) => Promise<RunningDevServer>): void {
  run(urlVariable, start).catch((error: unknown) => {
    console.error(`${what} could not start:`, error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
