/**
 * What applicants and officers do, counted as it happens (Prometheus turns the counters into rates per
 * minute). Each is counted in one place: sign-ins, saves, submissions and checkouts from the answer of
 * the route that does them (the table below, by route template: the domain modules stay as they are);
 * payments where the gateway's word settles them, after the transaction commits (payment/settle.ts,
 * payment/webhook-store.ts), because they arrive by webhook or reconciliation, not by a request of
 * the applicant.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { methodOf, routeOf } from './http';
import { outcomeOfStatus, processCounter, type Outcome } from './registry';

const signIns = processCounter('portal_sign_ins_total', 'Sign-in attempts by way (pin, email, national_identity, social, staff_password, staff_second_factor) and outcome', ['via', 'outcome'] as const);

const saves = processCounter('portal_form_saves_total', 'Section saves (autosave and Save) by form and outcome (conflict: changed in another tab)', ['form', 'outcome'] as const);

const submissions = processCounter('portal_form_submissions_total', 'Form submissions by form and outcome', ['form', 'outcome'] as const);

const checkouts = processCounter('portal_payment_checkouts_total', 'Payments started at the gateway (Pay) by outcome', ['outcome'] as const);

const paymentsSettled = processCounter('portal_payments_settled_total', "Gateway payments settled by this instance, by settlement (RECEIVED, SUBMITTED: PayNow awaiting the bank, UNSUCCESSFUL, EXPIRED)", ['settlement'] as const);

/** Counted by the caller that moved the payment, once its transaction has committed. */
export function countPaymentSettled(settlement: string): void {
  paymentsSettled.inc({ settlement });
}

interface Answer {
  status: number;
  /** The response started a signed-in session (applicant or staff). */
  startedSession: boolean;
  location: string | undefined;
}

interface Rule {
  method: string;
  route: RegExp;
  count(match: RegExpExecArray, answer: Answer): void;
}

/** The long forms' own segment of a route (`/api/scholarship/…`), with enrolment apart from its application. */
const formOf = (match: RegExpExecArray) => (match[2] ? 'enrolment' : match[1]!);

/**
 * A sign-in through an identity provider ends in a redirect whatever happened: it succeeded when it
 * started a session, and failed when it sends the person back with an error. Other ends of the same
 * callback (a person data retrieval, a social account still to be linked) are not sign-ins.
 */
function redirectedSignIn(via: string) {
  return (_match: RegExpExecArray, answer: Answer) => {
    const outcome: Outcome | undefined =
      answer.status >= 400 ? outcomeOfStatus(answer.status) : answer.startedSession ? 'success' : answer.location?.includes('error=') ? 'refused' : undefined;
    if (outcome) signIns.inc({ via, outcome });
  };
}

const RULES: Rule[] = [
  { method: 'POST', route: /^\/api\/auth\/login\/(pin|email)$/, count: (match, answer) => signIns.inc({ via: match[1]!, outcome: outcomeOfStatus(answer.status) }) },
  { method: 'GET', route: /^\/api\/auth\/oidc\/national-identity\/callback$/, count: redirectedSignIn('national_identity') },
  { method: 'GET', route: /^\/api\/auth\/oidc\/:provider\/callback$/, count: redirectedSignIn('social') },
  { method: 'POST', route: /^\/api\/office\/auth\/login$/, count: (_match, answer) => signIns.inc({ via: 'staff_password', outcome: outcomeOfStatus(answer.status) }) },
  {
    method: 'POST',
    route: /^\/api\/office\/auth\/second-factor\/(totp|recovery-code|passkey)$/,
    count: (_match, answer) => signIns.inc({ via: 'staff_second_factor', outcome: outcomeOfStatus(answer.status) }),
  },
  {
    method: 'PUT',
    route: /^\/api\/(admission|scholarship|financial-aid)\/applications\/:\w+(\/enrolment)?\/sections\/:section$/,
    count: (match, answer) => saves.inc({ form: formOf(match), outcome: outcomeOfStatus(answer.status) }),
  },
  {
    method: 'POST',
    route: /^\/api\/(admission|scholarship|financial-aid)\/applications\/:\w+(\/enrolment)?\/submit$/,
    count: (match, answer) => submissions.inc({ form: formOf(match), outcome: outcomeOfStatus(answer.status) }),
  },
  { method: 'POST', route: /^\/api\/payment\/fees\/:feeId\/checkout$/, count: (_match, answer) => checkouts.inc({ outcome: outcomeOfStatus(answer.status) }) },
];

/** The rules by "METHOD template", decided once per route: most requests match none. */
const rulesByRoute = new Map<string, { rule: Rule; match: RegExpExecArray } | null>();

function ruleFor(method: string, route: string) {
  const key = `${method} ${route}`;
  let found = rulesByRoute.get(key);
  if (found === undefined) {
    found = null;
    for (const rule of RULES) {
      const match = rule.method === method ? rule.route.exec(route) : null;
      if (match) {
        found = { rule, match };
        break;
      }
    }
    rulesByRoute.set(key, found);
  }
  return found;
}

/** Counts what the answered request did, if it is one of the routes above. */
export function countDomainEvent(request: FastifyRequest, reply: FastifyReply, sessionCookies: readonly string[]): void {
  const found = ruleFor(methodOf(request), routeOf(request));
  if (!found) return;
  const setCookie = reply.getHeader('set-cookie');
  const cookies = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
  // A cookie cleared on sign-out is sent empty (`name=;`): only a value starts a session.
  const startedSession = cookies.some((cookie) => sessionCookies.some((name) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`)));
  const location = reply.getHeader('location');
  found.rule.count(found.match, { status: reply.statusCode, startedSession, location: typeof location === 'string' ? location : undefined });
}
