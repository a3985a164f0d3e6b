/**
 * The PDF copy of a submitted scholarship application, in English or Chinese: the same words as the
 * applicant's "check your answers" (shared/contracts scholarship/summary), printed from the answers
 * frozen at submission, so the copy is exactly what the Scholarships Office received.
 */
import type { Language } from '@portal/contracts/languages';
import type { ScholarshipSubmission } from '@portal/contracts/scholarship/api';
import { summariseScholarshipApplication } from '@portal/contracts/scholarship/summary';
import type { ApplicationPdfModel } from '../../pdf/model';
import { officeDateTime } from '../../mail/office-dates';

const WORDS = {
  'en-GB': {
    title: 'Scholarship application',
    reference: (reference: string) => `Reference ${reference}`,
    submittedAt: 'Submitted',
    academicYear: 'Academic year',
    admissionApplication: 'Admission application number',
    footer: (at: string) => `Generated on ${at} (Singapore time). This is a copy of the scholarship application you submitted.`,
    author: 'Scholarships Office',
  },
  'zh-Hans': {
    title: '奖学金申请',
    reference: (reference: string) => `申请参考编号 ${reference}`,
    submittedAt: '提交时间',
    academicYear: '学年',
    admissionApplication: '入学申请编号',
    footer: (at: string) => `生成于${at}（新加坡时间）。此为您所提交奖学金申请的副本。`,
    author: '奖学金办公室',
  },
} as const;

export function scholarshipPdfModel(
  input: { reference: string; academicYear: string; submittedAt: Date; submission: ScholarshipSubmission },
  language: Language,
  now: Date,
): ApplicationPdfModel {
  const words = WORDS[language];
  const { submission } = input;
  const scholarshipNames = Object.fromEntries(submission.choices.map((choice) => [choice.code, choice.name[language]]));
  return {
    language,
    title: words.title,
    reference: words.reference(input.reference),
    meta: [
      { label: words.submittedAt, value: officeDateTime(input.submittedAt, language) },
      { label: words.academicYear, value: input.academicYear },
      { label: words.admissionApplication, value: submission.admissionApplicationNumber },
    ],
    sections: summariseScholarshipApplication({ sections: submission.sections, documents: submission.documents, scholarshipNames }, language),
    footer: words.footer(officeDateTime(now, language)),
    author: words.author,
    subject: words.title,
    createdAt: now,
  };
}
