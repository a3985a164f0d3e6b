/**
 * The e-mail telling an applicant that an office waived one of their fees, in their language. Chinese
 * follows shared/i18n/GLOSSARY.md. The English subjects are fixed: the tests and the end-to-end
 * suites wait for them.
 */
import type { Language } from '@portal/contracts/languages';
import { feeKindWords, type FeeKind } from '@portal/contracts/fee-kinds';
import type { Db } from '../../db/database';
import { applicantToWrite } from '../../mail/applicant-name';
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
    subject: (fee: string) => `Your ${fee} has been waived`,
    office: { ADMISSIONS: 'the Office of Admissions', FINANCE: 'the Finance Office' },
    waived: (fee: string, of: string, office: string) => `The ${fee} ${of} has been waived by ${office}. You do not need to pay it.`,
    ofApplication: (number: string) => `for application ${number}`,
    ofDescription: (description: string) => `(${description})`,
    reason: (reason: string) => `Reason: ${reason}`,
    seeHere: 'See your fees here:',
  },
  'zh-Hans': {
    subject: (fee: string) => `您的${fee}已获豁免`,
    office: { ADMISSIONS: '招生办公室', FINANCE: '财务处' },
    waived: (fee: string, of: string, office: string) => `${office}已豁免${of}的${fee}，您无须缴付。`,
    ofApplication: (number: string) => `申请 ${number} `,
    ofDescription: (description: string) => `“${description}”`,
    reason: (reason: string) => `原因：${reason}`,
    seeHere: '请在此查看您的应缴费用：',
  },
} as const;

/** Queues the e-mail to the fee's applicant, in their stored language (English when they never chose one). */
export async function mailFeeWaived(db: Db, input: { applicantId: string; facts: WaiverFacts; link: string; now: Date }): Promise<void> {
  const person = await applicantToWrite(db, input.applicantId);
  const language: Language = person.language === 'zh-Hans' ? 'zh-Hans' : 'en-GB';
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  const { facts } = input;
  const fee = feeKindWords(facts.feeKind, language).name;
  const of = facts.applicationNumber ? words.ofApplication(facts.applicationNumber) : words.ofDescription(facts.description);
  await enqueueMail(
    db,
    compose(person.email, language, common.automatedNotice, words.subject(fee), [
      common.greeting(person.name),
      words.waived(fee, of, words.office[facts.office]),
      words.reason(facts.reason),
      { text: words.seeHere, link: input.link },
    ]),
    input.now,
  );
}
