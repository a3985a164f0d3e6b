/**
 * The tuition grant sureties' e-mails: the surety's invitation (the shared invitation layout,
 * third-party/invitation-mail.ts) and the applicant's notice that a surety confirmed. The English
 * subjects are fixed: tests wait for them.
 */
import type { Language } from '@portal/contracts/languages';
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
  },
  'zh-Hans': {
    inviteSubject: '请确认您愿意担任学费津贴的担保人',
    invite: (applicant: string, number: string) => `${applicant}（入学申请编号 ${number}）已接受录取并申请政府学费津贴，并提名您为两名担保人之一。请阅读担保内容并确认。`,
    open: '请在此阅读并确认：',
    notYou: '如您不认识该申请人或不同意担任担保人，请忽略此邮件。',
    confirmedSubject: '您的学费津贴担保人已确认',
    confirmed: (surety: string, number: string) => `${surety} 已确认愿意担任入学申请 ${number} 的学费津贴担保人。`,
    seeSureties: '请在申请人门户查看您的担保人：',
  },
} as const;

/** The applicant's sureties page. */
export const tuitionGrantSuretiesPath = (applicationNumber: string) => `/applicant/admission/applications/${applicationNumber}/tuition-grant-sureties`;

export const TUITION_GRANT_SURETY_SUBJECTS = { invite: WORDS['en-GB'].inviteSubject, confirmed: WORDS['en-GB'].confirmedSubject } as const;

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

export function tuitionGrantSuretyConfirmedMail(to: string, language: Language, input: { name: string; applicationNumber: string; suretyName: string; link: string }): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, words.confirmedSubject, [
    common.greeting(input.name),
    words.confirmed(input.suretyName, input.applicationNumber),
    { text: words.seeSureties, link: input.link },
  ]);
}
