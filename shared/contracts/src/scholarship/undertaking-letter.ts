/**
 * The wording of the Letter of Acceptance & Undertaking, in English and Chinese: one source for the
 * applicant's screen, the surety's page and the PDF. Spec 9: false declarations carry liquidated
 * damages at 10% compounded interest; bonds are years of work in Singapore.
 */
import type { Language } from '../languages';

/** Spec 9: "False-declaration liquidated damages: 10% compounded interest". */
export const LIQUIDATED_DAMAGES_INTEREST_PERCENT = 10;
/** The applicant's age below which a parent or guardian must endorse the undertaking (spec 5). */
export const GUARDIAN_ENDORSEMENT_UNDER_AGE = 18;

/** The declarations the applicant ticks, each of which must be true. */
export const UNDERTAKING_DECLARATIONS = ['readLetter', 'acceptObligations', 'bond', 'liquidatedDamages'] as const;
export type UndertakingDeclaration = (typeof UNDERTAKING_DECLARATIONS)[number];

export const GUARDIAN_RELATIONSHIPS = ['FATHER', 'MOTHER', 'LEGAL_GUARDIAN'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

export interface UndertakingLetterFacts {
  applicantName: string;
  scholarshipName: string;
  academicYear: string;
  bondYears: number;
  livingAllowanceCents: number;
  tuitionCoveragePercent: number;
  guardianRequired: boolean;
}

const money = (cents: number) => (cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const UNDERTAKING_WORDS = {
  'en-GB': {
    title: 'Letter of Acceptance & Undertaking',
    declarations: {
      readLetter: 'I have read and understood this Letter of Acceptance & Undertaking.',
      acceptObligations: 'I accept the obligations of a scholar set out in this letter.',
      bond: 'I undertake to serve the bond set out in this letter.',
      liquidatedDamages: 'I understand that I must repay the scholarship with liquidated damages if I break this undertaking or if any information I gave is false.',
    } satisfies Record<UndertakingDeclaration, string>,
    guardianRelationships: { FATHER: 'Father', MOTHER: 'Mother', LEGAL_GUARDIAN: 'Legal guardian' } satisfies Record<GuardianRelationship, string>,
    clauses: (facts: UndertakingLetterFacts): string[] => [
      `I, ${facts.applicantName}, accept the ${facts.scholarshipName} for the academic year ${facts.academicYear} on the terms of this letter.`,
      `The scholarship covers ${facts.tuitionCoveragePercent}% of my tuition fees and pays a living allowance of S$${money(facts.livingAllowanceCents)} a year.`,
      facts.bondYears > 0
        ? `On completing my studies I will serve a bond of ${facts.bondYears} years of work in Singapore.`
        : 'This scholarship carries no bond.',
      'I will study full time, make satisfactory academic progress, and hold no other scholarship, bursary or sponsorship without the written approval of the Scholarships Office.',
      'I will inform the Scholarships Office at once of any change in my circumstances that affects this scholarship.',
      `If I break this undertaking, or if any information I gave is found to be false, I will repay all scholarship moneys received with liquidated damages: interest at ${LIQUIDATED_DAMAGES_INTEREST_PERCENT}% a year, compounded, from the date of each payment.`,
      'Two sureties will guarantee my obligations under this undertaking.',
      ...(facts.guardianRequired ? ['As I am under 18, my parent or legal guardian endorses this undertaking and is bound by it together with me.'] : []),
    ],
  },
  'zh-Hans': {
    title: '接受与承诺书',
    declarations: {
      readLetter: '本人已阅读并理解本《接受与承诺书》。',
      acceptObligations: '本人接受本承诺书所列的奖学金得主义务。',
      bond: '本人承诺履行本承诺书所列的服务合约。',
      liquidatedDamages: '本人明白，如违反本承诺或所提供的资料不实，本人须偿还奖学金并支付违约赔偿金。',
    } satisfies Record<UndertakingDeclaration, string>,
    guardianRelationships: { FATHER: '父亲', MOTHER: '母亲', LEGAL_GUARDIAN: '法定监护人' } satisfies Record<GuardianRelationship, string>,
    clauses: (facts: UndertakingLetterFacts): string[] => [
      `本人 ${facts.applicantName} 按本承诺书的条款，接受 ${facts.academicYear} 学年的${facts.scholarshipName}。`,
      `本奖学金支付本人学费的 ${facts.tuitionCoveragePercent}%，并每年发放生活津贴 ${money(facts.livingAllowanceCents)} 新元。`,
      facts.bondYears > 0 ? `本人完成学业后，将在新加坡工作 ${facts.bondYears} 年，以履行服务合约。` : '本奖学金不附带服务合约。',
      '本人将全日制修读课程，保持良好的学业进度；未经奖学金办公室书面批准，不得同时领取其他奖学金、助学金或资助。',
      '本人的情况如有任何影响本奖学金的变化，将立即通知奖学金办公室。',
      `如本人违反本承诺，或所提供的任何资料被发现不实，本人将偿还已领取的全部奖学金款项，并支付违约赔偿金：自每笔款项支付之日起，按年利率 ${LIQUIDATED_DAMAGES_INTEREST_PERCENT}% 复利计算利息。`,
      '两名担保人将为本人在本承诺书下的义务提供担保。',
      ...(facts.guardianRequired ? ['由于本人未满 18 岁，本人的父母或法定监护人签署认可本承诺书，并与本人共同受其约束。'] : []),
    ],
  },
} as const satisfies Record<Language, unknown>;

/** The letter's clauses in a language. */
export const undertakingClauses = (facts: UndertakingLetterFacts, language: Language): string[] => UNDERTAKING_WORDS[language].clauses(facts);
