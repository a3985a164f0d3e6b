/** The admissions console's list and application view (GET /api/office/admission/applications…). */
import type { Language } from '../languages';
import type { SameNricRecord } from '../identity-data';
import type { AdmissionForm } from './api';
import type { AdmissionStatus, FeeStatus } from '../api';
import type { SystemId } from '../systems';

/** The statuses an application can have once submitted (a draft is not the office's yet). */
export const OFFICE_APPLICATION_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'OFFERED', 'UNSUCCESSFUL', 'WITHDRAWN'] as const satisfies readonly AdmissionStatus[];

export const OFFICE_PAGE_SIZE = 25;

export interface OfficeApplicationRow {
  applicationNumber: string;
  applicantName: string;
  system: SystemId;
  category: string;
  academicYear: string;
  status: AdmissionStatus;
  feeStatus: FeeStatus;
  submittedAt: string | null;
  /** Programme codes in rank order. */
  programmes: string[];
  /** The outcome the office recorded, and whether the applicant can see it yet. */
  outcome: { decision: 'OFFERED' | 'UNSUCCESSFUL'; released: boolean } | null;
}

export interface OfficeApplicationPage {
  items: OfficeApplicationRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One application as the office reads it: the applicant's own view plus who they are and how to reach them. */
export interface OfficeApplicationView {
  form: AdmissionForm;
  row: OfficeApplicationRow;
  applicant: {
    fullName: string;
    email: string;
    /** The NRIC the applicant typed in Personal Particulars. */
    nric: string | null;
    /** The NRIC the national identity service verified for this applicant; null: never verified. */
    verifiedNric: string | null;
    dateOfBirth: string | null;
    /** The language they chose for the portal, in which it e-mails them (null: never chosen): the office writes to them in it. */
    language: Language | null;
    /** The flag "same NRIC declared elsewhere": other records sharing either NRIC. */
    sameNricElsewhere: SameNricRecord[];
  };
}

