/**
 * The financial aid application's acknowledgement e-mail, in the recipient's language (Chinese per
 * shared/i18n/GLOSSARY.md). The English subject is fixed: tests and the end-to-end suite wait for it.
 */
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import type { OutgoingMail } from '../../mail/outbox';
import { officeDateTime } from '../../mail/office-dates';
import { applicantMail } from './applicant-mail';

const WORDS = {
  'en-GB': {
    submittedSubject: 'Your financial aid application has been submitted',
    submitted: (reference: string, at: string) =>
      `We received your financial aid application ${reference} on ${at}, Singapore time. It can no longer be changed online.`,
    household: (size: number, perCapita: string) => `Household size: ${size}. Per capita monthly household income: S$${perCapita}.`,
    next: 'The Office of Financial Aid will assess your application and may ask you for more documents. We will write to you when the outcome is ready.',
    track: 'Follow your application and download a copy of it here:',
  },
  'zh-Hans': {
    submittedSubject: '您的经济资助申请已提交',
    submitted: (reference: string, at: string) => `我们已于新加坡时间${at}收到您的经济资助申请 ${reference}。申请已不能在网上修改。`,
    household: (size: number, perCapita: string) => `家庭人数：${size}。家庭人均月收入：S$${perCapita}。`,
    next: '经济资助办公室将评审您的申请，并可能要求您补交文件。评审结果出来后，我们将另行通知您。',
    track: '您可以在此查看申请进度并下载申请副本：',
  },
} as const;

export const AID_MAIL_SUBJECTS = { submitted: WORDS['en-GB'].submittedSubject } as const;

/** Cents as Singapore dollars with two decimals and thousands separators (the same in both languages). */
export const dollars = (cents: number): string => (cents / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function aidSubmittedMail(
  to: string,
  language: Language,
  input: { name: PersonName; reference: string; submittedAt: Date; householdSize: number | null; perCapitaIncomeCents: number | null; link: string },
): OutgoingMail {
  const words = WORDS[language];
  const household = input.householdSize !== null && input.perCapitaIncomeCents !== null ? [words.household(input.householdSize, dollars(input.perCapitaIncomeCents))] : [];
  return applicantMail(to, language, input.name, {
    subject: words.submittedSubject,
    body: [words.submitted(input.reference, officeDateTime(input.submittedAt, language)), ...household, words.next],
    see: { text: words.track, link: input.link },
  });
}
