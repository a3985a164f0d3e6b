// The cluster the faults are done to, as npm run start:cluster and the deadline bench run it: a
// private PostgreSQL (own folder and port, never the machine's own server), API instances on their
// own ports and HAProxy in front of them. Everything it starts, stop() ends, whatever state it is in.
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startLoadBalancer } from '../cluster/haproxy.mjs';
import { instanceEnvironment, startInstance, waitForHealth } from '../cluster/instances.mjs';
import { recreateDatabase } from '../cluster/postgres.mjs';
import { startPostgresOffThread } from './postgres-control.mjs';
import { waitForExit } from './wait.mjs';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts PostgreSQL in `dir`/postgres on `postgresPort` with a fresh `database`, `count` instances on
 * basePort+1…, HAProxy on basePort. Instances write their logs to `dir`/instances.log (a database outage
 * makes every instance log every refused request; the suite's own output stays readable, and the
 * log keeps what an instance said before it ended). `archive`: PostgreSQL archives its WAL (scripts/cluster/postgres.mjs).
 */
export async function startRig({ dir, postgresPort, basePort, count, database = 'faults', archive }) {
  mkdirSync(dir, { recursive: true });
  const rig = { dir, instances: [], balancer: null, postgres: null, logFile: path.join(dir, 'instances.log') };
  const log = openSync(rig.logFile, 'w');
  const launch = (port) => startInstance({ port, env: rig.env, stdio: ['ignore', log, log] });

  let stopping = null;
  rig.stop = () => (stopping ??= stopEverything());
  const stopEverything = async () => {
    const problems = [];
    const ending = [...rig.instances.map((instance) => ({ what: `API instance ${instance.port}`, child: instance.child })), ...(rig.balancer ? [{ what: 'HAProxy', child: rig.balancer.child }] : [])];
    for (const { child } of ending) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    for (const { what, child } of ending) {
      try {
        await waitForExit(child, { what, timeoutMs: STOP_TIMEOUT_MS });
      } catch (error) {
        problems.push(error.message);
        child.kill('SIGKILL');
      }
    }
    if (rig.postgres) {
      try {
        if (await rig.postgres.isRunning()) await rig.postgres.stop();
      } catch (error) {
        problems.push(`stopping PostgreSQL: ${error.message}`);
      }
      await rig.postgres.close();
    }
    closeSync(log);
    return problems;
  };

  try {
    rig.postgres = await startPostgresOffThread({ dir: path.join(dir, 'postgres'), port: postgresPort, archive });
    rig.databaseUrl = await recreateDatabase(rig.postgres, database);
    rig.url = `http://127.0.0.1:${basePort}`;
    rig.env = instanceEnvironment({ databaseUrl: rig.databaseUrl, publicUrl: rig.url, dataDir: path.join(dir, 'shared'), extra: { DEV_MAILBOX: 'on' } });
    // The first instance migrates and seeds alone (scripts/cluster/instances.mjs says why), then the rest.
    rig.instances.push(launch(basePort + 1));
    await waitForHealth(rig.instances[0].url, { child: rig.instances[0].child, timeoutMs: START_TIMEOUT_MS });
    for (let index = 2; index <= count; index += 1) rig.instances.push(launch(basePort + index));
    await Promise.all(rig.instances.slice(1).map((instance) => waitForHealth(instance.url, { child: instance.child, timeoutMs: START_TIMEOUT_MS })));
    rig.balancer = await startLoadBalancer({ dir: path.join(dir, 'haproxy'), port: basePort, backends: rig.instances.map((instance) => `127.0.0.1:${instance.port}`) });
    await waitForHealth(rig.url, { child: rig.balancer.child, timeoutMs: START_TIMEOUT_MS });
  } catch (error) {
    await rig.stop();
    throw error;
  }

  /** Starts a new instance in place of one that ended (same port, so HAProxy takes it back by its health check). */
  rig.replaceInstance = async (ended) => {
    const index = rig.instances.indexOf(ended);
    const instance = launch(ended.port);
    rig.instances[index] = instance;
    await waitForHealth(instance.url, { child: instance.child, timeoutMs: START_TIMEOUT_MS });
    return instance;
  };
  /**
   * Why an instance ended, from the shared log: the error it shut down after (api/src/server.ts logs
   * "shutting down after an unexpected error"), else the last error it logged ('' when none).
   */
  rig.lastError = (instance) => {
    const errors = readFileSync(rig.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"pid":${instance.child.pid},`))
      .map((line) => {
        try {
          return JSON.parse(line);
        } catch {
          return null; // not one of the API's JSON log lines
        }
      })
      .filter((entry) => entry?.level >= 50);
    const fatal = errors.find((entry) => /shutting down/.test(entry.msg)) ?? errors.at(-1);
    return fatal ? `${fatal.msg}${fatal.err ? `: ${fatal.err.message}` : ''}` : '';
  };
  return rig;
}
