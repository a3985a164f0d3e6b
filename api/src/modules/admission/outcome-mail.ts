/**
 * The outcome's e-mails, in the recipient's language: the released outcome (an offer or not), the
 * acknowledgement of the reply, and the lapse. The English subjects are fixed: tests wait for them.
 */
import { offerSchemeName, type OfferReply } from '@portal/contracts/admission/outcomes';
import { programmeName } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import { compose } from '../../mail/compose';
import type { OutgoingMail } from '../../mail/outbox';
import { LETTER_WORDS } from '../../mail/letter-words';
import { officeDate, officeDateTime } from '../../mail/office-dates';

const WORDS = {
  'en-GB': {
    offeredSubject: 'Your offer of admission',
    offered: (number: string, programme: string) => `We are pleased to offer you a place in ${programme} (application ${number}).`,
    replyBy: (date: string) => `Please reply to the offer by 23:59 on ${date}, Singapore time. An offer with no reply by then lapses and is treated as declined.`,
    unsuccessfulSubject: 'The outcome of your application',
    unsuccessful: (number: string) =>
      `Thank you for your interest in studying with us. We regret that we are unable to offer you a place for application ${number}. The competition for places was keen this year.`,
    appeal: 'If you wish, you may appeal against this outcome in the Applicant Portal.',
    seeOutcome: 'See the outcome in the Applicant Portal:',
    replySubject: 'We have received your reply to the offer',
    replies: {
      ACCEPT: 'You accepted the offer.',
      ACCEPT_WITH_GRANT: 'You accepted the offer with the tuition grant.',
      ACCEPT_WITHOUT_GRANT: 'You accepted the offer without the tuition grant.',
      REJECT: 'You declined the offer.',
    } satisfies Record<OfferReply, string>,
    replied: (number: string, at: string) => `We received your reply to the offer for application ${number} on ${at}, Singapore time. Your reply is final.`,
    schemes: (list: string) => `Schemes you accepted: ${list}.`,
    letter: 'Download your offer letter from the Applicant Portal:',
    lapsedSubject: 'Your offer of admission has lapsed',
    lapsed: (number: string, date: string) =>
      `We did not receive your reply to the offer for application ${number} by ${date}. The offer has lapsed and is treated as declined. Please contact the Office of Admissions if you need help.`,
  },
  'zh-Hans': {
    offeredSubject: '您的入学录取通知',
    offered: (number: string, programme: string) => `我们欣然录取您就读${programme}专业（申请编号 ${number}）。`,
    replyBy: (date: string) => `请于新加坡时间${date} 23:59前答复录取通知。逾期未答复的录取通知将失效，并视为拒绝录取。`,
    unsuccessfulSubject: '您的申请结果',
    unsuccessful: (number: string) => `感谢您有意到本校就读。很遗憾，我们未能为您的申请（申请编号 ${number}）提供录取名额。今年的竞争十分激烈。`,
    appeal: '如您愿意，可在申请人门户就此结果提出申诉。',
    seeOutcome: '请在申请人门户查看结果：',
    replySubject: '我们已收到您对录取通知的答复',
    replies: {
      ACCEPT: '您已接受录取。',
      ACCEPT_WITH_GRANT: '您已接受录取，并申请政府学费津贴。',
      ACCEPT_WITHOUT_GRANT: '您已接受录取，不申请政府学费津贴。',
      REJECT: '您已拒绝录取。',
    } satisfies Record<OfferReply, string>,
    replied: (number: string, at: string) => `我们已于新加坡时间${at}收到您对申请编号 ${number} 录取通知的答复。此答复为最终决定。`,
    schemes: (list: string) => `您接受的计划：${list}。`,
    letter: '请在申请人门户下载您的录取信：',
    lapsedSubject: '您的入学录取通知已失效',
    lapsed: (number: string, date: string) =>
      `我们未在${date}前收到您对申请编号 ${number} 录取通知的答复。此录取通知已失效，并视为拒绝录取。如需协助，请联系招生办公室。`,
  },
} as const;

export const OUTCOME_MAIL_SUBJECTS = {
  offered: WORDS['en-GB'].offeredSubject,
  unsuccessful: WORDS['en-GB'].unsuccessfulSubject,
  reply: WORDS['en-GB'].replySubject,
  lapsed: WORDS['en-GB'].lapsedSubject,
} as const;

export interface OutcomeMailInput {
  name: PersonName;
  applicationNumber: string;
  link: string;
}

export function outcomeReleasedMail(
  to: string,
  language: Language,
  input: OutcomeMailInput & { decision: 'OFFERED' | 'UNSUCCESSFUL'; programme: string | null; replyDueAt: Date | null },
): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  const body =
    input.decision === 'OFFERED'
      ? [words.offered(input.applicationNumber, programmeName(input.programme ?? '', language)), words.replyBy(officeDate(input.replyDueAt!, language))]
      : [words.unsuccessful(input.applicationNumber), words.appeal];
  return compose(to, language, common.automatedNotice, input.decision === 'OFFERED' ? words.offeredSubject : words.unsuccessfulSubject, [
    common.greeting(input.name),
    ...body,
    { text: words.seeOutcome, link: input.link },
  ]);
}

export function offerReplyMail(
  to: string,
  language: Language,
  input: OutcomeMailInput & { reply: OfferReply; acceptedSchemes: string[]; at: Date },
): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  const schemes = input.acceptedSchemes.map((code) => offerSchemeName(code, language)).join(language === 'zh-Hans' ? '、' : ', ');
  return compose(to, language, common.automatedNotice, words.replySubject, [
    common.greeting(input.name),
    words.replied(input.applicationNumber, officeDateTime(input.at, language)),
    words.replies[input.reply],
    ...(schemes ? [words.schemes(schemes)] : []),
    { text: words.letter, link: input.link },
  ]);
}

export function offerLapsedMail(to: string, language: Language, input: OutcomeMailInput & { replyDueAt: Date }): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, words.lapsedSubject, [
    common.greeting(input.name),
    words.lapsed(input.applicationNumber, officeDate(input.replyDueAt, language)),
    { text: words.seeOutcome, link: input.link },
  ]);
}
