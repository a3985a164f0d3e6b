/**
 * JSON Schemas of the scholarship award's answers (shared/contracts/src/scholarship/award.ts), for
 * OpenAPI and for the answers' serialisation: every property the routes return is named here, or it
 * would be dropped. Stored JSON (terms, surety details, a guardian's endorsement) is described without
 * `required`, so that an older row missing a key is still answered as it is.
 */
import { LANGUAGES } from '@portal/contracts/languages';
import { SCHOLARSHIP_RESULTS, SURETY_ID_TYPES, SURETY_RELATIONSHIPS } from '@portal/contracts/scholarship/award';
import { GUARDIAN_RELATIONSHIPS, UNDERTAKING_DECLARATIONS } from '@portal/contracts/scholarship/undertaking-letter';
import { documentSummarySchema } from '../../files/routes';
import { isoDateTime, nullable } from '../../http/list-route';
import { day as calendarDay, inBothLanguages, instant, uuid } from '../../http/openapi-schemas';

const day = (description: string) => ({ ...calendarDay, type: ['string', 'null'], description }) as const;
const clausesInBothLanguages = { type: 'object', properties: Object.fromEntries(LANGUAGES.map((language) => [language, { type: 'array', items: { type: 'string' } }])) } as const;
const result = { type: 'string', enum: [...SCHOLARSHIP_RESULTS] } as const;
const offerResponse = { type: ['string', 'null'], enum: ['ACCEPTED', 'DECLINED', 'LAPSED', null] } as const;

/** The offered scholarship's terms, copied from it when the outcome was recorded. */
const termsSchema = {
  type: 'object',
  properties: {
    scholarshipId: uuid,
    code: { type: 'string' },
    academicYear: { type: 'string' },
    name: inBothLanguages,
    bondYears: { type: 'integer' },
    livingAllowanceCents: { type: 'integer' },
    tuitionCoveragePercent: { type: 'integer' },
  },
} as const;

const guardianSchema = {
  type: ['object', 'null'],
  properties: {
    name: { type: 'string' },
    relationship: { type: 'string', enum: [...GUARDIAN_RELATIONSHIPS] },
    email: { type: 'string' },
    endorsement: { type: 'boolean' },
  },
} as const;

/** A surety's details as saved (dates dd/mm/yyyy). */
const suretyDetailsSchema = {
  type: 'object',
  properties: {
    fullName: { type: 'string' },
    idType: { type: 'string', enum: [...SURETY_ID_TYPES] },
    idNumber: { type: 'string' },
    dateOfBirth: { type: 'string' },
    relationship: { type: 'string', enum: [...SURETY_RELATIONSHIPS] },
    immediateFamily: { type: 'boolean' },
    email: { type: 'string' },
    mobile: { type: 'string' },
    employed: { type: 'boolean' },
    employer: { type: 'string' },
    occupation: { type: 'string' },
    employmentLetterDate: { type: 'string' },
    bankrupt: { type: 'boolean' },
    existingAgreement: { type: 'boolean' },
  },
} as const;

const suretyProperties = {
  position: { type: 'integer', enum: [1, 2] },
  status: { type: ['string', 'null'], enum: ['NOMINATED', 'INVITED', 'CONFIRMED', null], description: 'null: nothing saved yet' },
  details: { ...suretyDetailsSchema, type: ['object', 'null'] },
  documents: {
    type: 'object',
    required: ['identification', 'employmentLetter'],
    properties: { identification: { ...documentSummarySchema, type: ['object', 'null'] }, employmentLetter: { ...documentSummarySchema, type: ['object', 'null'] } },
  },
  invitedAt: isoDateTime,
  linkExpiresAt: isoDateTime,
  confirmedAt: isoDateTime,
} as const;

/** What the applicant sees of a surety (never the link). */
export const suretyViewSchema = {
  type: 'object',
  required: ['position', 'status', 'details', 'documents', 'invitedAt', 'linkExpiresAt', 'confirmedAt'],
  properties: suretyProperties,
} as const;

/** The applicant's released outcome (the office's remarks are not in it). */
export const applicantOutcomeSchema = {
  type: 'object',
  required: ['applicationId', 'reference', 'result', 'releasedAt', 'offer'],
  properties: {
    applicationId: uuid,
    reference: nullable('string'),
    result,
    releasedAt: instant,
    offer: {
      type: ['object', 'null'],
      required: ['terms', 'replyDueDate', 'replyDueAt', 'state', 'respondedAt', 'declineReason', 'undertakingAccepted'],
      properties: {
        terms: termsSchema,
        replyDueDate: { type: 'string', format: 'date', description: 'The offer can be answered until 23:59 Singapore time that day' },
        replyDueAt: instant,
        state: { type: 'string', enum: ['AWAITING_REPLY', 'ACCEPTED', 'DECLINED', 'LAPSED'] },
        respondedAt: isoDateTime,
        declineReason: nullable('string'),
        undertakingAccepted: { type: 'boolean' },
      },
    },
  },
} as const;

const acceptanceSchema = {
  type: ['object', 'null'],
  required: ['acceptedAt', 'acceptedName', 'guardian'],
  properties: { acceptedAt: instant, acceptedName: { type: 'string' }, guardian: guardianSchema },
} as const;

/** The Letter of Acceptance & Undertaking to read and, once accepted, the acceptance. */
export const undertakingLetterSchema = {
  type: 'object',
  required: ['applicationId', 'reference', 'applicantName', 'terms', 'bondYears', 'liquidatedDamagesInterestPercent', 'clauses', 'declarations', 'guardianRequired', 'accepted'],
  properties: {
    applicationId: uuid,
    reference: nullable('string'),
    applicantName: { type: 'string' },
    terms: termsSchema,
    bondYears: { type: 'integer' },
    liquidatedDamagesInterestPercent: { type: 'number' },
    clauses: clausesInBothLanguages,
    declarations: { type: 'array', items: { type: 'string', enum: [...UNDERTAKING_DECLARATIONS] } },
    guardianRequired: { type: 'boolean', description: 'The applicant is under 18 today: a guardian must endorse' },
    accepted: acceptanceSchema,
  },
} as const;

/** What a surety's link opens: the undertaking they are asked to guarantee, with their own details. */
export const publicSuretyUndertakingSchema = {
  type: 'object',
  required: ['applicantName', 'reference', 'terms', 'bondYears', 'liquidatedDamagesInterestPercent', 'clauses', 'surety', 'linkExpiresAt'],
  properties: {
    applicantName: { type: 'string' },
    reference: nullable('string'),
    terms: termsSchema,
    bondYears: { type: 'integer' },
    liquidatedDamagesInterestPercent: { type: 'number' },
    clauses: clausesInBothLanguages,
    surety: suretyDetailsSchema,
    linkExpiresAt: instant,
  },
} as const;

const releaseResult = { type: 'string', enum: ['RELEASED', 'ALREADY_RELEASED', 'NOT_FOUND'] } as const;

/** One application's release: what happened to it. */
export const releaseOutcomeSchema = {
  type: 'object',
  required: ['applicationId', 'result'],
  properties: { applicationId: { type: 'string' }, result: releaseResult },
} as const;

export const releaseOutcomesSchema = {
  type: 'object',
  required: ['results'],
  properties: { results: { type: 'array', items: releaseOutcomeSchema } },
} as const;

export const unreleasedOutcomeSchema = {
  type: 'object',
  required: ['applicationId', 'reference', 'applicantName', 'result', 'scholarshipCode', 'replyDueDate', 'recordedAt'],
  properties: {
    applicationId: uuid,
    reference: nullable('string'),
    applicantName: { type: 'string' },
    result,
    scholarshipCode: nullable('string'),
    replyDueDate: day('Offers only'),
    recordedAt: instant,
  },
} as const;

/** The office's whole view of an award: outcome, reply, undertaking and sureties (never their links). */
export const officeAwardSchema = {
  type: 'object',
  required: ['applicationId', 'reference', 'academicYear', 'status', 'applicantName', 'outcome', 'undertaking', 'sureties'],
  properties: {
    applicationId: uuid,
    reference: nullable('string'),
    academicYear: { type: 'string' },
    status: { type: 'string' },
    applicantName: { type: 'string' },
    outcome: {
      type: ['object', 'null'],
      required: ['result', 'terms', 'replyDueDate', 'remarks', 'recordedAt', 'recordedBy', 'releasedAt', 'releasedBy', 'response', 'declineReason', 'respondedAt'],
      properties: {
        result,
        terms: { ...termsSchema, type: ['object', 'null'] },
        replyDueDate: day('Offers only'),
        remarks: { type: 'string' },
        recordedAt: instant,
        recordedBy: { type: 'string' },
        releasedAt: isoDateTime,
        releasedBy: nullable('string'),
        response: offerResponse,
        declineReason: nullable('string'),
        respondedAt: isoDateTime,
      },
    },
    undertaking: {
      type: ['object', 'null'],
      required: ['acceptedAt', 'acceptedName', 'language', 'guardian'],
      properties: { acceptedAt: instant, acceptedName: { type: 'string' }, language: { type: 'string', enum: [...LANGUAGES] }, guardian: guardianSchema },
    },
    sureties: {
      type: 'array',
      items: { type: 'object', required: [...suretyViewSchema.required, 'signatureName'], properties: { ...suretyProperties, signatureName: nullable('string') } },
    },
  },
} as const;
