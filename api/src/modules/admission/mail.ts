/**
 * The admission application's e-mails, in the recipient's language. Chinese follows
 * shared/i18n/GLOSSARY.md. The English subjects are fixed: the end-to-end suites wait for them.
 */
import { categoryName, type CategoryId } from '@portal/contracts/admission/categories';
import type { Language } from '@portal/contracts/languages';
import { compose } from '../../mail/compose';
import type { OutgoingMail } from '../../mail/outbox';
import { MAIL_WORDING } from '../public/mail-wording';

const WORDS = {
  'en-GB': {
    startedSubject: 'Your application number',
    started: (number: string, category: string) =>
      `You have started an admission application in the category ${category}. Your application number is ${number}.`,
    keepIt: 'Keep this number: with the PIN you create next, it lets you sign in to continue your application on any device.',
    dueBy: (date: string) => `Please complete your application and upload the remaining documents by ${date}.`,
    continueHere: 'Continue your application here:',
  },
  'zh-Hans': {
    startedSubject: '您的申请编号',
    started: (number: string, category: string) => `您已开始填写入学申请，申请类别为“${category}”。您的申请编号为 ${number}。`,
    keepIt: '请妥善保存此编号：配合您接下来设置的 PIN 码，您可以在任何设备上登录并继续填写申请。',
    dueBy: (date: string) => `请于 ${date} 前完成申请并上传其余文件。`,
    continueHere: '请在此继续填写您的申请：',
  },
} as const;

export const ADMISSION_MAIL_SUBJECTS = { started: WORDS['en-GB'].startedSubject } as const;

/** dd/mm/yyyy in Singapore time: the office's dates. */
export const officeDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

export function applicationStartedMail(
  to: string,
  language: Language,
  input: { name: string; applicationNumber: string; category: CategoryId; dueAt: Date; link: string },
): OutgoingMail {
  const words = WORDS[language];
  const common = MAIL_WORDING[language];
  return compose(to, language, common.automatedNotice, words.startedSubject, [
    common.greeting(input.name),
    words.started(input.applicationNumber, categoryName(input.category, language)),
    words.keepIt,
    words.dueBy(officeDate(input.dueAt)),
    { text: words.continueHere, link: input.link },
  ]);
}
