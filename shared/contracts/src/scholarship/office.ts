/**
 * The Scholarships Office's side (issue 12): the scholarships it defines for an academic year, and
 * its list and view of the applications (GET/POST/PUT /api/office/scholarship/…).
 */
import type { Citizenship } from '../categories';
import type { DocumentSummary, SectionState } from '../forms';
import type { Language } from '../languages';
import type { OfficeTimelineEvent } from '../office/timeline';
import type { ScholarshipStatus } from './api';
import type { ScholarshipSectionId } from './sections';

/** A scholarship as the office defines it (the applicant sees it as an OfferedScholarship). */
export interface ScholarshipDefinition {
  id: string;
  academicYear: string;
  code: string;
  name: Record<Language, string>;
  description: Record<Language, string>;
  bondYears: number;
  livingAllowanceCents: number;
  tuitionCoveragePercent: number;
  citizenships: Citizenship[];
  /** Programme codes whose applicants may apply; empty: any programme. */
  programmes: string[];
  opensAt: string;
  closesAt: string;
  /** Open for applications now. */
  open: boolean;
  /** How many applications (drafts included) chose it. */
  applications: number;
  createdAt: string;
  updatedAt: string | null;
}

/** The statuses a scholarship application can have once submitted (a draft is not the office's yet). */
export const OFFICE_SCHOLARSHIP_STATUSES = ['SUBMITTED', 'SHORTLISTED', 'AWARDED', 'UNSUCCESSFUL'] as const satisfies readonly ScholarshipStatus[];

export const OFFICE_SCHOLARSHIP_PAGE_SIZE = 25;

export interface OfficeScholarshipApplicationRow {
  id: string;
  reference: string | null;
  applicantName: string;
  admissionApplicationNumber: string;
  academicYear: string;
  status: ScholarshipStatus;
  submittedAt: string | null;
  /** Chosen scholarship codes in rank order. */
  choices: string[];
}

export interface OfficeScholarshipApplicationPage {
  items: OfficeScholarshipApplicationRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One application as the office reads it: the answers as submitted, the files, the timeline, who applied. */
export interface OfficeScholarshipApplicationView {
  row: OfficeScholarshipApplicationRow;
  applicant: { fullName: string; email: string };
  sections: Array<{ id: ScholarshipSectionId; state: SectionState; data: Record<string, unknown> | null }>;
  documents: DocumentSummary[];
  timeline: OfficeTimelineEvent[];
}
