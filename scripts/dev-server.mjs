// Starts one of the local protocol servers built with the API (api/dist/local-*.js: OneMap, identity
// providers, sandbox payment gateway) as a process of its own on loopback, and waits for the one line
// it prints once it listens (api/dev/run-dev-server.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Resolves with the child process and the server's URL. `bundle` is the file under api/dist,
 * `urlVariable` the name on its ready line, `what` names it if it stops first, `env` is added to its
 * environment, `port` 0 (the default) takes a free one.
 */
export function spawnDevServer(root, { bundle, urlVariable, what, env = {}, port = 0 }) {
  return new Promise((resolve, reject) => {
    // Its standard input is a pipe from this process: if this one dies without stopping it, it stops too.
    const child = spawn(process.execPath, [path.join(root, 'api/dist', bundle), '--port', String(port), '--host', '127.0.0.1', '--exit-with-parent'], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    let output = '';
    const ready = new RegExp(`${urlVariable}=(\\S+)`);
    const onData = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (!match) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      child.off('exit', onEarlyExit);
      resolve({ child, url: match[1] });
    };
    const onEarlyExit = (code) => reject(new Error(`${what} stopped before listening (exit ${code})`));
    child.stdout.on('data', onData);
    child.once('exit', onEarlyExit);
    child.once('error', reject);
  });
}
