/**
 * The admission application's e-mails, in the recipient's language. Chinese follows
 * shared/i18n/GLOSSARY.md. The English subjects are fixed: the end-to-end suites wait for them.
 */
import { categoryName, type CategoryId } from '@portal/contracts/categories';
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import { officeDate, officeDateTime } from '../../mail/office-dates';
import { compose } from '../../mail/compose';
import type { OutgoingMail } from '../../mail/outbox';
import { LETTER_WORDS } from '../../mail/letter-words';

const WORDS = {
  'en-GB': {
    startedSubject: 'Your application number',
    started: (number: string, category: string) =>
      `You have started an admission application in the category ${category}. Your application number is ${number}.`,
    keepIt: 'Keep this number: with the PIN you create next, it lets you sign in to continue your application on any device.',
    dueBy: (date: string) => `Please complete your application and upload the remaining documents by ${date}.`,
    continueHere: 'Continue your application here:',
    submittedSubject: 'Your application has been submitted',
    submitted: (number: string, category: string, at: string) =>
      `We received your admission application ${number} (${category}) on ${at}, Singapore time. It can no longer be changed online.`,
    fee: (amount: string) => `Please pay the application fee of ${amount}. Your application is processed once the fee is received.`,
    feeWaived: 'No application fee is charged for your category.',
    track: 'Follow your application, download a copy of it and see what happens next here:',
  },
  'zh-Hans': {
    startedSubject: '您的申请编号',
    started: (number: string, category: string) => `您已开始填写入学申请，申请类别为“${category}”。您的申请编号为 ${number}。`,
    keepIt: '请妥善保存此编号：配合您接下来设置的 PIN 码，您可以在任何设备上登录并继续填写申请。',
    dueBy: (date: string) => `请于${date}前完成申请并上传其余文件。`,
    continueHere: '请在此继续填写您的申请：',
    submittedSubject: '您的申请已提交',
    submitted: (number: string, category: string, at: string) =>
      `我们已于新加坡时间${at}收到您的入学申请 ${number}（${category}）。申请已不能在网上修改。`,
    fee: (amount: string) => `请缴付申请费 ${amount}。我们将在收到申请费后处理您的申请。`,
    feeWaived: '您的申请类别无须缴付申请费。',
    track: '您可以在此查看申请进度、下载申请副本并了解后续步骤：',
  },
} as const;

export const ADMISSION_MAIL_SUBJECTS = { started: WORDS['en-GB'].startedSubject, submitted: WORDS['en-GB'].submittedSubject } as const;

export function applicationStartedMail(
  to: string,
  language: Language,
  input: { name: PersonName; applicationNumber: string; category: CategoryId; dueAt: Date; link: string },
): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, words.startedSubject, [
    common.greeting(input.name),
    words.started(input.applicationNumber, categoryName(input.category, language)),
    words.keepIt,
    words.dueBy(officeDate(input.dueAt, language)),
    { text: words.continueHere, link: input.link },
  ]);
}

export function applicationSubmittedMail(
  to: string,
  language: Language,
  input: { name: PersonName; applicationNumber: string; category: CategoryId; submittedAt: Date; feeCents: number | null; link: string },
): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  const amount = input.feeCents ? new Intl.NumberFormat(language, { style: 'currency', currency: 'SGD', currencyDisplay: 'code' }).format(input.feeCents / 100) : null;
  return compose(to, language, common.automatedNotice, words.submittedSubject, [
    common.greeting(input.name),
    words.submitted(input.applicationNumber, categoryName(input.category, language), officeDateTime(input.submittedAt, language)),
    amount ? words.fee(amount) : words.feeWaived,
    { text: words.track, link: input.link },
  ]);
}
