/**
 * The identity-data screen's API (/singpass, spec 2 and 6), behind its own guard: a portal session
 * AND a national-identity authentication of the same applicant within IDENTITY_DATA_WINDOW_MINUTES
 * (the session's identity_verified_at, set by a national-identity sign-in or a retrieval, which
 * checks the NRIC is the applicant's own). Without it: 403 IDENTITY_RECENT_SIGN_IN_REQUIRED, and the
 * screen offers to retrieve again.
 *
 *   GET  /api/applicant/identity-data        what the service released (kept server-side) and the application it can fill
 *   POST /api/applicant/identity-data/fill   with consent, fills Personal Particulars of the followed draft from it
 *
 * The fill reads the person data from the server's copy, never from the browser, marks the answers
 * the service verified (read-only from then on: section-routes.ts refuses changing them) and records
 * the retrieval in the application's timeline.
 */
import { IDENTITY_DATA_WINDOW_MINUTES, identityFillSchema, type IdentityDataResponse, type IdentityFillResponse } from '@portal/contracts/identity-data';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadSections, recordSectionState, saveSection } from '../../forms/section-store';
import { recordEvent } from '../../forms/timeline';
import { errorResponses } from '../../http/openapi-schemas';
import { problem } from '../../http/problems';
import { activeSession } from '../../sessions/session-plugin';
import { identityVerifiedAt, type StoredSession } from '../../sessions/session-store';
import { applicableSections } from './form';
import { findOwnedApplication, formRef, type OwnedApplication } from './owned-application';
import { applicationChoices, findRetrieval, IDENTITY_DATA_WINDOW_MS, type Retrieval } from '../applicant';
import { particularsFromPerson } from './identity-particulars';

export const IDENTITY_DATA_ROUTES = { data: '/api/applicant/identity-data', fill: '/api/applicant/identity-data/fill' } as const;

const SECTION = 'personalParticulars';

const code = { type: 'object', required: ['code', 'desc'], properties: { code: { type: 'string' }, desc: { type: 'string' } } } as const;
const nullableCode = { anyOf: [code, { type: 'null' }] };

const personSchema = {
  type: 'object',
  required: ['nric', 'name', 'sex', 'race', 'nationality', 'dateOfBirth', 'residentialStatus', 'registeredAddress', 'mobile', 'email', 'maritalStatus'],
  properties: {
    nric: { type: 'string' },
    name: { type: 'string' },
    sex: nullableCode,
    race: nullableCode,
    nationality: nullableCode,
    dateOfBirth: { type: ['string', 'null'], format: 'date' },
    residentialStatus: nullableCode,
    registeredAddress: {
      anyOf: [
        {
          type: 'object',
          required: ['block', 'building', 'floor', 'unit', 'street', 'postal', 'country'],
          properties: Object.fromEntries(['block', 'building', 'floor', 'unit', 'street', 'postal', 'country'].map((part) => [part, { type: 'string' }])),
        },
        { type: 'null' },
      ],
    },
    mobile: { anyOf: [{ type: 'object', required: ['countryCode', 'number'], properties: { countryCode: { type: 'string' }, number: { type: 'string' } } }, { type: 'null' }] },
    email: { type: ['string', 'null'] },
    maritalStatus: nullableCode,
  },
} as const;

/** The draft the session follows whose Personal Particulars a fill may write; null when there is none. */
async function followedApplication(app: FastifyInstance, session: StoredSession): Promise<OwnedApplication | null> {
  const { current } = await applicationChoices(app.db, session);
  if (!current) return null;
  try {
    const application = await findOwnedApplication(app.db, session.applicantId, current);
    return applicableSections(application).includes(SECTION) ? application : null;
  } catch {
    // Applications without a form (submitted whole before the eligibility step) have nothing to fill.
    return null;
  }
}

export default async function identityDataRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  /** The screen's guard: a recent national-identity authentication in this session, and its data still kept. */
  async function recentRetrieval(request: FastifyRequest): Promise<{ session: StoredSession; retrieval: Retrieval }> {
    const session = activeSession(request);
    const verifiedAt = await identityVerifiedAt(db, session.idHash);
    const now = app.now();
    if (!session.applicantId || !verifiedAt || now.getTime() - verifiedAt.getTime() > IDENTITY_DATA_WINDOW_MS) {
      throw problem(403, 'IDENTITY_RECENT_SIGN_IN_REQUIRED', [IDENTITY_DATA_WINDOW_MINUTES]);
    }
    const retrieval = await findRetrieval(db, session.applicantId, now);
    if (!retrieval) throw problem(403, 'IDENTITY_DATA_NOT_AVAILABLE');
    return { session, retrieval };
  }

  app.get(
    IDENTITY_DATA_ROUTES.data,
    {
      schema: {
        tags: ['applicant'],
        summary: `What the national identity service released about the signed-in applicant at their authentication within the last ${IDENTITY_DATA_WINDOW_MINUTES} minutes, and the application it can fill. 403 IDENTITY_RECENT_SIGN_IN_REQUIRED without such an authentication.`,
        response: {
          200: {
            type: 'object',
            required: ['person', 'retrievedAt', 'application'],
            properties: {
              person: personSchema,
              retrievedAt: { type: 'string', format: 'date-time' },
              application: {
                anyOf: [{ type: 'object', required: ['applicationNumber', 'fillable'], properties: { applicationNumber: { type: 'string' }, fillable: { type: 'boolean' } } }, { type: 'null' }],
              },
            },
          },
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply): Promise<IdentityDataResponse> => {
      reply.header('Cache-Control', 'no-store');
      const { session, retrieval } = await recentRetrieval(request);
      const application = await followedApplication(app, session);
      return {
        person: retrieval.person,
        retrievedAt: retrieval.retrievedAt.toISOString(),
        application: application ? { applicationNumber: application.applicationNumber, fillable: application.status === 'DRAFT' } : null,
      };
    },
  );

  app.post(
    IDENTITY_DATA_ROUTES.fill,
    {
      schema: {
        tags: ['applicant'],
        summary:
          'With the applicant’s consent, fills Personal Particulars of the draft the session follows from the national identity service’s data, marking the verified answers read-only. 403 without a recent national-identity authentication; 409 IDENTITY_NO_DRAFT_APPLICATION or APPLICATION_NOT_EDITABLE.',
        body: identityFillSchema,
        response: {
          200: { type: 'object', required: ['applicationNumber', 'verified'], properties: { applicationNumber: { type: 'string' }, verified: { type: 'array', items: { type: 'string' } } } },
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request): Promise<IdentityFillResponse> => {
      const { session, retrieval } = await recentRetrieval(request);
      const application = await followedApplication(app, session);
      if (!application) throw problem(409, 'IDENTITY_NO_DRAFT_APPLICATION');
      if (application.status !== 'DRAFT') throw problem(409, 'APPLICATION_NOT_EDITABLE');

      const fill = particularsFromPerson(retrieval.person);
      const ref = formRef(application);
      const previous = (await loadSections(db, ref)).get(SECTION);
      const now = app.now();
      // The applicant's other answers (salutation, religion, next of kin) stay; the section is theirs to review and finish.
      const outcome = await saveSection(db, ref, {
        section: SECTION,
        data: { ...(previous?.data ?? {}), ...fill.answers },
        basedOn: previous?.version ?? 0,
        markedComplete: false,
        now,
        verified: fill.verified,
      });
      if (!outcome.saved) throw problem(409, 'DRAFT_CHANGED');
      await recordSectionState(db, ref, SECTION, 'IN_PROGRESS');
      await recordEvent(db, ref, { kind: 'IDENTITY_DATA_RETRIEVED', actor: 'APPLICANT', at: now });
      request.log.info({ event: 'identity_data_filled', verified: fill.verified.length }, 'identity data: Personal Particulars filled');
      return { applicationNumber: application.applicationNumber, verified: fill.verified };
    },
  );
}
