/**
 * A private ClamAV daemon for tests: its own folder, its own configuration (TCP on a free loopback
 * port, no local socket, no system log, no pid file) and one signature made here from the EICAR
 * test string, so it needs no downloaded virus database. Debian's clamd must be installed
 * (`npm test` installs clamav-daemon when it is missing and it runs as root).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const CLAMD_BINARY = '/usr/sbin/clamd';

/**
 * The EICAR anti-virus test string, put together here so that this source file itself is not
 * what a scanner on a developer's machine flags.
 */
export const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

/** The name our private signature reports (the log shows it; the applicant never does). */
export const EICAR_SIGNATURE = 'Portal.Test.EICAR';

export interface PrivateClamd {
  /** tcp://127.0.0.1:<port>, for CLAMD_URL. */
  url: string;
  stop(): Promise<void>;
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One PING over clamd's TCP protocol; true when it answers PONG. */
export function pingClamd(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.createConnection({ host: '127.0.0.1', port });
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('zPING\0'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\0')) done(answer.startsWith('PONG'));
    });
    socket.once('end', () => done(answer.startsWith('PONG')));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

export async function startPrivateClamd({ startTimeoutMs = 60_000 } = {}): Promise<PrivateClamd> {
  if (!existsSync(CLAMD_BINARY)) {
    throw new Error(`${CLAMD_BINARY} is missing: install Debian's clamav-daemon (npm test does when it runs as root)`);
  }
  const home = await mkdtemp(path.join(os.tmpdir(), 'portal-clamd-'));
  const databaseDir = path.join(home, 'db');
  const temporaryDir = path.join(home, 'tmp');
  await mkdir(databaseDir);
  await mkdir(temporaryDir);
  // An extended (.ndb) signature: the EICAR bytes anywhere in any file, so a PDF carrying them is caught too.
  await writeFile(path.join(databaseDir, 'portal-test.ndb'), `${EICAR_SIGNATURE}:0:*:${Buffer.from(EICAR, 'latin1').toString('hex')}\n`);
  const port = await freeLoopbackPort();
  const configFile = path.join(home, 'clamd.conf');
  await writeFile(
    configFile,
    [
      'Foreground yes',
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      `DatabaseDirectory ${databaseDir}`,
      `TemporaryDirectory ${temporaryDir}`,
      `LogFile ${path.join(home, 'clamd.log')}`,
      'LogSyslog no',
      // Larger than any upload (5MB), so a document is never refused for its size by clamd.
      'StreamMaxLength 10M',
      'MaxThreads 4',
      '',
    ].join('\n'),
  );

  const child = spawn(CLAMD_BINARY, [`--config-file=${configFile}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await rm(home, { recursive: true, force: true });
  };

  // Wait for the condition (PONG), not for a fixed time; give up if clamd exits or takes too long.
  const deadline = Date.now() + startTimeoutMs;
  while (!(await pingClamd(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`private clamd did not start (exit ${child.exitCode}): ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `tcp://127.0.0.1:${port}`, stop };
}
