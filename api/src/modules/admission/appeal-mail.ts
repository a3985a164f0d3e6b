/**
 * E-mails about a submitted application (issue 10): the appeal, its outcome, interview/test
 * invitations and the chosen slot, requests for documents and their answer (the fee waiver's is payment/fee-mail.ts). One
 * layout (greeting, what happened, where to see it); the words per language. Chinese follows
 * shared/i18n/GLOSSARY.md. The English subjects are fixed: tests and the end-to-end suites wait for them.
 */
import { programmeName } from '@portal/contracts/programmes';
import type { Language } from '@portal/contracts/languages';
import { labelledText } from '@portal/contracts/list-words';
import type { Db } from '../../db/database';
import { applicantName, applicantNameColumns } from '../../mail/applicant-name';
import { compose } from '../../mail/compose';
import { enqueueMail } from '../../mail/outbox';
import { LETTER_WORDS } from '../../mail/letter-words';
import { officeDate, officeDateTime } from '../../mail/office-dates';

type Words = {
  subject: string;
  body: (facts: Facts, language: Language) => string[];
};

export interface Facts {
  applicationNumber: string;
  at?: Date;
  programme?: string | null;
  outcome?: 'UPHELD' | 'DISMISSED';
  remarks?: string;
  kind?: 'INTERVIEW' | 'TEST';
  dueDate?: string;
  message?: string;
  /** The chosen time's place in both languages (issue 35; null: a video call), and its video link. */
  place?: Record<Language, string> | null;
  videoLink?: string | null;
  /** The times an invitation offers, earliest first. */
  times?: OfferedTime[];
}

export interface OfferedTime {
  at: Date;
  minutes: number;
  place: Record<Language, string> | null;
}

const kindEn = (kind: Facts['kind']) => (kind === 'TEST' ? 'test' : 'interview');
/** With its article: "an interview", but "a test". */
const aKindEn = (kind: Facts['kind']) => (kind === 'TEST' ? 'a test' : 'an interview');
const kindZh = (kind: Facts['kind']) => (kind === 'TEST' ? '测试' : '面试');

const WHERE_LABELS: Record<Language, { place: string; videoLink: string }> = {
  'en-GB': { place: 'Place', videoLink: 'Video link' },
  'zh-Hans': { place: '地点', videoLink: '视频会议链接' },
};

/** The offered times, one line each, with their place in the reader's language (or "video call"). */
const TIME_LINE: Record<Language, (time: OfferedTime) => string> = {
  'en-GB': (time) => `${officeDateTime(time.at, 'en-GB')} (${time.minutes} minutes), ${time.place?.['en-GB'] ?? 'video call'}`,
  'zh-Hans': (time) => `${officeDateTime(time.at, 'zh-Hans')}（${time.minutes} 分钟），${time.place?.['zh-Hans'] ?? '视频会议'}`,
};
const timeLines = (facts: Facts, language: Language): string[] => (facts.times ?? []).map(TIME_LINE[language]);

/** Where the chosen time is, in the reader's language: its place there and/or its video link. */
export const whereLines = (facts: Pick<Facts, 'place' | 'videoLink'>, language: Language): string[] => [
  ...(facts.place ? [labelledText(WHERE_LABELS[language].place, facts.place[language], language)] : []),
  ...(facts.videoLink ? [labelledText(WHERE_LABELS[language].videoLink, facts.videoLink, language)] : []),
];

const EN: Record<MailKind, Words> = {
  appealSubmitted: {
    subject: 'Your appeal has been submitted',
    body: (f) => [
      `We received your appeal for application ${f.applicationNumber} on ${officeDateTime(f.at!, 'en-GB')}, Singapore time.`,
      'Only your latest appeal is reviewed: a new appeal sent before the office starts processing it replaces this one.',
    ],
  },
  appealDecided: {
    subject: 'The outcome of your appeal',
    body: (f, language) => [
      f.outcome === 'UPHELD'
        ? `Your appeal for application ${f.applicationNumber} has been upheld. You are offered ${programmeName(f.programme ?? '', language)}.`
        : `Your appeal for application ${f.applicationNumber} has been dismissed.`,
      `Remarks from the Office of Admissions: ${f.remarks}`,
    ],
  },
  invited: {
    subject: 'You are invited to an interview or test',
    body: (f) => [
      `The Office of Admissions invites you to ${aKindEn(f.kind)} for application ${f.applicationNumber}. Please choose one of the offered times (Singapore time):`,
      ...timeLines(f, 'en-GB'),
      ...(f.message ? [f.message] : []),
    ],
  },
  slotChosen: {
    subject: 'Your interview or test time is confirmed',
    body: (f) => [`Your ${kindEn(f.kind)} for application ${f.applicationNumber} is on ${officeDateTime(f.at!, 'en-GB')}, Singapore time. You can add it to your calendar from the portal.`, ...whereLines(f, 'en-GB')],
  },
  documentsRequested: {
    subject: 'Documents requested for your application',
    body: (f) => [`The Office of Admissions asks you to upload documents for application ${f.applicationNumber} by ${officeDate(f.dueDate!, 'en-GB')}.`, f.message ?? ''],
  },
  documentsSent: {
    subject: 'We received your documents',
    body: (f) => [`We received the documents you sent for application ${f.applicationNumber} on ${officeDateTime(f.at!, 'en-GB')}, Singapore time.`],
  },
};

const ZH: Record<MailKind, Words> = {
  appealSubmitted: {
    subject: '您的申诉已提交',
    body: (f) => [`我们已于新加坡时间${officeDateTime(f.at!, 'zh-Hans')}收到您就申请 ${f.applicationNumber} 提出的申诉。`, '我们只审理您最新提交的申诉：在招生办公室开始处理之前提交的新申诉将取代此申诉。'],
  },
  appealDecided: {
    subject: '您的申诉结果',
    body: (f, language) => [
      f.outcome === 'UPHELD'
        ? `您就申请 ${f.applicationNumber} 提出的申诉获得接纳。我们向您发出${programmeName(f.programme ?? '', language)}专业的录取通知。`
        : `您就申请 ${f.applicationNumber} 提出的申诉未获接纳。`,
      `招生办公室备注：${f.remarks}`,
    ],
  },
  invited: {
    subject: '面试或测试邀请',
    body: (f) => [`招生办公室邀请您就申请 ${f.applicationNumber} 参加${kindZh(f.kind)}。请从以下时段（新加坡时间）中选择一个：`, ...timeLines(f, 'zh-Hans'), ...(f.message ? [f.message] : [])],
  },
  slotChosen: {
    subject: '您的面试或测试时间已确认',
    body: (f) => [`您就申请 ${f.applicationNumber} 的${kindZh(f.kind)}定于新加坡时间${officeDateTime(f.at!, 'zh-Hans')}。您可在门户网站将其加入日历。`, ...whereLines(f, 'zh-Hans')],
  },
  documentsRequested: {
    subject: '请为您的申请补交文件',
    body: (f) => [`招生办公室请您于${officeDate(f.dueDate!, 'zh-Hans')}前为申请 ${f.applicationNumber} 上传文件。`, f.message ?? ''],
  },
  documentsSent: {
    subject: '我们已收到您的文件',
    body: (f) => [`我们已于新加坡时间${officeDateTime(f.at!, 'zh-Hans')}收到您为申请 ${f.applicationNumber} 提交的文件。`],
  },
};

export type MailKind = 'appealSubmitted' | 'appealDecided' | 'invited' | 'slotChosen' | 'documentsRequested' | 'documentsSent';

export const AFTER_SUBMISSION_SUBJECTS = Object.fromEntries(Object.entries(EN).map(([kind, words]) => [kind, words.subject])) as Record<MailKind, string>;

/**
 * Queues the e-mail to the application's applicant, in their stored language; when they never chose
 * one, the language of the applicant's own request (fallbackLanguage), else English (the office's
 * actions have no applicant request to read one from).
 */
export async function mailApplicant(
  db: Db,
  input: { applicationId: string; kind: MailKind; facts: Facts; link: string; fallbackLanguage?: Language; now: Date },
): Promise<void> {
  const applicant = await db
    .selectFrom('applications as app')
    .innerJoin('applicants as person', 'person.id', 'app.applicant_id')
    .select(['person.email', 'person.language', ...applicantNameColumns('person')])
    .where('app.id', '=', input.applicationId)
    .executeTakeFirstOrThrow();
  const language: Language = applicant.language === 'zh-Hans' || applicant.language === 'en-GB' ? applicant.language : (input.fallbackLanguage ?? 'en-GB');
  const words = (language === 'zh-Hans' ? ZH : EN)[input.kind];
  const common = LETTER_WORDS[language];
  const seeHere = language === 'zh-Hans' ? '请在此查看：' : 'See it here:';
  await enqueueMail(
    db,
    compose(applicant.email, language, common.automatedNotice, words.subject, [
      common.greeting(applicantName(applicant)),
      ...words.body(input.facts, language).filter(Boolean),
      { text: seeHere, link: input.link },
    ]),
    input.now,
  );
}
