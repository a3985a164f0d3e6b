/**
 * The loan guarantor's e-mails, in the recipient's language: the guarantor's invitation (worded in
 * the applicant's language, who knows them), the applicant's "guarantor updated", and the applicant's
 * "your guarantor has confirmed". The English subjects are fixed: tests wait for them.
 */
import type { GuarantorLoan } from '@portal/contracts/financial-aid/guarantor';
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import type { OutgoingMail } from '../../mail/outbox';
import { officeDate } from '../../mail/office-dates';
import { invitationMail } from '../../third-party/invitation-mail';
import { applicantMail } from './applicant-mail';

const WORDS = {
  'en-GB': {
    inviteSubject: 'Please confirm that you will stand as guarantor for a financial aid loan',
    invite: (applicant: string, year: string) =>
      `${applicant} has accepted a financial aid package for the academic year ${year} that includes the loans below, and has named you as their guarantor. Please check your details, read the loans and confirm that you will stand as guarantor.`,
    loan: (name: string, percent: number) => `${name}: ${percent}% of the subsidised tuition fee`,
    open: 'Check your details and confirm here:',
    notYou: 'If you do not know the applicant or do not agree to stand as guarantor, ignore this e-mail.',
    updatedSubject: 'Your guarantor information has been updated',
    updated: (guarantor: string, email: string, date: string) =>
      `Your guarantor information has been updated. We have e-mailed ${guarantor} at ${email} a link to confirm as your guarantor by ${date}. Any link sent earlier no longer works.`,
    confirmedSubject: 'Your guarantor has confirmed',
    confirmed: (guarantor: string, reference: string) => `${guarantor} has confirmed that they will stand as guarantor for the loans of your financial aid application ${reference}.`,
    seeGuarantor: 'See your guarantor information in the Applicant Portal:',
  },
  'zh-Hans': {
    inviteSubject: '请确认您愿意担任助学贷款的担保人',
    invite: (applicant: string, year: string) =>
      `${applicant} 已接受 ${year} 学年的经济资助配套（包含以下贷款），并指定您为担保人。请核对您的资料，阅读贷款内容，并确认您愿意担任担保人。`,
    loan: (name: string, percent: number) => `${name}：津贴后学费的 ${percent}%`,
    open: '请在此核对资料并确认：',
    notYou: '如您不认识该申请人或不同意担任担保人，请忽略此邮件。',
    updatedSubject: '您的担保人资料已更新',
    updated: (guarantor: string, email: string, date: string) =>
      `您的担保人资料已更新。我们已向 ${guarantor}（${email}）发送确认链接，请其于${date}前确认担任您的担保人。此前发送的链接已失效。`,
    confirmedSubject: '您的担保人已确认',
    confirmed: (guarantor: string, reference: string) => `${guarantor} 已确认担任您的经济资助申请 ${reference} 所含贷款的担保人。`,
    seeGuarantor: '请在申请人门户查看您的担保人资料：',
  },
} as const;

export const GUARANTOR_MAIL_SUBJECTS = {
  invite: WORDS['en-GB'].inviteSubject,
  updated: WORDS['en-GB'].updatedSubject,
  confirmed: WORDS['en-GB'].confirmedSubject,
} as const;

export function guarantorInvitationMail(
  to: string,
  language: Language,
  input: { guarantorName: string; applicantName: string; academicYear: string; loans: GuarantorLoan[]; link: string; validUntil: Date },
): OutgoingMail {
  const words = WORDS[language];
  return invitationMail(to, language, {
    subject: words.inviteSubject,
    name: input.guarantorName,
    asked: [words.invite(input.applicantName, input.academicYear), { list: input.loans.map((loan) => words.loan(loan.name[language], loan.percent)) }],
    validUntil: input.validUntil,
    open: { text: words.open, link: input.link },
    ifNot: words.notYou,
  });
}

export function guarantorUpdatedMail(
  to: string,
  language: Language,
  input: { name: PersonName; guarantorName: string; guarantorEmail: string; validUntil: Date; link: string },
): OutgoingMail {
  const words = WORDS[language];
  return applicantMail(to, language, input.name, {
    subject: words.updatedSubject,
    body: [words.updated(input.guarantorName, input.guarantorEmail, officeDate(input.validUntil, language))],
    see: { text: words.seeGuarantor, link: input.link },
  });
}

export function guarantorConfirmedMail(to: string, language: Language, input: { name: PersonName; guarantorName: string; reference: string; link: string }): OutgoingMail {
  const words = WORDS[language];
  return applicantMail(to, language, input.name, {
    subject: words.confirmedSubject,
    body: [words.confirmed(input.guarantorName, input.reference)],
    see: { text: words.seeGuarantor, link: input.link },
  });
}
