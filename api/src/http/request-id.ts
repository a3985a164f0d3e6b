/**
 * One id per request, from the load balancer to the e-mail the request queued (issue 38).
 *
 * HAProxy gives every request a unique id in X-Request-ID (scripts/cluster/haproxy.mjs) and logs it;
 * the instance takes that id as the request's own, so a line in the balancer's log, every log line of
 * the request (Fastify's `reqId`) and the outbox row it wrote all carry the same id. The header is
 * believed only from the load balancers named in TRUST_PROXY: anyone else could send a chosen id (one
 * copied from another person's request, or a line break to forge log lines), so their requests get an
 * id made here, as does a request whose header is not a plain token.
 *
 * Code far from the request (enqueueMail, called by every module) reads the id from an
 * AsyncLocalStorage entered for each request, instead of being handed it through every signature.
 */
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A UUID from HAProxy, or any similar token; nothing that could break a log line or a header. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

interface RequestContext {
  requestId: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request this code runs for; undefined outside a request (scheduled jobs, start-up). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/**
 * Fastify's genReqId: the trusted balancer's id when it sent one, otherwise a new UUID (unique across
 * instances, unlike Fastify's default counter, which every instance starts at 1).
 */
export function requestIdGenerator(trustProxy: string[] | false): (raw: IncomingMessage) => string {
  const trusted = trustProxy ? proxyAddr.compile(trustProxy) : undefined;
  return (raw) => {
    const sent = raw.headers[REQUEST_ID_HEADER];
    const address = raw.socket?.remoteAddress;
    if (trusted && address && typeof sent === 'string' && ACCEPTED_ID.test(sent) && trusted(address, 0)) return sent;
    return randomUUID();
  };
}

const boundScope = Symbol('request id scope');
type ScopedRequest = FastifyRequest & { [boundScope]?: AsyncResource };

/**
 * Enters the request's context for the rest of its life. A request body arrives through socket events
 * that belong to no request, so the context is bound to an AsyncResource here and entered again before
 * validation, after the body was read (as @fastify/request-context does).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request: ScopedRequest, _reply, done) => {
    requestContext.run({ requestId: request.id }, () => {
      request[boundScope] = new AsyncResource('portal-request');
      done();
    });
  });
  app.addHook('preValidation', (request: ScopedRequest, _reply, done) => {
    const scope = request[boundScope];
    if (scope) scope.runInAsyncScope(done, request.raw);
    else done();
  });
}
