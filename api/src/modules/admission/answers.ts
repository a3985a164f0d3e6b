/**
 * JSON Schemas of what the admission routes answer, written from the contract types the handlers
 * return (shared/contracts admission/*, entrance-exams.ts). They describe the API (OpenAPI) and
 * Fastify serialises each answer through them: a property left out here is not sent, so every
 * property the handler returns is described, the nullable ones as such.
 */
import { APPEAL_OUTCOMES, APPEAL_STATUSES } from '@portal/contracts/admission/appeals';
import { OFFER_REPLIES, OTHER_AU_OFFER_DECISIONS, SCHEME_REPLIES } from '@portal/contracts/admission/outcomes';
import { ADMISSION_STATUSES } from '@portal/contracts/admission-statuses';
import { FEE_STATUSES } from '@portal/contracts/fee-statuses';
import { SYSTEM_IDS } from '@portal/contracts/systems';
import { SECTION_STATES } from '@portal/contracts/forms';
import { documentListSchema as documents } from '../../files/routes';
import { LANGUAGES } from '@portal/contracts/languages';
import { isoDateTime, nullable } from '../../http/list-route';
import { allRequired, day, inBothLanguages, instant as dateTime, nullableObject, oneOf } from '../../http/openapi-schemas';

const string = { type: 'string' } as const;

const admissionStatus = oneOf(ADMISSION_STATUSES);
const feeStatus = oneOf(FEE_STATUSES);
const sectionState = oneOf(SECTION_STATES);
const system = oneOf(SYSTEM_IDS);

// ---- the application ----

export const eligibilitySchema = {
  type: 'object',
  properties: {
    citizenship: { type: 'string', enum: ['SINGAPORE_CITIZEN', 'PERMANENT_RESIDENT', 'INTERNATIONAL'] },
    residesInSingapore: { type: 'boolean' },
    priorUniversity: { type: 'boolean' },
    fullTimeWorkTwoYears: { type: 'boolean' },
  },
} as const;

/** GET /api/admission/applications: one line per application. */
export const applicationSummarySchema = allRequired({
  applicationNumber: string,
  system,
  category: string,
  academicYear: string,
  status: admissionStatus,
  offerStatus: nullable('string'),
  feeStatus,
  submittedAt: isoDateTime,
  programmeChoices: { type: 'array', items: allRequired({ rank: { type: 'integer' }, programme: string }) },
});

/** AdmissionForm: the task list (also the office's view of one application). */
export const admissionFormSchema = {
  type: 'object',
  required: ['applicationNumber', 'system', 'category', 'eligibility', 'academicYear', 'status', 'pinSet', 'createdAt', 'draftDueAt', 'period', 'sections'],
  properties: {
    applicationNumber: string,
    system,
    subCategory: nullable('string'),
    category: string,
    eligibility: eligibilitySchema,
    academicYear: string,
    status: admissionStatus,
    pinSet: { type: 'boolean' },
    createdAt: dateTime,
    draftDueAt: isoDateTime,
    period: nullableObject({ name: inBothLanguages, opensAt: dateTime, closesAt: dateTime, open: { type: 'boolean' } }),
    sections: { type: 'array', items: allRequired({ id: string, state: sectionState }) },
  },
} as const;

export const startedApplicationSchema = allRequired({ applicationNumber: string });

export const submissionAcknowledgementSchema = allRequired({
  applicationNumber: string,
  submittedAt: dateTime,
  fee: nullableObject({ amountCents: { type: 'integer' }, status: feeStatus }),
});

// ---- the office's console ----

export const officeApplicationRowSchema = allRequired({
  applicationNumber: string,
  applicantName: string,
  system,
  category: string,
  academicYear: string,
  status: admissionStatus,
  feeStatus,
  submittedAt: isoDateTime,
  programmes: { type: 'array', items: string },
  outcome: nullableObject({ decision: { type: 'string', enum: ['OFFERED', 'UNSUCCESSFUL'] }, released: { type: 'boolean' } }),
});

export const officeApplicationPageSchema = allRequired({
  items: { type: 'array', items: officeApplicationRowSchema },
  total: { type: 'integer' },
  page: { type: 'integer' },
  pageSize: { type: 'integer' },
});

/** OfficeApplicationView */
export const officeApplicationViewSchema = allRequired({
  form: admissionFormSchema,
  row: officeApplicationRowSchema,
  applicant: allRequired({
    fullName: string,
    email: string,
    nric: nullable('string'),
    verifiedNric: nullable('string'),
    dateOfBirth: nullable('string', { format: 'date' }),
    language: { type: ['string', 'null'], enum: [...LANGUAGES, null], description: 'The language the applicant chose for the portal and its e-mails; null: never chosen' },
    sameNricElsewhere: {
      type: 'array',
      description: 'Other applicant records declaring or verified with the same NRIC',
      items: allRequired({ applicationNumbers: { type: 'array', items: string }, verified: { type: 'boolean' }, createdAt: dateTime }),
    },
  }),
});

// ---- outcomes and the offer ----

const offerResponseSchema = {
  type: ['object', 'null'],
  required: ['reply', 'schemes', 'otherUniversityOffer'],
  properties: {
    reply: { type: 'string', enum: [...OFFER_REPLIES] },
    schemes: { type: 'object', description: "Each offered scheme's answer, by its code", additionalProperties: { type: 'string', enum: [...SCHEME_REPLIES] } },
    otherUniversityOffer: { type: 'string', enum: [...OTHER_AU_OFFER_DECISIONS] },
    declineReason: string,
    bondAcknowledged: { type: 'boolean' },
  },
} as const;

const decision = { type: 'string', enum: ['OFFERED', 'UNSUCCESSFUL'] } as const;
const schemeCodes = { type: 'array', items: string } as const;

/** ApplicantOutcome: `{ outcome: null }` until released. */
export const applicantOutcomeSchema = allRequired({
  outcome: nullableObject({
    decision,
    releasedAt: dateTime,
    offer: nullableObject({
      programme: string,
      major: nullable('string'),
      tuitionGrantEligible: { type: 'boolean' },
      tuitionGrantTier: { type: 'string', enum: ['A', 'B', 'C'] },
      bondYears: { type: 'integer' },
      schemes: schemeCodes,
      replyDueAt: dateTime,
      state: { type: 'string', enum: ['AWAITING_REPLY', 'REPLIED', 'LAPSED'] },
      response: offerResponseSchema,
      respondedAt: isoDateTime,
      letterChecksum: { type: 'string', description: 'Names the offer letter: GET /api/admission/offer-letter?checksum=…' },
    }),
  }),
});

const officeOutcomeFields = nullableObject({
  decision,
  programme: nullable('string'),
  major: nullable('string'),
  tuitionGrantEligible: { type: 'boolean' },
  schemes: schemeCodes,
  replyDueDate: nullable('string', { description: 'dd/mm/yyyy (Singapore), as entered' }),
  replyDueAt: isoDateTime,
  recordedAt: dateTime,
  recordedBy: string,
  releasedAt: isoDateTime,
  releasedBy: nullable('string'),
  response: offerResponseSchema,
  respondedAt: isoDateTime,
  lapsedAt: isoDateTime,
});

/** OfficeOutcome: `outcome` is null until one is recorded. */
export const officeOutcomeSchema = allRequired({
  applicationNumber: string,
  applicantName: string,
  citizenship: string,
  programmeChoices: { type: 'array', items: { type: 'object', required: ['rank', 'programme'], properties: { rank: { type: 'integer' }, programme: string, major: string } } },
  outcome: officeOutcomeFields,
});

const releaseResult = { type: 'string', enum: ['RELEASED', 'ALREADY_RELEASED', 'NOT_FOUND'] } as const;

export const outcomeReleaseSchema = allRequired({ applicationNumber: string, result: releaseResult, outcome: officeOutcomeFields });

export const releaseOutcomesResponseSchema = allRequired({ results: { type: 'array', items: allRequired({ applicationNumber: string, result: releaseResult }) } });

export const unreleasedOutcomeSchema = allRequired({
  applicationNumber: string,
  applicantName: string,
  decision,
  programme: nullable('string'),
  replyDueDate: nullable('string', { description: 'dd/mm/yyyy (Singapore)' }),
  recordedAt: dateTime,
});

// ---- appeals, interviews, document requests, the fee ----

export const appealSummarySchema = allRequired({
  id: { type: 'string', format: 'uuid' },
  status: oneOf(APPEAL_STATUSES),
  reason: string,
  preferredProgramme: nullable('string'),
  preferredMajor: nullable('string'),
  sdp: { type: 'boolean' },
  mdp: { type: 'boolean' },
  createdAt: dateTime,
  submittedAt: isoDateTime,
  replacedAt: isoDateTime,
  reviewStartedAt: isoDateTime,
  outcome: { type: ['string', 'null'], enum: [...APPEAL_OUTCOMES, null] },
  outcomeProgramme: nullable('string'),
  outcomeMajor: nullable('string'),
  outcomeRemarks: nullable('string'),
  decidedAt: isoDateTime,
  documents,
});

const nullableAppeal = { ...appealSummarySchema, type: ['object', 'null'] } as const;

/** AppealState: the applicant's appeal page. */
export const appealStateSchema = allRequired({
  applicationNumber: string,
  block: {
    type: ['string', 'null'],
    enum: ['APPEAL_NO_OUTCOME', 'APPEAL_PROCESSED', 'APPEAL_OUTCOME_EXISTS', null],
    description: 'Why a new appeal cannot be sent now; null: it can',
  },
  current: nullableAppeal,
  draft: nullableAppeal,
  history: { type: 'array', items: appealSummarySchema },
});

/** The office's view: the live appeal and the replaced ones (never the applicant's unsent draft). */
export const officeAppealsSchema = allRequired({ applicationNumber: string, current: nullableAppeal, history: { type: 'array', items: appealSummarySchema } });

export const officeAppealListItemSchema = allRequired({
  id: { type: 'string', format: 'uuid' },
  applicationNumber: string,
  applicantName: string,
  status: appealSummarySchema.properties.status,
  submittedAt: dateTime,
  preferredProgramme: nullable('string'),
});

const interviewKind = { type: 'string', enum: ['INTERVIEW', 'TEST'] } as const;

export const interviewSlotSchema = allRequired({
  id: { type: 'string', format: 'uuid' },
  kind: interviewKind,
  startsAt: dateTime,
  durationMinutes: { type: 'integer' },
  place: { ...inBothLanguages, type: ['object', 'null'], description: 'In English and Chinese; null: a video call only' },
  videoLink: nullable('string'),
  taken: { type: 'boolean', description: 'Taken by a candidate (this one too: see chosenSlotId)' },
});

export const invitationAnswerSchema = allRequired({
  id: { type: 'string', format: 'uuid' },
  kind: interviewKind,
  message: string,
  invitedAt: dateTime,
  slots: { type: 'array', items: interviewSlotSchema },
  chosenSlotId: nullable('string', { format: 'uuid' }),
  chosenAt: isoDateTime,
});

/** The applicant's interview page: the latest invitation, or null. */
export const latestInvitationSchema = allRequired({ invitation: { ...invitationAnswerSchema, type: ['object', 'null'] } });

export const documentRequestAnswerSchema = allRequired({
  id: { type: 'string', format: 'uuid' },
  documentTypes: { type: 'array', items: string },
  message: string,
  dueDate: day,
  requestedAt: dateTime,
  answeredAt: isoDateTime,
  documents,
});

/** OfficeFee */
export const officeFeeSchema = allRequired({
  id: { type: 'string', format: 'uuid' },
  amountCents: { type: 'integer' },
  status: feeStatus,
  waivedReason: nullable('string'),
  waivedAt: isoDateTime,
});

// ---- entrance exams ----

const examFacts = {
  id: { type: 'string', format: 'uuid' },
  nameEn: string,
  nameZh: string,
  examDate: day,
  startsAt: nullable('string', { description: 'hh:mm, 24-hour, Singapore time' }),
  endsAt: nullable('string', { description: 'hh:mm, 24-hour, Singapore time' }),
  venueEn: string,
  venueZh: nullable('string', { description: 'Null until the office gives it; show venueEn' }),
  feeCents: { type: 'integer' },
  registrationClosesOn: { ...day, description: 'The last day of registration, and the due date of the fee registering raises' },
  previousAttemptWithinTwoYears: { type: 'boolean' },
} as const;

/** OfficeEntranceExam */
export const officeEntranceExamSchema = allRequired({
  ...examFacts,
  programmes: { type: 'array', items: string },
  status: { type: 'string', enum: ['OPEN', 'CLOSED'] },
  registrations: { type: 'integer' },
  createdAt: dateTime,
  updatedAt: isoDateTime,
  closedAt: isoDateTime,
});

const examRegistrationSummary = allRequired({
  registeredAt: dateTime,
  applicationNumber: string,
  satBefore: { type: 'boolean' },
  previousAttempt: nullable('string', { description: 'mm/yyyy' }),
  feeStatus,
});

/** ApplicantEntranceExams */
export const applicantEntranceExamsSchema = allRequired({
  applicationNumber: string,
  exams: {
    type: 'array',
    items: allRequired({
      ...examFacts,
      registrationOpen: { type: 'boolean' },
      programmes: { type: 'array', items: string, description: "The application's programme choices that need it, in ranking order" },
      registration: { ...examRegistrationSummary, type: ['object', 'null'] },
    }),
  },
});

/** ExamRegistrationResult */
export const examRegistrationResultSchema = allRequired({
  examId: { type: 'string', format: 'uuid' },
  registration: examRegistrationSummary,
  fee: allRequired({ id: { type: 'string', format: 'uuid' }, amountCents: { type: 'integer' }, dueDate: day, status: feeStatus }),
});
