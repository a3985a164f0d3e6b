/**
 * Which suite fuzzes which route, decided from the app's OpenAPI document so no route falls between
 * them: malformed-bodies.test.ts sends anonymous POSTs to /api/public and /api/auth (sign-ins
 * included), signed-in-bodies.test.ts every other POST, PUT and PATCH under /api, malformed-uploads.test.ts
 * the routes documented as taking only multipart uploads, with malformed multipart bodies. Not
 * fuzzed with JSON by construction: those upload routes, and those listed in NO_JSON_BODY
 * (route-scenarios.ts) as taking no body at all (or, the payment webhook, none Fastify reads as JSON).
 */
import { fuzzedByPublicSuite, routeKey, takesUploadsOnly, type DocumentedRoute } from './openapi-routes';
import { NO_JSON_BODY, SCENARIOS } from './route-scenarios';

export interface Coverage {
  /** Fuzzed by the signed-in suite, each with a scenario. */
  signedIn: DocumentedRoute[];
  publicSuite: DocumentedRoute[];
  uploadsOnly: DocumentedRoute[];
  noBody: DocumentedRoute[];
  /** Take a JSON body but nobody said how to reach them: the coverage test fails on these. */
  withoutScenario: DocumentedRoute[];
}

export function coverageOf(routes: DocumentedRoute[]): Coverage {
  const coverage: Coverage = { signedIn: [], publicSuite: [], uploadsOnly: [], noBody: [], withoutScenario: [] };
  for (const route of routes) {
    const key = routeKey(route);
    if (fuzzedByPublicSuite(route)) coverage.publicSuite.push(route);
    else if (takesUploadsOnly(route)) coverage.uploadsOnly.push(route);
    // Every route now declares its body (a bodiless one `noBody`, which refuses any): one listed here
    // cannot read a body unnoticed, and the list says why each is left out.
    else if (NO_JSON_BODY[key]) coverage.noBody.push(route);
    else if (SCENARIOS[key]) coverage.signedIn.push(route);
    else coverage.withoutScenario.push(route);
  }
  return coverage;
}
