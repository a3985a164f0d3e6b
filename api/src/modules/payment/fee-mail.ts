/**
 * The e-mail telling an applicant that an office waived one of their fees, in their language. Chinese
 * follows shared/i18n/GLOSSARY.md. The English subjects are fixed: the tests and the end-to-end
 * suites wait for them.
 */
import type { Language } from '@portal/contracts/languages';
import type { FeeKind } from '@portal/contracts/office/payment';
import type { Db } from '../../db/database';
import { compose } from '../../mail/compose';
import { enqueueMail } from '../../mail/outbox';
import { LETTER_WORDS } from '../../mail/letter-words';

/** The offices that may waive a fee: the Office of Admissions (application fees) and the Finance Office (any fee). */
export type WaivingOffice = 'ADMISSIONS' | 'FINANCE';

export interface WaiverFacts {
  feeKind: FeeKind;
  applicationNumber: string | null;
  /** The fee's own description (an entrance exam's fee names the exam). */
  description: string;
  office: WaivingOffice;
  reason: string;
}

const WORDS = {
  'en-GB': {
    subject: { APPLICATION_FEE: 'Your application fee has been waived', ENTRANCE_EXAM_FEE: 'Your entrance exam fee has been waived' },
    fee: { APPLICATION_FEE: 'application fee', ENTRANCE_EXAM_FEE: 'entrance exam fee' },
    office: { ADMISSIONS: 'the Office of Admissions', FINANCE: 'the Finance Office' },
    waived: (fee: string, of: string, office: string) => `The ${fee} ${of} has been waived by ${office}. You do not need to pay it.`,
    ofApplication: (number: string) => `for application ${number}`,
    ofDescription: (description: string) => `(${description})`,
    reason: (reason: string) => `Reason: ${reason}`,
    seeHere: 'See your fees here:',
  },
  'zh-Hans': {
    subject: { APPLICATION_FEE: '您的申请费已获豁免', ENTRANCE_EXAM_FEE: '您的入学考试费已获豁免' },
    fee: { APPLICATION_FEE: '申请费', ENTRANCE_EXAM_FEE: '入学考试费' },
    office: { ADMISSIONS: '招生办公室', FINANCE: '财务处' },
    waived: (fee: string, of: string, office: string) => `${office}已豁免${of}的${fee}，您无须缴付。`,
    ofApplication: (number: string) => `申请 ${number} `,
    ofDescription: (description: string) => `“${description}”`,
    reason: (reason: string) => `原因：${reason}`,
    seeHere: '请在此查看您的应缴费用：',
  },
} as const;

export const FEE_WAIVED_SUBJECTS = WORDS['en-GB'].subject;

/** Queues the e-mail to the fee's applicant, in their stored language (English when they never chose one). */
export async function mailFeeWaived(db: Db, input: { applicantId: string; facts: WaiverFacts; link: string; now: Date }): Promise<void> {
  const person = await db.selectFrom('applicants').select(['email', 'full_name', 'language']).where('id', '=', input.applicantId).executeTakeFirstOrThrow();
  const language: Language = person.language === 'zh-Hans' ? 'zh-Hans' : 'en-GB';
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  const { facts } = input;
  const of = facts.applicationNumber ? words.ofApplication(facts.applicationNumber) : words.ofDescription(facts.description);
  await enqueueMail(
    db,
    compose(person.email, language, common.automatedNotice, words.subject[facts.feeKind], [
      common.greeting(person.full_name),
      words.waived(words.fee[facts.feeKind], of, words.office[facts.office]),
      words.reason(facts.reason),
      { text: words.seeHere, link: input.link },
    ]),
    input.now,
  );
}
