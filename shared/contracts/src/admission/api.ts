/** Payloads of the admission application routes (api/src/modules/admission). */
import type { SectionState } from '../forms';
import type { SystemId } from '../systems';
import type { AdmissionStatus } from '../api';
import type { CategoryId, Eligibility } from './categories';
import type { AdmissionSectionId } from './sections';

/** 201 answer of POST /api/admission/applications. */
export interface StartedApplication {
  applicationNumber: string;
}

export interface ApplicationPeriod {
  name: string;
  opensAt: string;
  closesAt: string;
  /** Open now, by the server's clock. */
  open: boolean;
}

/** GET /api/admission/applications/{number}/form: what the task list shows. */
export interface AdmissionForm {
  applicationNumber: string;
  system: SystemId;
  subCategory: string | null;
  category: CategoryId;
  eligibility: Eligibility;
  academicYear: string;
  status: AdmissionStatus;
  /** The PIN has been created (until then the application page asks for it first). */
  pinSet: boolean;
  createdAt: string;
  /** The draft must be completed and its documents uploaded by then (spec 9: within 2 weeks). */
  draftDueAt: string | null;
  /** The period that decides when this application can be submitted; null when none is set. */
  period: ApplicationPeriod | null;
  sections: Array<{ id: AdmissionSectionId; state: SectionState }>;
}

/** PUT /api/admission/applications/{number}/category: a new category clears the answers given so far. */
export interface ChangeCategoryRequest {
  category: CategoryId;
  eligibility: Eligibility;
  /** The applicant saw the warning saying what will be cleared. */
  confirmReset: true;
}
