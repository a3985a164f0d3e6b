/**
 * The scholarship application's acknowledgement e-mail, in the recipient's language (Chinese per
 * shared/i18n/GLOSSARY.md). The English subject is fixed: tests and the end-to-end suite wait for it.
 */
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import { compose } from '../../mail/compose';
import type { OutgoingMail } from '../../mail/outbox';
import { LETTER_WORDS } from '../../mail/letter-words';
import { officeDateTime } from '../../mail/office-dates';

const WORDS = {
  'en-GB': {
    submittedSubject: 'Your scholarship application has been submitted',
    submitted: (reference: string, at: string) =>
      `We received your scholarship application ${reference} on ${at}, Singapore time. It can no longer be changed online.`,
    choices: 'The scholarships you applied for, in your order of preference:',
    next: 'The Scholarships Office will assess your application together with your admission application. We will write to you when the outcome is released.',
    track: 'Follow your application and download a copy of it here:',
  },
  'zh-Hans': {
    submittedSubject: '您的奖学金申请已提交',
    submitted: (reference: string, at: string) => `我们已于新加坡时间${at}收到您的奖学金申请 ${reference}。申请已不能在网上修改。`,
    choices: '您申请的奖学金（按志愿顺序）：',
    next: '奖学金办公室将结合您的入学申请评审您的奖学金申请。评审结果公布时，我们将另行通知您。',
    track: '您可以在此查看申请进度并下载申请副本：',
  },
} as const;

export const SCHOLARSHIP_MAIL_SUBJECTS = { submitted: WORDS['en-GB'].submittedSubject } as const;

export function scholarshipSubmittedMail(
  to: string,
  language: Language,
  input: { name: PersonName; reference: string; submittedAt: Date; choices: string[]; link: string },
): OutgoingMail {
  const words = WORDS[language];
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, words.submittedSubject, [
    common.greeting(input.name),
    words.submitted(input.reference, officeDateTime(input.submittedAt, language)),
    words.choices,
    { list: input.choices },
    words.next,
    { text: words.track, link: input.link },
  ]);
}
