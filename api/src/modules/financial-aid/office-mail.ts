/**
 * The e-mails the Office of Financial Aid's actions send the applicant, in the applicant's stored
 * language: documents requested, a package offered, unsuccessful, a request decided, withdrawn.
 * The English subjects are fixed: tests wait for them.
 */
import type { AidRequestKind, AidRequestStatus } from '@portal/contracts/financial-aid/model';
import type { Language } from '@portal/contracts/languages';
import type { Db } from '../../db/database';
import type { Block } from '../../mail/compose';
import { enqueueMail } from '../../mail/outbox';
import { storedLanguage } from '../../mail/stored-language';
import { officeDate } from '../../mail/office-dates';
import { aidApplicantPaths, aidRecipient } from './after-owned-application';
import { applicantMail } from './applicant-mail';

const DOCUMENT_TYPES: Record<Language, Record<string, string>> = {
  'en-GB': {
    INCOME_PROOF: 'proof of income',
    CPF_STATEMENT: 'CPF statement',
    MEDICAL_BILL: 'medical bills',
    INHERITANCE_PROOF: 'proof of inheritance',
    HOUSING_PROOF: 'proof of housing',
    OTHER: 'other supporting documents',
  },
  'zh-Hans': {
    INCOME_PROOF: '收入证明',
    CPF_STATEMENT: '公积金缴交记录',
    MEDICAL_BILL: '医疗账单',
    INHERITANCE_PROOF: '遗产证明',
    HOUSING_PROOF: '住房证明',
    OTHER: '其他证明文件',
  },
};

const WORDS = {
  'en-GB': {
    documentsSubject: 'Documents needed for your financial aid application',
    documents: (reference: string, date: string) => `The Office of Financial Aid needs the following documents for your financial aid application ${reference} by ${date}:`,
    officeMessage: (message: string) => `Message from the Office of Financial Aid: ${message}`,
    packageSubject: 'Your financial aid package',
    package: (reference: string, date: string) =>
      `We are pleased to offer you a financial aid package for application ${reference}. Please select the aid you wish to take up and accept or reject the package by ${date}. A bursary offer with no reply by then lapses.`,
    unsuccessfulSubject: 'The outcome of your financial aid application',
    unsuccessful: (reference: string) => `Thank you for applying for financial aid. We regret that we are unable to offer you financial aid for application ${reference}.`,
    decisionSubject: 'A decision on your financial aid request',
    decision: (reference: string, kind: AidRequestKind, status: AidRequestStatus) =>
      ({
        UPHELD: `Your ${kind === 'APPEAL' ? 'appeal' : 'request for review'} for financial aid application ${reference} has been upheld. The Office of Financial Aid will send you a revised package.`,
        NOT_UPHELD: `Your ${kind === 'APPEAL' ? 'appeal' : 'request for review'} for financial aid application ${reference} has not been upheld. The earlier outcome stands.`,
        PROCESSED: `The Office of Financial Aid has processed the update to your financial aid application ${reference}.`,
        SUBMITTED: '',
      })[status],
    withdrawnSubject: 'Your financial aid application has been withdrawn',
    withdrawn: (reference: string) =>
      `The Office of Financial Aid has withdrawn your financial aid application ${reference} because you are no longer eligible. A withdrawn application cannot be re-submitted in the same academic year.`,
    reason: (reason: string) => `Reason: ${reason}`,
    see: 'See your application in the Applicant Portal:',
  },
  'zh-Hans': {
    documentsSubject: '您的经济资助申请需补交文件',
    documents: (reference: string, date: string) => `经济资助办公室需要您在${date}前为经济资助申请 ${reference} 补交以下文件：`,
    officeMessage: (message: string) => `经济资助办公室留言：${message}`,
    packageSubject: '您的经济资助配套',
    package: (reference: string, date: string) => `我们欣然为您的经济资助申请 ${reference} 提供资助配套。请在${date}前选择您要接受的资助项目，并接受或拒绝此配套。如逾期未答复，此资助配套将失效。`,
    unsuccessfulSubject: '您的经济资助申请结果',
    unsuccessful: (reference: string) => `感谢您申请经济资助。很遗憾，我们未能为您的申请（申请参考编号 ${reference}）提供经济资助。`,
    decisionSubject: '您的经济资助申请有了新的决定',
    decision: (reference: string, kind: AidRequestKind, status: AidRequestStatus) =>
      ({
        UPHELD: `您就经济资助申请 ${reference} 提出的${kind === 'APPEAL' ? '申诉' : '复核申请'}已获接纳。经济资助办公室将向您发出修订后的资助配套。`,
        NOT_UPHELD: `您就经济资助申请 ${reference} 提出的${kind === 'APPEAL' ? '申诉' : '复核申请'}不获接纳，原有结果维持不变。`,
        PROCESSED: `经济资助办公室已处理您对经济资助申请 ${reference} 提交的情况变化更新。`,
        SUBMITTED: '',
      })[status],
    withdrawnSubject: '您的经济资助申请已被撤回',
    withdrawn: (reference: string) => `由于您已不再符合资格，经济资助办公室已撤回您的经济资助申请 ${reference}。撤回的申请不能在同一学年内重新提交。`,
    reason: (reason: string) => `原因：${reason}`,
    see: '请在申请人门户查看您的申请：',
  },
} as const;

export const AID_OFFICE_MAIL_SUBJECTS = {
  documents: WORDS['en-GB'].documentsSubject,
  package: WORDS['en-GB'].packageSubject,
  unsuccessful: WORDS['en-GB'].unsuccessfulSubject,
  decision: WORDS['en-GB'].decisionSubject,
  withdrawn: WORDS['en-GB'].withdrawnSubject,
} as const;

export type AidOfficeMail =
  | { kind: 'documents'; documentTypes: string[]; dueOn: string; message: string }
  | { kind: 'package'; replyDueOn: string }
  | { kind: 'unsuccessful' }
  | { kind: 'decision'; requestKind: AidRequestKind; status: AidRequestStatus }
  | { kind: 'withdrawn'; reason: string };

/** What the e-mail says about the action, in the applicant's language. */
function officeMailBody(language: Language, reference: string, mail: AidOfficeMail): { subject: string; body: Block[] } {
  const words = WORDS[language];
  switch (mail.kind) {
    case 'documents':
      return {
        subject: words.documentsSubject,
        body: [
          words.documents(reference, officeDate(mail.dueOn, language)),
          { list: mail.documentTypes.map((type) => DOCUMENT_TYPES[language][type] ?? type) },
          words.officeMessage(mail.message),
        ],
      };
    case 'package':
      return { subject: words.packageSubject, body: [words.package(reference, officeDate(mail.replyDueOn, language))] };
    case 'unsuccessful':
      return { subject: words.unsuccessfulSubject, body: [words.unsuccessful(reference)] };
    case 'decision':
      return { subject: words.decisionSubject, body: [words.decision(reference, mail.requestKind, mail.status)] };
    case 'withdrawn':
      return { subject: words.withdrawnSubject, body: [words.withdrawn(reference), words.reason(mail.reason)] };
  }
}

/**
 * Queues the e-mail about an office action to the application's applicant, in the same transaction as
 * the action. In their stored language (English if never chosen): the request is the officer's, so its
 * language says nothing about the applicant's.
 */
export async function mailAidApplicant(db: Db, applicationId: string, mail: AidOfficeMail, settings: { publicUrl: string; now: Date }): Promise<void> {
  const recipient = await aidRecipient(db, applicationId);
  const language = storedLanguage(recipient.language);
  const see = { text: WORDS[language].see, link: `${settings.publicUrl}${aidApplicantPaths.progress(applicationId)}` };
  await enqueueMail(db, applicantMail(recipient.email, language, recipient.name, { ...officeMailBody(language, recipient.reference, mail), see }), settings.now);
}
