/**
 * Financial aid after submission (issue 13, branch fa-after): what the applicant sees and does once
 * the application is submitted — its progress, the package (select within it, accept or reject), the
 * appeal or request for review, the update of circumstances, the documents the office asks for, and
 * withdrawal. The routes, all under /api/financial-aid/applications/{id}:
 *
 *   GET  …/progress                         AidProgress
 *   POST …/package/accept                   { selection: AidPackageSelection }           → AidProgress
 *   POST …/package/reject                   { reasons: AidRejectReason[], comments }     → AidProgress
 *   POST …/appeal                           { kind: 'APPEAL' | 'REVIEW', reason }        → 201 AidRequestView
 *   …/appeal/documents                      the shared document routes (form kind FINANCIAL_AID_REQUEST):
 *                                           files go to the appeal being written and are sent with it
 *   POST …/update                           { changeKinds, description, householdSize?, householdMonthlyIncome? } → 201 AidRequestView
 *   …/update/documents                      as for the appeal (the update being written, or the open one)
 *   GET  …/document-request                 AidDocumentRequestView (the open one), 404 when there is none
 *   …/document-request/documents            the shared document routes (form kind FINANCIAL_AID_DOCUMENT_REQUEST)
 *   POST …/document-request/submit          { note }                                     → AidProgress
 *   POST …/withdraw                         { reason, confirm: true }                    → AidProgress
 *
 * Refusals are message codes (after-messages.ts); `AidAllowed.reason` names the same code, so a page
 * can say why an action is not open before the applicant tries it.
 */
import type { DocumentSummary } from '../forms';
import type {
  AidApplicationStatus,
  AidChangeKind,
  AidDocumentType,
  AidPackageItem,
  AidPackageSelection,
  AidPackageStatus,
  AidRejectReason,
  AidRequestKind,
  AidRequestStatus,
  AidYearDates,
} from './model';

export const AID_AFTER_LIMITS = {
  appealReason: 2000,
  updateDescription: 2000,
  rejectComments: 1000,
  withdrawalReason: 1000,
  documentNote: 1000,
  /** Files of one document type sent with one appeal, update or document request. */
  filesPerType: 5,
} as const;

/** The document types that go with an appeal, a request for review or an update. */
export const AID_REQUEST_DOCUMENT_TYPES = ['INCOME_PROOF', 'CPF_STATEMENT', 'MEDICAL_BILL', 'HOUSING_PROOF', 'OTHER'] as const satisfies readonly AidDocumentType[];

/** Whether an action is open now and, when not, why (a message code of after-messages.ts). */
export interface AidAllowed {
  allowed: boolean;
  reason: string | null;
}

export interface AidDisbursement {
  semester: 1 | 2;
  /** YYYY-MM-DD: the year's disbursement date of that semester (null when the year has none). */
  on: string | null;
  amountCents: number;
}

export interface AidPackageItemView extends AidPackageItem {
  /** Bursaries: the two halves, one per semester (spec 9); null for a loan. */
  disbursements: AidDisbursement[] | null;
}

export interface AidPackageView {
  id: string;
  /** LAPSED as soon as the reply due date has passed unanswered, even before the scheduled job marks it. */
  status: AidPackageStatus;
  replyDueOn: string;
  offeredAt: string;
  respondedAt: string | null;
  remarks: string;
  items: AidPackageItemView[];
  /** The sum of the bursaries offered for the year, in cents. */
  bursaryTotalCents: number;
  selection: AidPackageSelection | null;
  rejectReasons: AidRejectReason[] | null;
  comments: string | null;
}

export interface AidRequestView {
  id: string;
  kind: AidRequestKind;
  status: AidRequestStatus;
  submittedAt: string;
  decidedAt: string | null;
  decisionRemarks: string | null;
  /** APPEAL/REVIEW: reason; UPDATE: changeKinds, description and the new household figures given. */
  reason: string | null;
  changeKinds: AidChangeKind[] | null;
  description: string | null;
  householdSize: number | null;
  householdMonthlyIncome: string | null;
  documents: DocumentSummary[];
}

export interface AidDocumentRequestView {
  id: string;
  documentTypes: string[];
  message: string;
  dueOn: string;
  status: 'OPEN' | 'FULFILLED' | 'CANCELLED';
  requestedAt: string;
  fulfilledAt: string | null;
  applicantNote: string | null;
  documents: DocumentSummary[];
}

export type AidGuarantorState = 'NOT_NEEDED' | 'TO_NOMINATE' | 'INVITED' | 'CONFIRMED';

export interface AidProgress {
  id: string;
  reference: string | null;
  academicYear: string;
  status: AidApplicationStatus;
  submittedAt: string | null;
  perCapitaIncomeCents: number | null;
  dates: AidYearDates | null;
  /** The live package (the last one offered that a later one has not superseded), or null. */
  package: AidPackageView | null;
  /** The office's open request for documents, or null. */
  documentRequest: AidDocumentRequestView | null;
  /** Appeals, requests for review and updates, newest first, with their decisions. */
  requests: AidRequestView[];
  withdrawal: { at: string; by: 'APPLICANT' | 'OFFICE'; reason: string | null } | null;
  guarantor: AidGuarantorState;
  actions: {
    reply: AidAllowed;
    appeal: AidAllowed;
    update: AidAllowed;
    sendDocuments: AidAllowed;
    withdraw: AidAllowed;
    guarantor: AidAllowed;
  };
}
