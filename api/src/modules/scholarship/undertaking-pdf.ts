/**
 * The Letter of Acceptance & Undertaking as a PDF, in English or Chinese, printed by the shared
 * renderer (pdf/render.ts) from a model of already-worded rows, like the admission offer letter.
 */
import type { Language } from '@portal/contracts/languages';
import { LIQUIDATED_DAMAGES_INTEREST_PERCENT, UNDERTAKING_DECLARATIONS, UNDERTAKING_WORDS } from '@portal/contracts/scholarship/undertaking-letter';
import type { ApplicationPdfModel } from '../../pdf/model';
import { officeDate, officeDateTime } from '../../mail/office-dates';
import type { UndertakingContext } from './undertaking';
import { letterClauses } from './undertaking';

const WORDS = {
  'en-GB': {
    reference: (reference: string) => `Scholarship application ${reference}`,
    name: 'Name',
    scholarship: 'Scholarship',
    academicYear: 'Academic year',
    termsHeading: 'Terms of the scholarship',
    tuition: 'Tuition fees covered',
    allowance: 'Living allowance',
    allowanceValue: (amount: string) => `S$${amount} a year`,
    bond: 'Bond',
    bondValue: (years: number) => (years > 0 ? `${years} years of work in Singapore` : 'None'),
    damages: 'Liquidated damages',
    damagesValue: (percent: number) => `Repayment with interest at ${percent}% a year, compounded`,
    undertakingHeading: 'Undertaking',
    clause: (n: number) => `${n}.`,
    declarationsHeading: 'Declarations',
    confirmed: 'Confirmed',
    acceptanceHeading: 'Acceptance',
    acceptedName: 'Accepted by (name as typed)',
    acceptedAt: 'Accepted on',
    notAccepted: 'Not yet accepted',
    guardian: 'Endorsed by parent or guardian',
    footer: (at: string) => `Generated on ${at} by the Scholarships Office.`,
    author: 'Scholarships Office',
  },
  'zh-Hans': {
    reference: (reference: string) => `奖学金申请参考编号 ${reference}`,
    name: '姓名',
    scholarship: '奖学金',
    academicYear: '学年',
    termsHeading: '奖学金条款',
    tuition: '学费资助比例',
    allowance: '生活津贴',
    allowanceValue: (amount: string) => `每年 ${amount} 新元`,
    bond: '服务合约',
    bondValue: (years: number) => (years > 0 ? `在新加坡工作 ${years} 年` : '无'),
    damages: '违约赔偿金',
    damagesValue: (percent: number) => `偿还款项并按年利率 ${percent}% 复利计息`,
    undertakingHeading: '承诺',
    clause: (n: number) => `${n}.`,
    declarationsHeading: '声明',
    confirmed: '已确认',
    acceptanceHeading: '接受',
    acceptedName: '接受人（所填姓名）',
    acceptedAt: '接受日期',
    notAccepted: '尚未接受',
    guardian: '父母或监护人认可',
    footer: (at: string) => `由奖学金办公室于${at}生成。`,
    author: '奖学金办公室',
  },
} as const;

const money = (cents: number) => (cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function undertakingPdfModel(input: { reference: string; context: UndertakingContext; generatedAt: Date }, language: Language): ApplicationPdfModel {
  const words = WORDS[language];
  const letter = UNDERTAKING_WORDS[language];
  const { context } = input;
  const { terms } = context;
  const accepted = context.accepted;
  const guardian = accepted?.guardian;
  return {
    language,
    title: letter.title,
    reference: words.reference(input.reference),
    meta: [
      { label: words.name, value: context.applicantName },
      { label: words.scholarship, value: terms.name[language] },
      { label: words.academicYear, value: terms.academicYear },
    ],
    sections: [
      {
        title: words.termsHeading,
        rows: [
          { label: words.tuition, value: `${terms.tuitionCoveragePercent}%` },
          { label: words.allowance, value: words.allowanceValue(money(terms.livingAllowanceCents)) },
          { label: words.bond, value: words.bondValue(terms.bondYears) },
          { label: words.damages, value: words.damagesValue(LIQUIDATED_DAMAGES_INTEREST_PERCENT) },
        ],
      },
      { title: words.undertakingHeading, rows: letterClauses(context)[language].map((clause, index) => ({ label: words.clause(index + 1), value: clause })) },
      {
        title: words.declarationsHeading,
        rows: UNDERTAKING_DECLARATIONS.map((key) => ({ label: letter.declarations[key], value: accepted ? words.confirmed : words.notAccepted })),
      },
      {
        title: words.acceptanceHeading,
        rows: accepted
          ? [
              { label: words.acceptedName, value: accepted.acceptedName },
              { label: words.acceptedAt, value: officeDateTime(new Date(accepted.acceptedAt), language) },
              ...(guardian ? [{ label: words.guardian, value: `${guardian.name} (${letter.guardianRelationships[guardian.relationship]}, ${guardian.email})` }] : []),
            ]
          : [{ label: words.acceptedAt, value: words.notAccepted }],
      },
    ],
    footer: words.footer(officeDate(input.generatedAt, language)),
    author: words.author,
    subject: letter.title,
    createdAt: input.generatedAt,
  };
}
