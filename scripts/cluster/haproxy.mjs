// The load balancer in front of the API instances: Debian's HAProxy with a generated configuration.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureHaproxy, HAPROXY } from '../workspace.mjs';

/**
 * The answer when no instance can take a request in time (all busy or all down): the API's own
 * JSON error list and a Retry-After, so the browser keeps the draft and tries again, as it does
 * when an instance itself answers 503.
 */
export const BUSY_ANSWER = [
  'HTTP/1.1 503 Service Unavailable',
  'Content-Type: application/json; charset=utf-8',
  'Cache-Control: no-store',
  'Retry-After: 2',
  'Connection: close',
  '',
  JSON.stringify({ errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'The portal is very busy. Please try again in a moment.' }] }),
  '',
].join('\r\n');

/**
 * The configuration. Why each part:
 * - health checks on /api/health take an instance out within about 2 s of it failing (killed, or
 *   its database gone) and back once it answers again;
 * - `retry-on conn-failure` with `redispatch`: a request that could not even reach an instance (it
 *   was just killed) goes to another one. Nothing that reached an instance is ever sent twice, so a
 *   submit or payment is never repeated by the load balancer;
 * - `maxconn` per instance with a queue: an instance works on at most 32 requests at once (its
 *   database pool has 10 connections; more at once only makes each slower); beyond capacity a request
 *   waits at most a second in the queue, then gets the 503 above instead of everyone getting slower;
 * - the client's address: any X-Forwarded-For the client sent is dropped and the balancer writes
 *   the address it saw, so the API (TRUST_PROXY) sees the real applicant and nobody can pose as another;
 * - a request id: every request gets a new UUID in X-Request-ID (one a client sent is replaced), which
 *   the instance takes as its own (it trusts the header from TRUST_PROXY only), logs on each line and
 *   keeps with the e-mail the request queued; the answer carries it too, so an applicant reporting a
 *   problem can quote it, and the balancer's log line (with `logFile`) names it;
 * - with `statsPort`, HAProxy's own Prometheus exporter on loopback (instances up, queues, retries,
 *   its 503s), never on the public port.
 *
 * One configuration for both shapes: start:cluster's processes on loopback (the defaults), and the
 * Compose shape's containers (ops/compose/write-configs.mjs), which differ only in where they listen
 * (`listenAddress`: all of the container's addresses), in naming instances by service name
 * (`resolveNamesAtRunTime`: a recreated container has a new address, so names are resolved again
 * through the container's DNS, and an instance not yet started does not stop HAProxy starting), and in
 * a `busyAnswerFile` relative to the configuration's own folder.
 */
export function haproxyConfig({
  port,
  backends,
  maxconnPerInstance = 32,
  queueTimeoutSeconds = 1,
  busyAnswerFile,
  statsPort,
  log = false,
  listenAddress = '127.0.0.1',
  resolveNamesAtRunTime = false,
}) {
  const relativePaths = !path.isAbsolute(busyAnswerFile);
  return `global
  maxconn 4096
${log ? '  log stdout format raw local0\n' : ''}${relativePaths ? '  default-path config\n' : ''}${
    resolveNamesAtRunTime
      ? `
resolvers dns
  parse-resolv-conf
  hold valid 10s
`
      : ''
  }
defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout queue ${queueTimeoutSeconds}s
  timeout http-request 30s
  timeout http-keep-alive 10s
  retries 2
  retry-on conn-failure
  option redispatch 1
  errorfile 503 ${busyAnswerFile}

frontend portal
  bind ${listenAddress}:${port}
${
  log
    ? `  log global
  # No path or query: a URL can hold a reset token; the instance's line under the same id has it redacted.
  log-format "%ci [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %sq/%bq %HM request_id=%ID"
`
    : ''
}  unique-id-format %[uuid()]
  http-request del-header X-Forwarded-For
  option forwardfor
  http-request set-header X-Request-ID %[unique-id]
  http-after-response set-header X-Request-ID %[unique-id]
  default_backend api
${
  statsPort === undefined
    ? ''
    : `
frontend stats
  bind ${listenAddress}:${statsPort}
  no log
  http-request use-service prometheus-exporter if { path /metrics }
  http-request return status 404
`
}
backend api
  balance leastconn
  option httpchk GET /api/health
  http-check expect status 200
  default-server check inter 1s fall 2 rise 1 maxconn ${maxconnPerInstance}${resolveNamesAtRunTime ? ' resolvers dns init-addr last,libc,none' : ''}
${backends.map((backend, index) => `  server api${index + 1} ${backend}`).join('\n')}
`;
}

/**
 * Writes the configuration into `dir` and starts HAProxy in the foreground (stopped with the returned
 * child). `statsPort`: its Prometheus exporter there; `logFile`: its access log (one line per request).
 */
export async function startLoadBalancer({ dir, port, backends, statsPort, logFile }) {
  await ensureHaproxy();
  mkdirSync(dir, { recursive: true });
  const busyAnswerFile = path.join(dir, '503.http');
  writeFileSync(busyAnswerFile, BUSY_ANSWER);
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ port, backends, busyAnswerFile, statsPort, log: logFile !== undefined }));
  const out = logFile === undefined ? 'ignore' : openSync(logFile, 'a');
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', out, 'inherit'] });
  if (typeof out === 'number') closeSync(out);
  return { child, configFile, url: `http://127.0.0.1:${port}`, metricsUrl: statsPort === undefined ? undefined : `http://127.0.0.1:${statsPort}/metrics` };
}
