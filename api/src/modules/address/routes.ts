/**
 * GET /api/address/singapore/{postalCode}: the address look-up behind the "Find address" button of
 * every address form. Only for signed-in applicants, only 6-digit codes (the shared schema), counted
 * against limits.ts, and answering just what a form needs. The service behind it is app.addressLookup.
 */
import type { SingaporeAddressLookup as LookupAnswer } from '@portal/contracts/address';
import type { MessageCode } from '@portal/contracts/messages';
import { postalCodeLookupSchema, type PostalCodeLookupRequest } from '@portal/contracts/schemas/address';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AddressServiceUnavailable } from './singapore-address-lookup';
import { fieldProblem, problem, validateBody } from '../../http/problems';
import { releaseAttempt, reserveAttempt, type AttemptLimit, type Reservation } from '../../security/attempt-limits';
import { activeSession } from '../../sessions/session-plugin';
import { ADDRESS_LOOKUP_LIMITS, UNAVAILABLE_RETRY_AFTER_SECONDS } from './limits';
import { singaporeLookupRoute } from './schemas';

const LIMITED: MessageCode = 'ADDRESS_LOOKUP_LIMITED';

export default async function addressRoutes(app: FastifyInstance): Promise<void> {
  /** Counts this look-up against every limit; over any of them, 429 with the longest wait, and the others are given back. */
  async function reserveLookup(request: FastifyRequest): Promise<void> {
    const session = activeSession(request);
    // The person, however they signed in (account or number and PIN), so a second sign-in is no way round the limit.
    const person = session.applicantId ? `applicant:${session.applicantId}` : session.accountId ? `account:${session.accountId}` : `session:${session.idHash}`;
    const checks: Array<[AttemptLimit, string]> = [
      [ADDRESS_LOOKUP_LIMITS.perPerson, person],
      [ADDRESS_LOOKUP_LIMITS.perPersonDaily, person],
      [ADDRESS_LOOKUP_LIMITS.perClientAddress, request.ip || 'unknown'],
    ];
    const now = app.now();
    const reservations: Reservation[] = [];
    for (const [limit, subject] of checks) reservations.push(await reserveAttempt(app.db, limit, subject, now));
    const wait = Math.max(...reservations.map((reservation) => reservation.retryAfterSeconds));
    if (wait > 0) {
      await Promise.all(reservations.filter((reservation) => reservation.retryAfterSeconds === 0).map((reservation) => releaseAttempt(app.db, reservation)));
      throw problem(429, LIMITED, [wait], { 'Retry-After': String(wait) });
    }
  }

  app.get(
    '/api/address/singapore/:postalCode',
    { schema: singaporeLookupRoute },
    async (request): Promise<LookupAnswer> => {
      const { postalCode } = validateBody<PostalCodeLookupRequest>(postalCodeLookupSchema, request.params);
      const lookup = app.addressLookup;
      if (!lookup) throw problem(503, 'ADDRESS_LOOKUP_OFF');
      await reserveLookup(request);
      try {
        const result = await lookup.lookUpSingaporePostalCode(postalCode);
        if (!result.found) throw fieldProblem(404, 'POSTAL_CODE_NOT_FOUND', 'postalCode');
        return { postalCode, addresses: result.addresses };
      } catch (error) {
        if (!(error instanceof AddressServiceUnavailable)) throw error;
        request.log.warn({ reason: error.reason }, 'address look-up: the address service could not answer');
        throw problem(503, 'ADDRESS_LOOKUP_UNAVAILABLE', [], { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
      }
    },
  );
}
