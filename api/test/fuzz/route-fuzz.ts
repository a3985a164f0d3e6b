/**
 * Fuzzing one route: fast-check generates malformed requests around each of the route's targets
 * (malformed-requests.ts), the scenario's browser sends them, and each answer is checked — no
 * server error, no internal detail, a refusal as the error list — and so is the database: a refused
 * request must have stored nothing (write-log.ts). A failure is reported with fast-check's report,
 * which names the seed and the smallest failing request.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { checkAnswer } from './answer-checks';
import { malformedRequest, type MalformedRequest } from './malformed-requests';
import { fillPath, type DocumentedRoute } from './openapi-routes';
import type { RoutePlan } from './route-scenarios';
import { describeWrites, type WriteLog } from './write-log';

export interface RouteStats {
  sent: number;
  /** fast-check's report of the first property failure (seed, smallest failing request), if any. */
  failure?: string;
  /** Answers by status code. */
  statuses: Record<number, number>;
  /** Answers that show the body was read: accepted, or refused naming a field of it. */
  reachedValidation: number;
}

interface FuzzedRequest {
  url: string;
  request: MalformedRequest;
}

/** Requests around every target of the plan; the generators break the target's body one thing at a time. */
function requestsFor(route: DocumentedRoute, plan: RoutePlan): fc.Arbitrary<FuzzedRequest> {
  const perTarget = plan.targets.map((target) => {
    const fieldNames = [...new Set([...route.fieldNames, ...Object.keys(target.body)])];
    const url = fillPath(route.url, target.params);
    return malformedRequest(fieldNames, target.body).map((request) => ({ url, request }));
  });
  return perTarget.length === 1 ? perTarget[0]! : fc.oneof(...perTarget);
}

const namesAField = (response: LightMyRequestResponse): boolean => {
  if (response.statusCode !== 400) return false;
  const { errors } = JSON.parse(response.body) as { errors: Array<{ field?: string }> };
  return errors.some((error) => error.field !== undefined);
};

export interface RouteFuzzOptions {
  route: DocumentedRoute;
  plan: RoutePlan;
  writes: WriteLog;
  numRuns: number;
  /** A signed-in browser answered 401 has lost its session: every later request would test nothing. */
  signedIn: boolean;
}

/**
 * Fuzzes one route until its first failure, which is reported (not thrown) with fast-check's seed
 * and smallest failing request, so that one run reports every broken route.
 */
export async function fuzzRoute({ route, plan, writes, numRuns, signedIn }: RouteFuzzOptions): Promise<RouteStats> {
  const stats: RouteStats = { sent: 0, statuses: {}, reachedValidation: 0 };

  async function send({ url, request }: FuzzedRequest): Promise<LightMyRequestResponse> {
    stats.sent += 1;
    return plan.browser.request({
      method: route.method,
      url,
      remoteAddress: request.remoteAddress,
      headers: request.contentType === undefined ? {} : { 'content-type': request.contentType },
      payload: request.payload,
    });
  }

  /** Refused: nothing but bookkeeping may have been written. Accepted: its writes are the route's business. */
  async function checkStored(response: LightMyRequestResponse): Promise<void> {
    const stored = await writes.storedSinceLastLook();
    if (response.statusCode >= 400) {
      if (stored.length) throw new Error(`refused with ${response.statusCode} (${response.body.slice(0, 300)}) but stored:\n${describeWrites(stored)}`);
      return;
    }
    if (plan.undoAccepted) {
      await plan.undoAccepted();
      await writes.takeNew();
    }
  }

  const property = fc.asyncProperty(requestsFor(route, plan), async (fuzzed) => {
    const response = await send(fuzzed);
    stats.statuses[response.statusCode] = (stats.statuses[response.statusCode] ?? 0) + 1;
    if (signedIn && response.statusCode === 401) throw new Error(`the signed-in browser was answered 401: ${response.body}`);
    checkAnswer(response, fuzzed.request.payload);
    await checkStored(response);
    if (response.statusCode < 400 || namesAField(response)) stats.reachedValidation += 1;
  });

  await writes.takeNew();
  const details = await fc.check(property, { numRuns });
  if (details.failed) stats.failure = `${route.method} ${route.url}: ${String(details.errorInstance)}\n${fc.defaultReportMessage(details)}`;
  return stats;
}
