/**
 * The tuition grant sureties' e-mails: the surety's invitation (the shared invitation layout,
 * third-party/invitation-mail.ts), the applicant's notice that a surety confirmed, and the applicant's
 * reminders before the reply due date while the two have not both confirmed. The English
 * subjects are fixed: tests wait for them.
 */
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import { compose } from '../../mail/compose';
import { LETTER_WORDS } from '../../mail/letter-words';
import type { OutgoingMail } from '../../mail/outbox';
import { invitationMail } from '../../third-party/invitation-mail';

const WORDS = {
  'en-GB': {
    inviteSubject: 'Please confirm that you will stand as surety for a tuition grant',
    invite: (applicant: string, number: string) =>
      `${applicant} (admission application ${number}) has accepted an offer of admission with the government tuition grant and has named you as one of two sureties. Please read what you stand surety for and confirm.`,
    open: 'Read and confirm here:',
    notYou: 'If you do not know the applicant or do not agree to stand as surety, ignore this e-mail.',
    confirmedSubject: 'Your tuition grant surety has confirmed',
    confirmed: (surety: string, number: string) => `${surety} has confirmed that they will stand as surety for the tuition grant of admission application ${number}.`,
    seeSureties: 'See your sureties in the Applicant Portal:',
    reminderSubject: 'Reminder: your tuition grant sureties have not both confirmed',
    reminder: (number: string, dueDate: string, confirmed: number) =>
      `You accepted the offer for admission application ${number} with the government tuition grant. Both of your sureties should confirm by ${dueDate}; ${confirmed} of 2 ${confirmed === 1 ? 'has' : 'have'} confirmed so far. If a surety has not received or has lost their e-mail, save their details again to send them a new link.`,
    nameOrSee: 'Name your sureties or see their state in the Applicant Portal:',
  },
  'zh-Hans': {
    inviteSubject: '请确认您愿意担任学费津贴的担保人',
    invite: (applicant: string, number: string) => `${applicant}（入学申请编号 ${number}）已接受录取并申请政府学费津贴，并提名您为两名担保人之一。请阅读担保内容并确认。`,
    open: '请在此阅读并确认：',
    notYou: '如您不认识该申请人或不同意担任担保人，请忽略此邮件。',
    confirmedSubject: '您的学费津贴担保人已确认',
    confirmed: (surety: string, number: string) => `${surety} 已确认愿意担任入学申请 ${number} 的学费津贴担保人。`,
    seeSureties: '请在申请人门户查看您的担保人：',
    reminderSubject: '提醒：您的学费津贴担保人尚未全部确认',
    reminder: (number: string, dueDate: string, confirmed: number) =>
      `您已接受入学申请 ${number} 的录取并申请政府学费津贴。您的两名担保人须于${dueDate}前确认；目前已有 ${confirmed} 名确认。如担保人未收到或遗失邮件，请再次保存其资料，以发送新的链接。`,
    nameOrSee: '请在申请人门户提名担保人或查看其状态：',
  },
} as const;

/** The applicant's sureties page. */
export const tuitionGrantSuretiesPath = (applicationNumber: string) => `/applicant/admission/applications/${applicationNumber}/tuition-grant-sureties`;

export const TUITION_GRANT_SURETY_SUBJECTS = {
  invite: WORDS['en-GB'].inviteSubject,
  confirmed: WORDS['en-GB'].confirmedSubject,
  reminder: WORDS['en-GB'].reminderSubject,
} as const;

export function tuitionGrantSuretyInvitationMail(
  to: string,
  language: Language,
  input: { suretyName: string; applicantName: string; applicationNumber: string; link: string; validUntil: Date },
): OutgoingMail {
  const words = WORDS[language];
  return invitationMail(to, language, {
    subject: words.inviteSubject,
    name: input.suretyName,
    asked: [words.invite(input.applicantName, input.applicationNumber)],
    validUntil: input.validUntil,
    open: { text: words.open, link: input.link },
    ifNot: words.notYou,
  });
}

export function tuitionGrantSuretyConfirmedMail(to: string, language: Language, input: { name: PersonName; applicationNumber: string; suretyName: string; link: string }): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, words.confirmedSubject, [
    common.greeting(input.name),
    words.confirmed(input.suretyName, input.applicationNumber),
    { text: words.seeSureties, link: input.link },
  ]);
}

/** The applicant's reminder that the sureties have not both confirmed; `dueDate` as the offices write it (dd/mm/yyyy). */
export function tuitionGrantSuretyReminderMail(
  to: string,
  language: Language,
  input: { name: PersonName; applicationNumber: string; dueDate: string; confirmed: number; link: string },
): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, words.reminderSubject, [
    common.greeting(input.name),
    words.reminder(input.applicationNumber, input.dueDate, input.confirmed),
    { text: words.nameOrSee, link: input.link },
  ]);
}
