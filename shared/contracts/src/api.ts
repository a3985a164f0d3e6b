/** Shapes of API answers shared by the browser apps and the API. */
import type { AdmissionStatus } from './admission-statuses';
import type { FeeKind } from './fee-kinds';
import type { FeeStatus } from './fee-statuses';
import type { AidApplicationStatus } from './financial-aid-statuses';
import type { Language } from './languages';
import type { ScholarshipStatus } from './scholarship-statuses';
import type { SystemId } from './systems';

export interface ApiError {
  /** A stable message key from the catalogue (messages.ts). */
  code: string;
  /** The catalogue's English text with its parameters filled in (for API clients; browsers show `code` in their language). */
  message: string;
  /** The values for the catalogue text's {0}, {1}…, when it has any. */
  params?: Array<string | number>;
  /** The payload field the error belongs to, when it belongs to one. */
  field?: string;
}

export interface ApiErrorBody {
  errors: ApiError[];
}

export interface SystemSettings {
  portalTitle: string;
  defaultSystem: SystemId;
  systems: Array<{ id: SystemId; name: string; applicationNumberPrefix: string }>;
  sessionIdleSeconds: number;
  idleWarningSeconds: number;
  admissionsOfficeUrl: string;
}

export type Principal =
  | { kind: 'application'; applicationNumber: string; name: string }
  | { kind: 'account'; email: string; name: string }
  /** Signed in with the national identity service: the verified name, and the application followed, if any. */
  | { kind: 'identity'; name: string; applicationNumber?: string };

export interface SessionInfo {
  authenticated: boolean;
  principal?: Principal;
  system?: SystemId;
  subCategory?: string;
  /** Seconds until the server ends the session if nothing else happens. */
  idleSecondsLeft?: number;
  /** Seconds until the session's absolute end, however active it stays. */
  lifetimeSecondsLeft?: number;
  /** The language the signed-in person chose (PUT /api/auth/language); absent when never chosen. */
  language?: Language;
}

/** What the dashboard can ask an applicant to do: one list for the type, the API's JSON enum and the words. */
export const ACTION_ITEM_KINDS = [
  'FEE_UNPAID',
  'OFFER_REPLY',
  'DOCUMENT_MISSING',
  'DRAFT_INCOMPLETE',
  /** Just signed in with national identity: its data can fill the draft's Personal Particulars (/singpass). */
  'IDENTITY_DATA',
  'RESULTS_UPDATE',
  'FINAL_GPA',
  'ENROLMENT_CONFIRMATION',
  'INTERVIEW_SLOT',
  /** An open entrance exam the application's programme choices need, not registered for yet (issue 11). */
  'EXAM_REGISTRATION',
  /** The scholarship award (issue 12): reply to the offer, accept the undertaking, nominate and invite the sureties. */
  'SCHOLARSHIP_OFFER_REPLY',
  'SCHOLARSHIP_UNDERTAKING',
  'SCHOLARSHIP_SURETIES',
  /** Financial aid (issue 13): documents the office asked for, a package to answer, a loan guarantor to give. */
  'AID_DOCUMENTS_REQUESTED',
  'AID_PACKAGE_REPLY',
  'AID_GUARANTOR',
  /** The government tuition grant (issue 34): two sureties to name, who confirm by an e-mailed link. */
  'TUITION_GRANT_SURETIES',
] as const;
export type ActionItemKind = (typeof ACTION_ITEM_KINDS)[number];

export interface ActionItem {
  id: string;
  kind: ActionItemKind;
  /** English, for API clients; the portal words the item from `kind` and the facts below in the chosen language. */
  title: string;
  description: string;
  /** The admission application it concerns, when it concerns one (the dashboard shows only the followed one's). */
  applicationNumber?: string;
  /** SCHOLARSHIP_*: the scholarship application's reference (these follow no admission application). */
  scholarshipReference?: string;
  /** AID_*: the financial aid application's reference (these follow no admission application). */
  aidReference?: string;
  /** FEE_UNPAID: which fee, and how much. */
  feeKind?: FeeKind;
  amountCents?: number;
  dueDate?: string;
  /** Where in the portal the applicant acts on it, e.g. /applicant/payment. */
  href: string;
}

export type { AdmissionStatus };
export type { FeeStatus };

export interface AdmissionApplicationSummary {
  applicationNumber: string;
  system: SystemId;
  category: string;
  academicYear: string;
  status: AdmissionStatus;
  offerStatus: string | null;
  feeStatus: FeeStatus;
  submittedAt: string | null;
  programmeChoices: Array<{ rank: number; programme: string }>;
}

/** One of the applicant's applications, as Switch application offers it. */
export interface ApplicationChoice {
  applicationNumber: string;
  system: SystemId;
  category: string;
  academicYear: string;
  status: AdmissionStatus;
  /** The applicant's full name as this application gives it (submitted, else as typed so far); null before it is given. */
  applicantName: string | null;
}

/** GET /api/applicant/applications: the applicant's applications and the one the portal follows. */
export interface ApplicationChoices {
  /** The application the menus and the dashboard follow; null when the applicant has none. */
  current: string | null;
  applications: ApplicationChoice[];
}

export interface ScholarshipApplicationSummary {
  id: string;
  academicYear: string;
  status: ScholarshipStatus;
  choices: string[];
  submittedAt: string | null;
  /** e.g. SCH-2027-000001, once submitted. */
  reference: string | null;
  /** The admission application this one goes with (null only for records from before issue 12). */
  admissionApplicationNumber: string | null;
}

export interface FinancialAidApplicationSummary {
  id: string;
  academicYear: string;
  status: AidApplicationStatus;
  submittedAt: string | null;
  /** e.g. FA-2027-000001; null until submitted. */
  reference: string | null;
}

export interface FeeSummary {
  id: string;
  kind: FeeKind;
  description: string;
  applicationNumber: string | null;
  amountCents: number;
  currency: 'SGD';
  status: FeeStatus;
  dueDate: string | null;
}

