/**
 * The PDF copy of a submitted admission application, in English or Chinese: the same words as the
 * applicant's "check your answers" (shared/contracts admission/summary), printed from the snapshot
 * taken at submission, so the copy is exactly what the office received.
 */
import { categoryName, type CategoryId, type Eligibility } from '@portal/contracts/categories';
import { summariseApplication } from '@portal/contracts/admission/summary/index';
import type { DocumentSummary } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import type { SystemId } from '@portal/contracts/systems';
import type { ApplicationPdfModel } from '../../pdf/model';
import { officeDateTime } from '../../mail/office-dates';

const WORDS = {
  'en-GB': {
    title: 'Undergraduate admission application',
    reference: (number: string) => `Application number ${number}`,
    submittedAt: 'Submitted',
    category: 'Category',
    academicYear: 'Academic year',
    footer: (at: string) => `Generated on ${at} (Singapore time). This is a copy of the application you submitted.`,
    author: 'Office of Admissions',
  },
  'zh-Hans': {
    title: '本科入学申请',
    reference: (number: string) => `申请编号 ${number}`,
    submittedAt: '提交时间',
    category: '申请类别',
    academicYear: '学年',
    footer: (at: string) => `生成于${at}（新加坡时间）。此为您所提交申请的副本。`,
    author: '招生办公室',
  },
} as const;

export interface SubmittedSnapshot {
  category: CategoryId;
  eligibility: Eligibility;
  sections: Record<string, Record<string, unknown>>;
  documents: DocumentSummary[];
}

export function applicationPdfModel(
  input: { applicationNumber: string; system: SystemId; academicYear: string; submittedAt: Date; snapshot: SubmittedSnapshot },
  language: Language,
  now: Date,
): ApplicationPdfModel {
  const words = WORDS[language];
  const { snapshot } = input;
  return {
    language,
    title: words.title,
    reference: words.reference(input.applicationNumber),
    meta: [
      { label: words.submittedAt, value: officeDateTime(input.submittedAt, language) },
      { label: words.category, value: categoryName(snapshot.category, language) },
      { label: words.academicYear, value: input.academicYear },
    ],
    sections: summariseApplication(
      { system: input.system, category: snapshot.category, eligibility: snapshot.eligibility, sections: snapshot.sections, documents: snapshot.documents },
      language,
    ),
    footer: words.footer(officeDateTime(now, language)),
    author: words.author,
    subject: words.title,
    createdAt: now,
  };
}
