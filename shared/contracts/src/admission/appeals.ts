/**
 * What happens to a submitted admission application (issue 10): appeals of a released outcome,
 * interview/test invitations, the office's requests for missing documents and the fee waiver.
 * Payloads shared by the applicant's screens, the admissions console and the API.
 */
import type { DocumentSummary } from '../forms';
import type { Language } from '../languages';

/**
 * An appeal's life. DRAFT: being written (documents attach to it). SUBMITTED: sent, waiting for the
 * office. REPLACED: a later appeal was sent; kept for the record, never reviewed. UNDER_REVIEW: the
 * office has taken it up ("processed": no new appeal may replace it). DECIDED: the office recorded
 * its outcome (no further appeal).
 */
export const APPEAL_STATUSES = ['DRAFT', 'SUBMITTED', 'REPLACED', 'UNDER_REVIEW', 'DECIDED'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ['UPHELD', 'DISMISSED'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export interface AppealSummary {
  id: string;
  status: AppealStatus;
  reason: string;
  preferredProgramme: string | null;
  preferredMajor: string | null;
  sdp: boolean;
  mdp: boolean;
  createdAt: string;
  /** The date and time of the appeal: recorded by the server when it is sent. */
  submittedAt: string | null;
  replacedAt: string | null;
  reviewStartedAt: string | null;
  outcome: AppealOutcome | null;
  outcomeProgramme: string | null;
  outcomeMajor: string | null;
  outcomeRemarks: string | null;
  decidedAt: string | null;
  documents: DocumentSummary[];
}

/** Why a new appeal cannot be sent now (null: it can). The codes are the spec's two messages and "no outcome to appeal". */
export type AppealBlock = 'APPEAL_NO_OUTCOME' | 'APPEAL_PROCESSED' | 'APPEAL_OUTCOME_EXISTS' | null;

/** GET /api/admission/applications/{number}/appeal */
export interface AppealState {
  applicationNumber: string;
  block: AppealBlock;
  /** The appeal the office reviews (SUBMITTED, UNDER_REVIEW or DECIDED), if any. */
  current: AppealSummary | null;
  /** The applicant's unsent appeal, if one was begun. */
  draft: AppealSummary | null;
  /** Earlier appeals, replaced, newest first. */
  history: AppealSummary[];
}

/** The console's list of appeals to review. */
export interface OfficeAppealListItem {
  id: string;
  applicationNumber: string;
  applicantName: string;
  status: AppealStatus;
  submittedAt: string;
  preferredProgramme: string | null;
}

export type InterviewKind = 'INTERVIEW' | 'TEST';

export interface InterviewSlot {
  id: string;
  kind: InterviewKind;
  startsAt: string;
  durationMinutes: number;
  /** In English and Chinese (issue 35), or null for a video call only; each reader reads their own language. */
  place: Record<Language, string> | null;
  videoLink: string | null;
  /** Taken by another candidate (or by this invitation: see chosenSlotId). */
  taken: boolean;
}

export interface InterviewInvitation {
  id: string;
  kind: InterviewKind;
  message: string;
  invitedAt: string;
  slots: InterviewSlot[];
  chosenSlotId: string | null;
  chosenAt: string | null;
}

export interface DocumentRequest {
  id: string;
  documentTypes: string[];
  message: string;
  /** YYYY-MM-DD */
  dueDate: string;
  requestedAt: string;
  answeredAt: string | null;
  documents: DocumentSummary[];
}

/** Limits of the office's and applicant's texts here. */
export const AFTER_SUBMISSION_LIMITS = {
  /** The appeal's reason ("[Max 2000]" as other long answers show it). */
  appealReason: 2000,
  /** Remarks to the applicant with an appeal outcome, a request's message, an invitation's message (a waiver's reason: FEE_WAIVER_REASON_MAX). */
  officeMessage: 1000,
  place: 200,
  videoLink: 500,
  /** Slots one invitation may offer. */
  slotsPerInvitation: 10,
  /** Document types one request may name. */
  typesPerRequest: 7,
} as const;
