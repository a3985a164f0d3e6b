/**
 * E-mails sent after an admission application is submitted: the request to each nominated referee
 * (with the single-use link to the reference form) and the acknowledgement of changed contact
 * details. Chinese follows shared/i18n/GLOSSARY.md. The English subjects are fixed: the end-to-end
 * suites wait for them.
 */
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import { compose } from '../../mail/compose';
import type { OutgoingMail } from '../../mail/outbox';
import { LETTER_WORDS } from '../../mail/letter-words';
import { officeDate } from '../../mail/office-dates';

const WORDS = {
  'en-GB': {
    referenceSubject: 'Reference request from the Office of Admissions',
    referenceAsked: (applicant: string, number: string) =>
      `${applicant} has applied for undergraduate admission (application number ${number}) and has nominated you as a referee. We would be grateful for your reference.`,
    referenceHow: 'The form takes about ten minutes. You do not need an account: open the link below, tell us how you know the applicant, write your reference and submit it.',
    referenceLink: 'Give your reference here:',
    referenceValidUntil: (date: string) => `The link can be used once, until ${date}. Please do not forward this e-mail: anyone with the link can submit a reference in your name.`,
    referenceConfidential: 'Your reference is read by the Office of Admissions only; the applicant does not see it.',
    contactSubject: 'Your contact details have been updated',
    contactUpdated: (number: string, at: string) => `The contact details for your admission application ${number} were updated on ${at}, Singapore time.`,
    contactNowUse: 'From now on we will write to you at:',
    contactOldAddress: 'This e-mail address is no longer used for your application. We are writing to it once so that you know of the change.',
    contactNotYou: 'If you did not make this change, please contact the Office of Admissions at once.',
    contactSee: 'See your application here:',
    mobile: (value: string) => `Mobile: ${value}`,
    email: (value: string) => `E-mail address: ${value}`,
    address: (value: string) => `Mailing address: ${value}`,
  },
  'zh-Hans': {
    referenceSubject: '招生办公室推荐信邀请',
    referenceAsked: (applicant: string, number: string) =>
      `${applicant} 已申请本科入学（申请编号 ${number}），并提名您为推荐人。恳请您为其撰写推荐信。`,
    referenceHow: '填写表格约需十分钟，无须注册账户：请打开以下链接，说明您与申请人的关系，撰写并提交推荐信。',
    referenceLink: '请在此提交推荐信：',
    referenceValidUntil: (date: string) => `此链接仅可使用一次，有效期至${date}。请勿转发本邮件：任何持有此链接的人都可以您的名义提交推荐信。`,
    referenceConfidential: '您的推荐信仅供招生办公室阅览，申请人不会看到。',
    contactSubject: '您的联系方式已更新',
    contactUpdated: (number: string, at: string) => `您的入学申请 ${number} 的联系方式已于新加坡时间${at}更新。`,
    contactNowUse: '今后我们将通过以下方式与您联系：',
    contactOldAddress: '此电子邮箱地址已不再用于您的申请。我们特此发送一次通知，以便您知悉此项更改。',
    contactNotYou: '如此项更改并非由您本人作出，请立即联系招生办公室。',
    contactSee: '您可以在此查看申请：',
    mobile: (value: string) => `手机号码：${value}`,
    email: (value: string) => `电子邮箱地址：${value}`,
    address: (value: string) => `通讯地址：${value}`,
  },
} as const;

export const AFTER_SUBMISSION_MAIL_SUBJECTS = {
  referenceRequest: WORDS['en-GB'].referenceSubject,
  contactUpdated: WORDS['en-GB'].contactSubject,
} as const;

export function referenceRequestMail(
  to: string,
  language: Language,
  input: { refereeName: string; applicantName: string; applicationNumber: string; link: string; validUntil: Date },
): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, words.referenceSubject, [
    common.greeting(input.refereeName),
    words.referenceAsked(input.applicantName, input.applicationNumber),
    words.referenceHow,
    { text: words.referenceLink, link: input.link },
    words.referenceValidUntil(officeDate(input.validUntil, language)),
    words.referenceConfidential,
  ]);
}

export interface ContactMailInput {
  name: PersonName;
  applicationNumber: string;
  updatedAt: string;
  email: string;
  mobile: string;
  address: string;
  link: string;
  /** This copy goes to the address that was replaced. */
  toOldAddress: boolean;
}

export function contactUpdatedMail(to: string, language: Language, input: ContactMailInput): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, words.contactSubject, [
    common.greeting(input.name),
    words.contactUpdated(input.applicationNumber, input.updatedAt),
    words.contactNowUse,
    { list: [words.email(input.email), words.mobile(input.mobile), words.address(input.address)] },
    ...(input.toOldAddress ? [words.contactOldAddress] : []),
    words.contactNotYou,
    { text: words.contactSee, link: input.link },
  ]);
}
