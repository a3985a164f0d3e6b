/**
 * The one layout of the e-mail that asks a surety or a guarantor to confirm (their kinds word its
 * subject and body): the greeting, what they are asked, how long the link works, the link, and what
 * to do if they do not agree. It is worded in the applicant's language: the nominee's own is unknown,
 * and the applicant knows them. (A referee's request is laid out differently, admission's own.)
 */
import type { Language } from '@portal/contracts/languages';
import { compose, type Block } from '../mail/compose';
import { LETTER_WORDS } from '../mail/letter-words';
import { officeDate } from '../mail/office-dates';
import type { OutgoingMail } from '../mail/outbox';

const WORDS: Record<Language, { linkValid: (date: string) => string }> = {
  'en-GB': { linkValid: (date) => `The link works once and until ${date}.` },
  'zh-Hans': { linkValid: (date) => `此链接只能使用一次，有效期至${date}。` },
};

export interface Invitation {
  subject: string;
  /** The nominee's name as the applicant gave it. */
  name: string;
  /** Who asks them what. */
  asked: Block[];
  validUntil: Date;
  /** The words before the link, and the link (issueConfirmationLink's url). */
  open: { text: string; link: string };
  /** What to do if they do not know the applicant or do not agree. */
  ifNot: string;
}

export function invitationMail(to: string, language: Language, invitation: Invitation): OutgoingMail {
  const common = LETTER_WORDS[language];
  return compose(to, language, common.automatedNotice, invitation.subject, [
    common.greeting(invitation.name),
    ...invitation.asked,
    WORDS[language].linkValid(officeDate(invitation.validUntil, language)),
    invitation.open,
    invitation.ifNot,
  ]);
}
