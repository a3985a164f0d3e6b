/**
 * The one layout of an e-mail to an applicant about their financial aid application, in the language
 * it is written in: the greeting, what happened, a link back to the application, then the
 * automated-message notice. Each e-mail module words its own body; this keeps them laid out alike.
 */
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import { compose, type Block } from '../../mail/compose';
import type { OutgoingMail } from '../../mail/outbox';
import { LETTER_WORDS } from '../../mail/letter-words';

export interface ApplicantMail {
  subject: string;
  body: Block[];
  /** The words before the link, and the link (absolute). */
  see: { text: string; link: string };
}

export function applicantMail(to: string, language: Language, name: PersonName, mail: ApplicantMail): OutgoingMail {
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, mail.subject, [common.greeting(name), ...mail.body, mail.see]);
}
