// The load balancer in front of the API instances: Debian's HAProxy with a generated configuration.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureHaproxy, HAPROXY } from '../workspace.mjs';

/**
 * The answer when no instance can take a request in time (all busy or all down): the API's own
 * JSON error list and a Retry-After, so the browser keeps the draft and tries again, as it does
 * when an instance itself answers 503.
 */
const BUSY_ANSWER = [
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
 *   the address it saw, so the API (TRUST_PROXY) sees the real applicant and nobody can pose as another.
 */
export function haproxyConfig({ port, backends, maxconnPerInstance = 32, queueTimeoutSeconds = 1, busyAnswerFile }) {
  return `global
  maxconn 4096

defaults
  mode http
  option httplog
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
  bind 127.0.0.1:${port}
  http-request del-header X-Forwarded-For
  option forwardfor
  default_backend api

backend api
  balance leastconn
  option httpchk GET /api/health
  http-check expect status 200
  default-server check inter 1s fall 2 rise 1 maxconn ${maxconnPerInstance}
${backends.map((backend, index) => `  server api${index + 1} ${backend}`).join('\n')}
`;
}

/** Writes the configuration into `dir` and starts HAProxy in the foreground (stopped with the returned child). */
export async function startLoadBalancer({ dir, port, backends }) {
  await ensureHaproxy();
  mkdirSync(dir, { recursive: true });
  const busyAnswerFile = path.join(dir, '503.http');
  writeFileSync(busyAnswerFile, BUSY_ANSWER);
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ port, backends, busyAnswerFile }));
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { child, configFile, url: `http://127.0.0.1:${port}` };
}
