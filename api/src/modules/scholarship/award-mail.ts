/**
 * The scholarship award's e-mails, in the recipient's language: the released outcome, the reply's
 * acknowledgement, the lapse, the undertaking's acknowledgement, the surety's invitation and the
 * surety's confirmation. The English subjects are fixed: tests wait for them.
 */
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import { compose } from '../../mail/compose';
import type { OutgoingMail } from '../../mail/outbox';
import { officeDate, officeDateTime } from '../../mail/office-dates';
import { LETTER_WORDS } from '../../mail/letter-words';
import { invitationMail } from '../../third-party/invitation-mail';

const WORDS = {
  'en-GB': {
    offeredSubject: 'Your scholarship offer',
    offered: (reference: string, scholarship: string) => `We are pleased to offer you the ${scholarship} (scholarship application ${reference}).`,
    replyBy: (date: string) => `Please accept or decline the offer by 23:59 on ${date}, Singapore time. An offer with no reply by then lapses.`,
    unsuccessfulSubject: 'The outcome of your scholarship application',
    unsuccessful: (reference: string) =>
      `Thank you for applying for a scholarship. We regret that we are unable to offer you a scholarship for application ${reference}. The competition was keen this year.`,
    seeOutcome: 'See the outcome in the Applicant Portal:',
    replySubject: 'We have received your reply to the scholarship offer',
    accepted: (reference: string, at: string) =>
      `You accepted the scholarship offer for application ${reference} on ${at}, Singapore time. Your next step is to accept the Letter of Acceptance & Undertaking in the Applicant Portal.`,
    declined: (reference: string, at: string) => `You declined the scholarship offer for application ${reference} on ${at}, Singapore time. Your reply is final.`,
    lapsedSubject: 'Your scholarship offer has lapsed',
    lapsed: (reference: string, date: string) =>
      `We did not receive your reply to the scholarship offer for application ${reference} by ${date}. Offer has lapsed. Please contact the Scholarships Office for further assistance.`,
    undertakingSubject: 'We have received your Letter of Acceptance & Undertaking',
    undertaking: (reference: string, at: string) =>
      `You accepted the Letter of Acceptance & Undertaking for scholarship application ${reference} on ${at}, Singapore time. Please now nominate your two sureties in the Applicant Portal.`,
    suretyInviteSubject: 'Please confirm that you will stand as surety for a scholar',
    suretyInvite: (applicant: string, scholarship: string) =>
      `${applicant} has accepted the ${scholarship} and has nominated you as a surety. Please read the undertaking and confirm that you will stand as surety.`,
    suretyOpen: 'Read the undertaking and confirm here:',
    suretyNotYou: 'If you do not know the applicant or do not agree to stand as surety, ignore this e-mail.',
    suretyConfirmedSubject: 'Your surety has confirmed',
    suretyConfirmed: (surety: string, reference: string) => `${surety} has confirmed that they will stand as surety for scholarship application ${reference}.`,
    seeSureties: 'See your sureties in the Applicant Portal:',
  },
  'zh-Hans': {
    offeredSubject: '您的奖学金颁发通知',
    offered: (reference: string, scholarship: string) => `我们欣然向您颁发${scholarship}（申请参考编号 ${reference}）。`,
    replyBy: (date: string) => `请于新加坡时间${date} 23:59前接受或拒绝此奖学金。逾期未答复的奖学金颁发通知将失效。`,
    unsuccessfulSubject: '您的奖学金申请结果',
    unsuccessful: (reference: string) => `感谢您申请奖学金。很遗憾，我们未能为您的申请（申请参考编号 ${reference}）颁发奖学金。今年的竞争十分激烈。`,
    seeOutcome: '请在申请人门户查看结果：',
    replySubject: '我们已收到您对奖学金颁发通知的答复',
    accepted: (reference: string, at: string) => `您已于新加坡时间${at}接受奖学金申请 ${reference} 获颁的奖学金。下一步，请在申请人门户接受《接受与承诺书》。`,
    declined: (reference: string, at: string) => `您已于新加坡时间${at}拒绝奖学金申请 ${reference} 获颁的奖学金。此答复为最终决定。`,
    lapsedSubject: '您的奖学金颁发通知已失效',
    lapsed: (reference: string, date: string) => `我们未在${date}前收到您对奖学金颁发通知（申请参考编号 ${reference}）的答复。此奖学金颁发通知已失效。如需协助，请联系奖学金办公室。`,
    undertakingSubject: '我们已收到您的《接受与承诺书》',
    undertaking: (reference: string, at: string) => `您已于新加坡时间${at}接受奖学金申请 ${reference} 的《接受与承诺书》。请在申请人门户提名两名担保人。`,
    suretyInviteSubject: '请确认您愿意担任奖学金得主的担保人',
    suretyInvite: (applicant: string, scholarship: string) => `${applicant} 已接受${scholarship}，并提名您为担保人。请阅读承诺书，并确认您愿意担任担保人。`,
    suretyOpen: '请在此阅读承诺书并确认：',
    suretyNotYou: '如您不认识该申请人或不同意担任担保人，请忽略此邮件。',
    suretyConfirmedSubject: '您的担保人已确认',
    suretyConfirmed: (surety: string, reference: string) => `${surety} 已确认担任奖学金申请 ${reference} 的担保人。`,
    seeSureties: '请在申请人门户查看您的担保人：',
  },
} as const;

export const SCHOLARSHIP_AWARD_MAIL_SUBJECTS = {
  offered: WORDS['en-GB'].offeredSubject,
  unsuccessful: WORDS['en-GB'].unsuccessfulSubject,
  reply: WORDS['en-GB'].replySubject,
  lapsed: WORDS['en-GB'].lapsedSubject,
  undertaking: WORDS['en-GB'].undertakingSubject,
  suretyInvite: WORDS['en-GB'].suretyInviteSubject,
  suretyConfirmed: WORDS['en-GB'].suretyConfirmedSubject,
} as const;

interface ApplicantMailInput {
  name: PersonName;
  reference: string;
  link: string;
}

/** An e-mail to the applicant: the greeting, what happened, and the link to see it in the portal. */
function toApplicant(to: string, language: Language, input: ApplicantMailInput, subject: string, body: string[], linkText: string): OutgoingMail {
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, subject, [common.greeting(input.name), ...body, { text: linkText, link: input.link }]);
}

export function scholarshipOutcomeMail(to: string, language: Language, input: ApplicantMailInput & { scholarship: string | null; replyDueDate: string | null }): OutgoingMail {
  const words = WORDS[language];
  if (input.scholarship === null) return toApplicant(to, language, input, words.unsuccessfulSubject, [words.unsuccessful(input.reference)], words.seeOutcome);
  const body = [words.offered(input.reference, input.scholarship), words.replyBy(officeDate(input.replyDueDate!, language))];
  return toApplicant(to, language, input, words.offeredSubject, body, words.seeOutcome);
}

export function scholarshipReplyMail(to: string, language: Language, input: ApplicantMailInput & { accepted: boolean; at: Date }): OutgoingMail {
  const words = WORDS[language];
  const at = officeDateTime(input.at, language);
  const body = input.accepted ? words.accepted(input.reference, at) : words.declined(input.reference, at);
  return toApplicant(to, language, input, words.replySubject, [body], words.seeOutcome);
}

export function scholarshipLapsedMail(to: string, language: Language, input: ApplicantMailInput & { replyDueDate: string }): OutgoingMail {
  const words = WORDS[language];
  return toApplicant(to, language, input, words.lapsedSubject, [words.lapsed(input.reference, officeDate(input.replyDueDate, language))], words.seeOutcome);
}

export function undertakingAcceptedMail(to: string, language: Language, input: ApplicantMailInput & { at: Date }): OutgoingMail {
  const words = WORDS[language];
  return toApplicant(to, language, input, words.undertakingSubject, [words.undertaking(input.reference, officeDateTime(input.at, language))], words.seeSureties);
}

export function suretyInvitationMail(
  to: string,
  language: Language,
  input: { suretyName: string; applicantName: string; scholarship: string; link: string; validUntil: Date },
): OutgoingMail {
  const words = WORDS[language];
  return invitationMail(to, language, {
    subject: words.suretyInviteSubject,
    name: input.suretyName,
    asked: [words.suretyInvite(input.applicantName, input.scholarship)],
    validUntil: input.validUntil,
    open: { text: words.suretyOpen, link: input.link },
    ifNot: words.suretyNotYou,
  });
}

export function suretyConfirmedMail(to: string, language: Language, input: ApplicantMailInput & { suretyName: string }): OutgoingMail {
  const words = WORDS[language];
  return toApplicant(to, language, input, words.suretyConfirmedSubject, [words.suretyConfirmed(input.suretyName, input.reference)], words.seeSureties);
}
