/** The after-submission pages' sample answer for the shared fake API (shared/http/test/helpers/fake-api.ts): an awarded application's progress. */
import type { AidProgress } from '@portal/contracts/financial-aid/after';

export const ID = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const API = `/financial-aid/applications/${ID}`;
const allowed = { allowed: true, reason: null };
const not = (reason: string) => ({ allowed: false, reason });

/** A submitted application with an offered package (a donated bursary, a residential college bursary, both loans). */
export function progress(overrides: Partial<AidProgress> = {}): AidProgress {
  const name = (en: string, zh: string) => ({ 'en-GB': en, 'zh-Hans': zh });
  return {
    id: ID,
    reference: 'FA-2027-000042',
    academicYear: '2027/2028',
    status: 'AWARDED',
    submittedAt: '2027-02-01T02:00:00.000Z',
    perCapitaIncomeCents: 90_000,
    dates: {
      academicYear: '2027/2028',
      opensOn: '2027-01-15',
      recommendedBy: '2027-04-01',
      closesOn: '2027-07-31',
      appealClosesOn: '2028-02-20',
      semesterOneDisbursementOn: '2027-09-01',
      semesterTwoDisbursementOn: '2028-02-01',
    },
    package: {
      id: 'pkg-1',
      status: 'OFFERED',
      replyDueOn: '2027-06-30',
      offeredAt: '2027-06-01T02:00:00.000Z',
      respondedAt: null,
      remarks: '',
      items: [
        { schemeId: 's1', code: 'DONATED_BURSARY', category: 'DONATED_BURSARY', name: name('Lee Foundation Bursary', '李氏基金助学金'), annualAmountCents: 300_001, maxPercent: null, disbursements: [{ semester: 1, on: '2027-09-01', amountCents: 150_001 }, { semester: 2, on: '2028-02-01', amountCents: 150_000 }] },
        { schemeId: 's2', code: 'RC_BURSARY', category: 'RESIDENTIAL_COLLEGE_BURSARY', name: name('Residential College Bursary', '住宿学院助学金'), annualAmountCents: 200_000, maxPercent: null, disbursements: [{ semester: 1, on: '2027-09-01', amountCents: 100_000 }, { semester: 2, on: '2028-02-01', amountCents: 100_000 }] },
        { schemeId: 's3', code: 'TUITION_LOAN', category: 'TUITION_FEE_LOAN', name: name('Tuition Fee Loan', '学费贷款'), annualAmountCents: null, maxPercent: 90, disbursements: null },
        { schemeId: 's4', code: 'STUDY_LOAN', category: 'STUDY_LOAN', name: name('Study Loan', '学习贷款'), annualAmountCents: null, maxPercent: 10, disbursements: null },
      ],
      bursaryTotalCents: 500_001,
      selection: null,
      rejectReasons: null,
      comments: null,
    },
    documentRequest: null,
    requests: [],
    withdrawal: null,
    guarantor: 'NOT_NEEDED',
    actions: { reply: allowed, appeal: allowed, update: allowed, sendDocuments: not('AID_NO_DOCUMENT_REQUEST'), withdraw: allowed, guarantor: not('AID_GUARANTOR_NOT_NEEDED') },
    ...overrides,
  };
}
