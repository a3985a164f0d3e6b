/**
 * The e-mails of financial aid after submission, in the recipient's language: the reply to the
 * package (accepted or rejected), the lapse, the appeal or request for review, the update, the
 * documents sent, and the withdrawal. The English subjects are fixed: tests wait for them.
 */
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import type { OutgoingMail } from '../../mail/outbox';
import { officeDate, officeDateTime } from '../../mail/office-dates';
import { applicantMail } from './applicant-mail';

const WORDS = {
  'en-GB': {
    acceptedSubject: 'You have accepted your financial aid package',
    accepted: (reference: string, at: string) => `You accepted the financial aid package for application ${reference} on ${at}, Singapore time. An acceptance cannot be reversed.`,
    guarantorNext: 'As you have taken a loan, please give the details of your guarantor in the Applicant Portal.',
    rejectedSubject: 'You have rejected your financial aid package',
    rejected: (reference: string, at: string) => `You rejected the financial aid package for application ${reference} on ${at}, Singapore time. Your reply is final.`,
    lapsedSubject: 'Your financial aid offer has lapsed',
    lapsed: (reference: string, date: string) =>
      `We did not receive your reply to the financial aid package for application ${reference} by ${date}. Offer has lapsed. Please contact Office of Financial Aid for further assistance.`,
    appealSubject: 'We have received your financial aid appeal',
    appeal: (reference: string) => `We have received your appeal for financial aid application ${reference}. The Office of Financial Aid will let you know the outcome.`,
    reviewSubject: 'We have received your request for review',
    review: (reference: string) => `We have received your request for a review of financial aid application ${reference}. The Office of Financial Aid will let you know the outcome.`,
    updateSubject: 'We have received your financial aid application update',
    update: (reference: string) => `We have received the update of your circumstances for financial aid application ${reference}. The Office of Financial Aid will review it.`,
    documentsSubject: 'We have received your documents',
    documents: (reference: string, count: number) => `We have received the ${count} document(s) you sent for financial aid application ${reference}. The Office of Financial Aid will continue to process your application.`,
    withdrawnSubject: 'Your financial aid application has been withdrawn',
    withdrawn: (reference: string, at: string) =>
      `Your financial aid application ${reference} was withdrawn on ${at}, Singapore time, at your request. A withdrawal is final: you cannot apply for financial aid again this academic year.`,
    see: 'See your financial aid application in the Applicant Portal:',
  },
  'zh-Hans': {
    acceptedSubject: '您已接受经济资助配套',
    accepted: (reference: string, at: string) => `您已于新加坡时间${at}接受经济资助申请 ${reference} 的配套。接受后不可撤销。`,
    guarantorNext: '由于您已申请贷款，请在申请人门户填写担保人资料。',
    rejectedSubject: '您已拒绝经济资助配套',
    rejected: (reference: string, at: string) => `您已于新加坡时间${at}拒绝经济资助申请 ${reference} 的配套。此答复为最终决定。`,
    lapsedSubject: '您的经济资助已失效',
    lapsed: (reference: string, date: string) => `我们未在${date}前收到您对经济资助申请 ${reference} 配套的答复。此资助已失效。如需协助，请联系经济资助办公室。`,
    appealSubject: '我们已收到您的经济资助申诉',
    appeal: (reference: string) => `我们已收到您对经济资助申请 ${reference} 的申诉。经济资助办公室将通知您结果。`,
    reviewSubject: '我们已收到您的复核申请',
    review: (reference: string) => `我们已收到您对经济资助申请 ${reference} 的复核申请。经济资助办公室将通知您结果。`,
    updateSubject: '我们已收到您的经济资助申请更新',
    update: (reference: string) => `我们已收到您就经济资助申请 ${reference} 提交的情况变化更新。经济资助办公室将进行审阅。`,
    documentsSubject: '我们已收到您的文件',
    documents: (reference: string, count: number) => `我们已收到您为经济资助申请 ${reference} 提交的 ${count} 份文件。经济资助办公室将继续处理您的申请。`,
    withdrawnSubject: '您的经济资助申请已撤回',
    withdrawn: (reference: string, at: string) => `应您的要求，您的经济资助申请 ${reference} 已于新加坡时间${at}撤回。撤回为最终决定：本学年您不可再次申请经济资助。`,
    see: '请在申请人门户查看您的经济资助申请：',
  },
} as const;

export const AID_AFTER_MAIL_SUBJECTS = {
  accepted: WORDS['en-GB'].acceptedSubject,
  rejected: WORDS['en-GB'].rejectedSubject,
  lapsed: WORDS['en-GB'].lapsedSubject,
  appeal: WORDS['en-GB'].appealSubject,
  review: WORDS['en-GB'].reviewSubject,
  update: WORDS['en-GB'].updateSubject,
  documents: WORDS['en-GB'].documentsSubject,
  withdrawn: WORDS['en-GB'].withdrawnSubject,
} as const;

export interface AidMailInput {
  name: PersonName;
  reference: string;
  link: string;
}

export type AidAfterMail =
  | { kind: 'accepted'; at: Date; withLoan: boolean }
  | { kind: 'rejected'; at: Date }
  | { kind: 'lapsed'; replyDueOn: string }
  | { kind: 'appeal' | 'review' | 'update' }
  | { kind: 'documents'; count: number }
  | { kind: 'withdrawn'; at: Date };

export function aidAfterMail(to: string, language: Language, input: AidMailInput, mail: AidAfterMail): OutgoingMail {
  const words = WORDS[language];
  const { subject, body } = ((): { subject: string; body: string[] } => {
    switch (mail.kind) {
      case 'accepted':
        return { subject: words.acceptedSubject, body: [words.accepted(input.reference, officeDateTime(mail.at, language)), ...(mail.withLoan ? [words.guarantorNext] : [])] };
      case 'rejected':
        return { subject: words.rejectedSubject, body: [words.rejected(input.reference, officeDateTime(mail.at, language))] };
      case 'lapsed':
        return { subject: words.lapsedSubject, body: [words.lapsed(input.reference, officeDate(mail.replyDueOn, language))] };
      case 'appeal':
        return { subject: words.appealSubject, body: [words.appeal(input.reference)] };
      case 'review':
        return { subject: words.reviewSubject, body: [words.review(input.reference)] };
      case 'update':
        return { subject: words.updateSubject, body: [words.update(input.reference)] };
      case 'documents':
        return { subject: words.documentsSubject, body: [words.documents(input.reference, mail.count)] };
      case 'withdrawn':
        return { subject: words.withdrawnSubject, body: [words.withdrawn(input.reference, officeDateTime(mail.at, language))] };
    }
  })();
  return applicantMail(to, language, input.name, { subject, body, see: { text: words.see, link: input.link } });
}
