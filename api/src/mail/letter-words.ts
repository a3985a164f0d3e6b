/**
 * The words every portal e-mail opens and closes with, whichever office sends it, in each portal
 * language: the salutation and the notice that the message is automated. Each module's e-mails add
 * their own words between them. Chinese follows shared/i18n/GLOSSARY.md.
 */
import type { Language } from '@portal/contracts/languages';
import { personName, type PersonName } from '@portal/contracts/person-name';

export interface LetterWords {
  /** A name in parts is written in the letter's order: "Dear MEI HUA ZHOU," / "尊敬的 ZHOU MEI HUA：". */
  greeting(name: PersonName): string;
  automatedNotice: string;
}

/** A name in Chinese script follows 尊敬的 directly; a name in Latin letters after a space. */
const spacedName = (name: string) => (/^\p{Script=Han}/u.test(name) ? name : ` ${name}`);

export const LETTER_WORDS: Record<Language, LetterWords> = {
  'en-GB': {
    greeting: (name) => `Dear ${personName(name, 'en-GB')},`,
    automatedNotice: 'This is an automated message from the Undergraduate Applicant Portal. Please do not reply to it.',
  },
  'zh-Hans': {
    greeting: (name) => `尊敬的${spacedName(personName(name, 'zh-Hans'))}：`,
    automatedNotice: '此邮件由本科申请人门户网站自动发送，请勿直接回复。',
  },
};
