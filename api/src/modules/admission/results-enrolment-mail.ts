/**
 * E-mails of the steps after submission: the results window opened or closed by the office, actual
 * results updated, final GPA submitted, enrolment confirmed — in the recipient's language (Chinese per shared/i18n/GLOSSARY.md).
 * The English subjects are fixed: tests and the end-to-end suites wait for them.
 */
import type { Language } from '@portal/contracts/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { recipientLanguage } from '../../http/request-language';
import { applicantToWrite } from '../../mail/applicant-name';
import { compose } from '../../mail/compose';
import { enqueueMail } from '../../mail/outbox';
import { LETTER_WORDS } from '../../mail/letter-words';
import { officeDate, officeDateTime } from '../../mail/office-dates';
import type { OwnedApplication } from './owned-application';

type Decision = 'ENROL' | 'DEFER' | 'DISRUPT' | 'NOT_ENROL';

const WORDS = {
  'en-GB': {
    windowOpenedSubject: 'You can now update your actual exam results',
    windowOpened: (number: string, until: string | null) =>
      `The Office of Admissions has opened the update of actual examination results for application ${number}${until ? ` until ${until}` : ''}. Sign in and give your actual results.`,
    windowClosedSubject: 'Updating your actual exam results has closed',
    windowClosed: (number: string) => `The update of actual examination results for application ${number} has been closed by the Office of Admissions.`,
    resultsSubject: 'Your actual exam results have been updated',
    results: (number: string, at: string) => `We received the actual examination results you gave for application ${number} on ${at}, Singapore time.`,
    gpaSubject: 'Your final cumulative GPA result has been submitted',
    gpa: (number: string, gpa: string, at: string) =>
      `We received your final cumulative GPA of ${gpa} and your final results document for application ${number} on ${at}, Singapore time.`,
    enrolmentSubject: 'Your confirmation of enrolment has been submitted',
    enrolment: (number: string, at: string) => `We received your confirmation of enrolment for application ${number} on ${at}, Singapore time. It cannot be changed online.`,
    decisions: {
      ENROL: (commences: string) => `You confirmed that you are able to enrol. Enrolment commences on ${commences}.`,
      DEFER: (letter: string) => `You asked to defer your admission. We will issue your certifying letter within 10 working days, by ${letter}.`,
      DISRUPT: (letter: string) => `You applied for disruption. We will issue your disruption letter within 10 working days, by ${letter}.`,
      NOT_ENROL: () => 'You told us that you will not enrol.',
    },
    track: 'See your application and what happens next here:',
  },
  'zh-Hans': {
    windowOpenedSubject: '您现在可以更新实际考试成绩',
    windowOpened: (number: string, until: string | null) => `招生办公室已开放申请 ${number} 的实际考试成绩更新${until ? `，截止日期为${until}` : ''}。请登录并提交您的实际成绩。`,
    windowClosedSubject: '实际考试成绩更新已关闭',
    windowClosed: (number: string) => `招生办公室已关闭申请 ${number} 的实际考试成绩更新。`,
    resultsSubject: '您的实际考试成绩已更新',
    results: (number: string, at: string) => `我们已于新加坡时间${at}收到您为申请 ${number} 提交的实际考试成绩。`,
    gpaSubject: '您的最终累积平均绩点（CGPA）已提交',
    gpa: (number: string, gpa: string, at: string) => `我们已于新加坡时间${at}收到您为申请 ${number} 提交的最终累积平均绩点 ${gpa} 及最终成绩文件。`,
    enrolmentSubject: '您的入学确认已提交',
    enrolment: (number: string, at: string) => `我们已于新加坡时间${at}收到您就申请 ${number} 提交的入学确认。入学确认不能在网上更改。`,
    decisions: {
      ENROL: (commences: string) => `您已确认能够入学。入学日期为${commences}。`,
      DEFER: (letter: string) => `您已申请延期入学。我们将在 10 个工作日内（${letter}前）发出证明信。`,
      DISRUPT: (letter: string) => `您已申请中断学业。我们将在 10 个工作日内（${letter}前）发出中断学业信函。`,
      NOT_ENROL: () => '您已告知我们您将不会入学。',
    },
    track: '您可以在此查看申请及后续步骤：',
  },
} as const;

export const AFTER_SUBMISSION_MAIL_SUBJECTS = {
  windowOpened: WORDS['en-GB'].windowOpenedSubject,
  windowClosed: WORDS['en-GB'].windowClosedSubject,
  results: WORDS['en-GB'].resultsSubject,
  gpa: WORDS['en-GB'].gpaSubject,
  enrolment: WORDS['en-GB'].enrolmentSubject,
} as const;

export type Acknowledgement =
  | { kind: 'windowOpened'; closesOn: string | null }
  | { kind: 'windowClosed' }
  | { kind: 'results' }
  | { kind: 'gpa'; gpa: string }
  | { kind: 'enrolment'; decision: Decision; commencesOn: string; letterDueOn: string | null };

function paragraphs(language: Language, number: string, at: Date, what: Acknowledgement): { subject: string; blocks: string[] } {
  const words = WORDS[language];
  const when = officeDateTime(at, language);
  switch (what.kind) {
    case 'windowOpened':
      return { subject: words.windowOpenedSubject, blocks: [words.windowOpened(number, what.closesOn ? officeDate(what.closesOn, language) : null)] };
    case 'windowClosed':
      return { subject: words.windowClosedSubject, blocks: [words.windowClosed(number)] };
    case 'results':
      return { subject: words.resultsSubject, blocks: [words.results(number, when)] };
    case 'gpa':
      return { subject: words.gpaSubject, blocks: [words.gpa(number, what.gpa, when)] };
    case 'enrolment': {
      const decided = what.decision === 'ENROL' ? words.decisions.ENROL(officeDate(what.commencesOn, language)) : words.decisions[what.decision](officeDate(what.letterDueOn ?? '', language));
      return { subject: words.enrolmentSubject, blocks: [words.enrolment(number, when), decided] };
    }
  }
}

/** Queues the acknowledgement to the applicant, in the language stored with them (else the request's). */
export async function acknowledge(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
  application: Pick<OwnedApplication, 'applicantId' | 'applicationNumber'>,
  what: Acknowledgement,
): Promise<void> {
  const applicant = await applicantToWrite(db, application.applicantId);
  const language = recipientLanguage(applicant.language, request);
  const now = app.now();
  const { subject, blocks } = paragraphs(language, application.applicationNumber, now, what);
  const common = LETTER_WORDS[language];
  await enqueueMail(
    db,
    compose(applicant.email, language, common.automatedNotice, subject, [
      common.greeting(applicant.name),
      ...blocks,
      { text: WORDS[language].track, link: `${app.config.publicUrl}/applicant/admission/applications/${application.applicationNumber}` },
    ]),
    now,
  );
}

