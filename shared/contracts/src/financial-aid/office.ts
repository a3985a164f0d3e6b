/**
 * The Office of Financial Aid's side (issue 13): the year's dates, the aid schemes, the applications
 * list and one application with everything that happened to it, and the office's actions. Routes,
 * all under /api/office/financial-aid (FINANCIAL_AID role):
 *
 *   GET  /years/{academicYear}                 AidYearView (suggested dates, configured: false, until saved)
 *   PUT  /years/{academicYear}                 AidYearDatesInput → AidYearView
 *   GET  /schemes?academicYear=                AidSchemeDefinition[]
 *   POST /schemes                              AidSchemeInput → 201 AidSchemeDefinition
 *   PUT  /schemes/{schemeId}                   AidSchemeInput (code and year fixed) → AidSchemeDefinition
 *   POST /schemes/{schemeId}/deactivate        → AidSchemeDefinition (active: false)
 *   GET  /applications?q=&status=&academicYear=&page=   OfficeAidApplicationPage
 *   GET  /applications/{id}                    OfficeAidApplicationView
 *   GET  /applications/{id}/documents[/{documentId}/content]                       the application's files
 *   GET  /applications/{id}/requests/{requestId}/documents[/{documentId}/content]  an appeal's, review's or update's files
 *   GET  /applications/{id}/document-requests/{requestId}/documents[/{documentId}/content]  files sent for a document request
 *   POST /applications/{id}/document-requests  AidDocumentRequestInput → OfficeAidApplicationView
 *   POST /applications/{id}/package            AidPackageOfferInput → OfficeAidApplicationView
 *   POST /applications/{id}/unsuccessful       AidUnsuccessfulInput → OfficeAidApplicationView
 *   POST /applications/{id}/requests/{requestId}/decision  AidRequestDecisionInput → OfficeAidApplicationView
 *   POST /applications/{id}/withdraw           AidOfficeWithdrawalInput → OfficeAidApplicationView
 */
import type { DocumentSummary } from '../forms';
import type { Language } from '../languages';
import type { OfficeTimelineEvent } from '../office/timeline';
import type {
  AidApplicationStatus,
  AidPackageItem,
  AidPackageSelection,
  AidPackageStatus,
  AidRequestKind,
  AidRequestStatus,
  AidSchemeCategory,
  AidTier,
  AidYearDates,
} from './model';

/** GET /years/{academicYear}: the dates saved, or the suggested ones (configured: false) for a year not yet set. */
export interface AidYearView {
  dates: AidYearDates;
  configured: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** An aid scheme as the office defines it. */
export interface AidSchemeDefinition {
  id: string;
  academicYear: string;
  code: string;
  category: AidSchemeCategory;
  name: Record<Language, string>;
  description: Record<Language, string>;
  tiers: AidTier[];
  /** The highest per-capita monthly income (cents) the scheme is meant for; null: no limit. */
  maxPerCapitaIncomeCents: number | null;
  /** Bursaries: the usual amount for the academic year (cents); null for a loan. */
  annualAmountCents: number | null;
  /** Loans: the most that may be borrowed, as a percent (≤ LOAN_MAX_PERCENT of its category); null for a bursary. */
  maxPercent: number | null;
  active: boolean;
  createdAt: string;
  updatedAt: string | null;
}

/** Every status but DRAFT: a draft is the applicant's own business. */
export const OFFICE_AID_STATUSES = ['SUBMITTED', 'ADDITIONAL_DOCUMENTS_REQUIRED', 'AWARDED', 'UNSUCCESSFUL', 'APPEAL', 'WITHDRAWN'] as const satisfies readonly AidApplicationStatus[];

export const OFFICE_AID_PAGE_SIZE = 25;

export interface OfficeAidApplicationRow {
  id: string;
  reference: string | null;
  applicantName: string;
  /** The admission application it goes with ('' when none is linked). */
  admissionApplicationNumber: string;
  academicYear: string;
  status: AidApplicationStatus;
  submittedAt: string | null;
  perCapitaIncomeCents: number | null;
}

export interface OfficeAidApplicationPage {
  items: OfficeAidApplicationRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OfficeAidDocumentRequest {
  id: string;
  documentTypes: string[];
  message: string;
  dueOn: string;
  status: 'OPEN' | 'FULFILLED' | 'CANCELLED';
  requestedAt: string;
  requestedBy: string | null;
  fulfilledAt: string | null;
  applicantNote: string | null;
  /** The files the applicant sent for it (form kind FINANCIAL_AID_DOCUMENT_REQUEST). */
  documents: DocumentSummary[];
}

/** An appeal, a request for review or an update, with the applicant's details as sent and the decision. */
export interface OfficeAidRequest {
  id: string;
  kind: AidRequestKind;
  status: AidRequestStatus;
  details: Record<string, unknown>;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  decisionRemarks: string | null;
  /** The files sent with it (form kind FINANCIAL_AID_REQUEST). */
  documents: DocumentSummary[];
}

export interface OfficeAidPackage {
  id: string;
  status: AidPackageStatus;
  items: AidPackageItem[];
  replyDueOn: string;
  remarks: string;
  offeredAt: string;
  offeredBy: string | null;
  selection: AidPackageSelection | null;
  rejectReasons: string[] | null;
  comments: string | null;
  respondedAt: string | null;
}

export interface OfficeAidGuarantor {
  status: 'INVITED' | 'CONFIRMED';
  /** What the applicant gave (name, e-mail, …), as stored. */
  details: Record<string, unknown>;
  invitedAt: string;
  confirmedAt: string | null;
}

/** The household as submitted: size, gross monthly household income and the per-capita income (cents). */
export interface OfficeAidHousehold {
  size: number | null;
  monthlyIncomeCents: number | null;
  perCapitaIncomeCents: number | null;
}

/** Which of the office's actions the application's state allows now (the API refuses the others with 409). */
export interface OfficeAidAllowedActions {
  requestDocuments: boolean;
  offerPackage: boolean;
  recordUnsuccessful: boolean;
  withdraw: boolean;
}

export interface OfficeAidApplicationView {
  row: OfficeAidApplicationRow;
  /** language: the one they chose for the portal, in which it e-mails them (null: never chosen); the office writes to them in it. */
  applicant: { fullName: string; email: string; language: Language | null };
  /** The aid tier (from the submission, or worked out from the admission application); null when unknown. */
  tier: AidTier | null;
  household: OfficeAidHousehold;
  /** The frozen submission's section answers, by section id. */
  sections: Record<string, unknown>;
  documents: DocumentSummary[];
  timeline: OfficeTimelineEvent[];
  documentRequests: OfficeAidDocumentRequest[];
  /** Appeals, reviews and updates, newest first. */
  requests: OfficeAidRequest[];
  /** Every package offered, newest first (the first not SUPERSEDED is the live one). */
  packages: OfficeAidPackage[];
  guarantor: OfficeAidGuarantor | null;
  decisionRemarks: string | null;
  withdrawal: { at: string; by: 'APPLICANT' | 'OFFICE'; reason: string | null } | null;
  allowed: OfficeAidAllowedActions;
}

/** The statuses from which the office may act (the API's rules, shown by the console as `allowed`). */
export const AID_OFFICE_RULES = {
  requestDocuments: ['SUBMITTED', 'APPEAL'],
  offerPackage: ['SUBMITTED', 'APPEAL', 'AWARDED'],
  recordUnsuccessful: ['SUBMITTED', 'APPEAL'],
  withdraw: ['SUBMITTED', 'ADDITIONAL_DOCUMENTS_REQUIRED', 'AWARDED', 'UNSUCCESSFUL', 'APPEAL'],
} as const satisfies Record<keyof OfficeAidAllowedActions, readonly AidApplicationStatus[]>;

/** The decisions open to each kind of request: an appeal or review is upheld or not; an update is processed. */
export const AID_REQUEST_DECISIONS: Record<AidRequestKind, readonly AidRequestStatus[]> = {
  APPEAL: ['UPHELD', 'NOT_UPHELD'],
  REVIEW: ['UPHELD', 'NOT_UPHELD'],
  UPDATE: ['PROCESSED'],
};
