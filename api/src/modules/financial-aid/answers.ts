/**
 * JSON Schemas of financial aid's answers after submission, to the applicant and the office
 * (shared/contracts/src/financial-aid/after.ts, office.ts, guarantor.ts), for OpenAPI and for the
 * answers' serialisation: every property the routes return is named here, or it would be dropped.
 * Stored JSON (a package's items and selection, a guarantor's details) is described without
 * `required`, so that an older row missing a key is still answered as it is.
 */
import { AID_AFTER_LIMITS } from '@portal/contracts/financial-aid/after';
import { LANGUAGES } from '@portal/contracts/languages';
import { GUARANTOR_ID_TYPES, GUARANTOR_RELATIONSHIPS } from '@portal/contracts/financial-aid/guarantor';
import {
  AID_APPLICATION_STATUSES,
  AID_CHANGE_KINDS,
  AID_PACKAGE_STATUSES,
  AID_REJECT_REASONS,
  AID_REQUEST_KINDS,
  AID_REQUEST_STATUSES,
  AID_SCHEME_CATEGORIES,
  AID_TIERS,
  LOAN_CATEGORIES,
} from '@portal/contracts/financial-aid/model';
import { documentListSchema as documents } from '../../files/routes';
import { isoDateTime, nullable } from '../../http/list-route';
import { day, inBothLanguages, instant, uuid } from '../../http/openapi-schemas';
import { officeTimelineResponseSchema } from '../../staff/timeline';

const applicationStatus = { type: 'string', enum: [...AID_APPLICATION_STATUSES] } as const;
const documentRequestStatus = { type: 'string', enum: ['OPEN', 'FULFILLED', 'CANCELLED'] } as const;
/** Free-form stored JSON, answered as stored. */
const storedObject = (description: string) => ({ type: 'object', additionalProperties: true, description }) as const;

/** The office's dates for an academic year (YYYY-MM-DD). */
export const aidYearDatesSchema = {
  type: 'object',
  required: ['academicYear', 'opensOn', 'recommendedBy', 'closesOn', 'appealClosesOn', 'semesterOneDisbursementOn', 'semesterTwoDisbursementOn'],
  properties: {
    academicYear: { type: 'string' },
    opensOn: day,
    recommendedBy: day,
    closesOn: day,
    appealClosesOn: day,
    semesterOneDisbursementOn: day,
    semesterTwoDisbursementOn: day,
  },
} as const;

export const aidYearViewSchema = {
  type: 'object',
  required: ['dates', 'configured', 'updatedAt', 'updatedBy'],
  properties: {
    dates: aidYearDatesSchema,
    configured: { type: 'boolean', description: 'false: the suggested dates, until the office saves them' },
    updatedAt: isoDateTime,
    updatedBy: nullable('string'),
  },
} as const;

export const aidSchemeSchema = {
  type: 'object',
  required: ['id', 'academicYear', 'code', 'category', 'name', 'description', 'tiers', 'maxPerCapitaIncomeCents', 'annualAmountCents', 'maxPercent', 'active', 'createdAt', 'updatedAt'],
  properties: {
    id: uuid,
    academicYear: { type: 'string' },
    code: { type: 'string' },
    category: { type: 'string', enum: [...AID_SCHEME_CATEGORIES] },
    name: inBothLanguages,
    description: inBothLanguages,
    tiers: { type: 'array', items: { type: 'string', enum: [...AID_TIERS] } },
    maxPerCapitaIncomeCents: nullable('integer', { description: 'null: no limit' }),
    annualAmountCents: nullable('integer', { description: 'Bursaries: the usual amount for the year; null for a loan' }),
    maxPercent: nullable('integer', { description: 'Loans: the most that may be borrowed; null for a bursary' }),
    active: { type: 'boolean' },
    createdAt: instant,
    updatedAt: isoDateTime,
  },
} as const;

const rowSchema = {
  type: 'object',
  required: ['id', 'reference', 'applicantName', 'admissionApplicationNumber', 'academicYear', 'status', 'submittedAt', 'perCapitaIncomeCents'],
  properties: {
    id: uuid,
    reference: nullable('string'),
    applicantName: { type: 'string' },
    admissionApplicationNumber: { type: 'string', description: "'' when none is linked" },
    academicYear: { type: 'string' },
    status: applicationStatus,
    submittedAt: isoDateTime,
    perCapitaIncomeCents: nullable('integer'),
  },
} as const;

export const officeAidPageSchema = {
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: { items: { type: 'array', items: rowSchema }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
} as const;

/** One scheme in an offered package, frozen as offered. */
const packageItemProperties = {
  schemeId: { type: 'string' },
  code: { type: 'string' },
  category: { type: 'string', enum: [...AID_SCHEME_CATEGORIES] },
  name: inBothLanguages,
  annualAmountCents: nullable('integer', { description: 'Bursary: the amount for the year (paid in two halves); null for a loan' }),
  maxPercent: nullable('integer', { description: 'Loan: the most that may be borrowed; null for a bursary' }),
} as const;

const selectionSchema = {
  type: ['object', 'null'],
  properties: { items: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, percent: nullable('integer') } } } },
} as const;

const rejectReasons = { type: ['array', 'null'], items: { type: 'string', enum: [...AID_REJECT_REASONS] } } as const;
const withdrawalSchema = {
  type: ['object', 'null'],
  required: ['at', 'by', 'reason'],
  properties: { at: instant, by: { type: 'string', enum: ['APPLICANT', 'OFFICE'] }, reason: nullable('string') },
} as const;

/** The office's request for documents as the applicant sees it. */
export const aidDocumentRequestViewSchema = {
  type: 'object',
  required: ['id', 'documentTypes', 'message', 'dueOn', 'status', 'requestedAt', 'fulfilledAt', 'applicantNote', 'documents'],
  properties: {
    id: uuid,
    documentTypes: { type: 'array', items: { type: 'string' } },
    message: { type: 'string' },
    dueOn: day,
    status: documentRequestStatus,
    requestedAt: instant,
    fulfilledAt: isoDateTime,
    applicantNote: nullable('string', { description: `At most ${AID_AFTER_LIMITS.documentNote} characters` }),
    documents,
  },
} as const;

/** Everything the office reads of one application, with the actions allowed now. */
export const officeAidApplicationSchema = {
  type: 'object',
  required: ['row', 'applicant', 'tier', 'household', 'sections', 'documents', 'timeline', 'documentRequests', 'requests', 'packages', 'guarantor', 'decisionRemarks', 'withdrawal', 'allowed'],
  properties: {
    row: rowSchema,
    applicant: {
      type: 'object',
      required: ['fullName', 'email', 'language'],
      properties: { fullName: { type: 'string' }, email: { type: 'string' }, language: { type: ['string', 'null'], enum: [...LANGUAGES, null], description: 'The language the applicant chose for the portal and its e-mails; null: never chosen' } },
    },
    tier: { type: ['string', 'null'], enum: [...AID_TIERS, null] },
    household: {
      type: 'object',
      required: ['size', 'monthlyIncomeCents', 'perCapitaIncomeCents'],
      properties: { size: nullable('integer'), monthlyIncomeCents: nullable('integer'), perCapitaIncomeCents: nullable('integer') },
    },
    sections: storedObject("The frozen submission's section answers, by section id"),
    documents,
    timeline: officeTimelineResponseSchema,
    documentRequests: {
      type: 'array',
      // As the applicant sees it, with the officer who asked.
      items: {
        ...aidDocumentRequestViewSchema,
        required: [...aidDocumentRequestViewSchema.required, 'requestedBy'],
        properties: { ...aidDocumentRequestViewSchema.properties, requestedBy: nullable('string') },
      },
    },
    requests: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'status', 'details', 'submittedAt', 'decidedAt', 'decidedBy', 'decisionRemarks', 'documents'],
        properties: {
          id: uuid,
          kind: { type: 'string', enum: [...AID_REQUEST_KINDS] },
          status: { type: 'string', enum: [...AID_REQUEST_STATUSES] },
          details: storedObject('What the applicant sent (reason; or changeKinds, description and household figures)'),
          submittedAt: instant,
          decidedAt: isoDateTime,
          decidedBy: nullable('string'),
          decisionRemarks: nullable('string'),
          documents,
        },
      },
    },
    packages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'status', 'items', 'replyDueOn', 'remarks', 'offeredAt', 'offeredBy', 'selection', 'rejectReasons', 'comments', 'respondedAt'],
        properties: {
          id: uuid,
          status: { type: 'string', enum: [...AID_PACKAGE_STATUSES] },
          items: { type: 'array', items: { type: 'object', properties: packageItemProperties } },
          replyDueOn: day,
          remarks: { type: 'string' },
          offeredAt: instant,
          offeredBy: nullable('string'),
          selection: selectionSchema,
          rejectReasons,
          comments: nullable('string'),
          respondedAt: isoDateTime,
        },
      },
    },
    guarantor: {
      type: ['object', 'null'],
      required: ['status', 'details', 'invitedAt', 'confirmedAt'],
      properties: { status: { type: 'string', enum: ['INVITED', 'CONFIRMED'] }, details: storedObject('What the applicant gave, as stored'), invitedAt: instant, confirmedAt: isoDateTime },
    },
    decisionRemarks: nullable('string'),
    withdrawal: withdrawalSchema,
    allowed: {
      type: 'object',
      required: ['requestDocuments', 'offerPackage', 'recordUnsuccessful', 'withdraw'],
      properties: { requestDocuments: { type: 'boolean' }, offerPackage: { type: 'boolean' }, recordUnsuccessful: { type: 'boolean' }, withdraw: { type: 'boolean' } },
    },
  },
} as const;

/** An appeal, request for review or update as the applicant sees it, with its decision. */
export const aidRequestViewSchema = {
  type: 'object',
  required: ['id', 'kind', 'status', 'submittedAt', 'decidedAt', 'decisionRemarks', 'reason', 'changeKinds', 'description', 'householdSize', 'householdMonthlyIncome', 'documents'],
  properties: {
    id: uuid,
    kind: { type: 'string', enum: [...AID_REQUEST_KINDS] },
    status: { type: 'string', enum: [...AID_REQUEST_STATUSES] },
    submittedAt: instant,
    decidedAt: isoDateTime,
    decisionRemarks: nullable('string'),
    reason: nullable('string', { description: 'APPEAL and REVIEW' }),
    changeKinds: { type: ['array', 'null'], items: { type: 'string', enum: [...AID_CHANGE_KINDS] }, description: 'UPDATE' },
    description: nullable('string', { description: 'UPDATE' }),
    householdSize: nullable('integer', { description: 'UPDATE: the new figures, when given' }),
    householdMonthlyIncome: nullable('string', { description: 'UPDATE: an amount as typed, SGD' }),
    documents,
  },
} as const;

const allowedSchema = { type: 'object', required: ['allowed', 'reason'], properties: { allowed: { type: 'boolean' }, reason: nullable('string', { description: 'The message code saying why not' }) } } as const;

/** The application after submission, with what the applicant may do next. */
export const aidProgressSchema = {
  type: 'object',
  required: ['id', 'reference', 'academicYear', 'status', 'submittedAt', 'perCapitaIncomeCents', 'dates', 'package', 'documentRequest', 'requests', 'withdrawal', 'guarantor', 'actions'],
  properties: {
    id: uuid,
    reference: nullable('string'),
    academicYear: { type: 'string' },
    status: applicationStatus,
    submittedAt: isoDateTime,
    perCapitaIncomeCents: nullable('integer'),
    dates: { ...aidYearDatesSchema, type: ['object', 'null'] },
    package: {
      type: ['object', 'null'],
      description: 'The live package (the last one offered that a later one has not superseded)',
      required: ['id', 'status', 'replyDueOn', 'offeredAt', 'respondedAt', 'remarks', 'items', 'bursaryTotalCents', 'selection', 'rejectReasons', 'comments'],
      properties: {
        id: uuid,
        status: { type: 'string', enum: [...AID_PACKAGE_STATUSES], description: 'LAPSED as soon as the reply due date has passed unanswered' },
        replyDueOn: day,
        offeredAt: instant,
        respondedAt: isoDateTime,
        remarks: { type: 'string' },
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              ...packageItemProperties,
              disbursements: {
                type: ['array', 'null'],
                description: 'Bursaries: the two halves, one per semester; null for a loan',
                items: { type: 'object', required: ['semester', 'on', 'amountCents'], properties: { semester: { type: 'integer', enum: [1, 2] }, on: nullable('string', { format: 'date' }), amountCents: { type: 'integer' } } },
              },
            },
          },
        },
        bursaryTotalCents: { type: 'integer' },
        selection: selectionSchema,
        rejectReasons,
        comments: nullable('string'),
      },
    },
    documentRequest: { ...aidDocumentRequestViewSchema, type: ['object', 'null'] },
    requests: { type: 'array', items: aidRequestViewSchema },
    withdrawal: withdrawalSchema,
    guarantor: { type: 'string', enum: ['NOT_NEEDED', 'TO_NOMINATE', 'INVITED', 'CONFIRMED'] },
    actions: {
      type: 'object',
      required: ['reply', 'appeal', 'update', 'sendDocuments', 'withdraw', 'guarantor'],
      properties: { reply: allowedSchema, appeal: allowedSchema, update: allowedSchema, sendDocuments: allowedSchema, withdraw: allowedSchema, guarantor: allowedSchema },
    },
  },
} as const;

/** A guarantor's details as the applicant gave them (dateOfBirth dd/mm/yyyy). */
const guarantorDetailsSchema = {
  type: 'object',
  properties: {
    fullName: { type: 'string' },
    idType: { type: 'string', enum: [...GUARANTOR_ID_TYPES] },
    idNumber: { type: 'string' },
    dateOfBirth: { type: 'string' },
    nationality: { type: 'string' },
    relationship: { type: 'string', enum: [...GUARANTOR_RELATIONSHIPS] },
    email: { type: 'string' },
    mobileNumber: { type: 'string' },
    address: { type: 'object', properties: { blockStreet: { type: 'string' }, unit: { type: 'string' }, postalCode: { type: 'string' }, country: { type: 'string' } } },
    occupation: { type: 'string' },
    employer: { type: 'string' },
    grossMonthlyIncome: { type: 'string' },
    notBankrupt: { type: 'boolean' },
  },
} as const;

const guarantorLoans = {
  type: 'array',
  items: {
    type: 'object',
    required: ['code', 'category', 'name', 'percent', 'maxPercent'],
    properties: {
      code: { type: 'string' },
      category: { type: 'string', enum: [...LOAN_CATEGORIES] },
      name: inBothLanguages,
      percent: { type: 'integer', description: 'The percent of the subsidised tuition fee borrowed' },
      maxPercent: nullable('integer'),
    },
  },
} as const;

export const guarantorViewSchema = {
  type: 'object',
  required: ['available', 'status', 'details', 'loans', 'invitedAt', 'linkExpiresAt', 'confirmedAt'],
  properties: {
    available: { type: 'boolean', description: 'The live package is accepted with a loan, and no guarantor has confirmed' },
    status: { type: ['string', 'null'], enum: ['INVITED', 'CONFIRMED', null] },
    details: { ...guarantorDetailsSchema, type: ['object', 'null'] },
    loans: guarantorLoans,
    invitedAt: isoDateTime,
    linkExpiresAt: { ...isoDateTime, description: 'While INVITED: until when the link works' },
    confirmedAt: isoDateTime,
  },
} as const;

/** What a guarantor's link opens: the applicant, the loans and the guarantor's own details to check. */
export const publicGuarantorRequestSchema = {
  type: 'object',
  required: ['applicantName', 'reference', 'academicYear', 'loans', 'guarantor', 'linkExpiresAt'],
  properties: {
    applicantName: { type: 'string' },
    reference: nullable('string'),
    academicYear: { type: 'string' },
    loans: guarantorLoans,
    guarantor: guarantorDetailsSchema,
    linkExpiresAt: instant,
  },
} as const;
