/**
 * The public helpers' e-mails, each as plain text and HTML, in the recipient's language (the words
 * are in mail-wording.ts). Every interpolated value is escaped in the HTML part; links are shown in
 * full in both parts so they also work where HTML is not rendered.
 */
import type { PersonName } from '@portal/contracts/person-name';
import type { Language } from '@portal/contracts/languages';
import { compose, type Block } from '../../mail/compose';
import type { OutgoingMail } from '../../mail/outbox';
import { MAIL_WORDING } from './mail-wording';

/** The English subjects, which the end-to-end suites wait for. */
export const MAIL_SUBJECTS = MAIL_WORDING['en-GB'].subjects;

export function pinResetLinkMail(
  to: string,
  language: Language,
  input: { name: PersonName; applicationNumber: string; link: string; validForDays: number },
): OutgoingMail {
  const words = MAIL_WORDING[language];
  return compose(to, language, words.automatedNotice, words.subjects.pinResetLink, [
    words.greeting(input.name),
    words.pinResetLink.requested(input.applicationNumber),
    { text: words.pinResetLink.openWithin(input.validForDays), link: input.link },
    words.pinResetLink.afterwards,
  ]);
}

export function pinChangedMail(to: string, language: Language, input: { name: PersonName; applicationNumber: string; loginLink: string }): OutgoingMail {
  const words = MAIL_WORDING[language];
  return compose(to, language, words.automatedNotice, words.subjects.pinChanged, [
    words.greeting(input.name),
    words.pinChanged.changed(input.applicationNumber),
    { text: words.pinChanged.signIn, link: input.loginLink },
    words.pinChanged.notYou,
  ]);
}

export function passwordResetLinkMail(to: string, language: Language, input: { name: PersonName; link: string; validForSeconds: number }): OutgoingMail {
  const words = MAIL_WORDING[language];
  return compose(to, language, words.automatedNotice, words.subjects.passwordResetLink, [
    words.greeting(input.name),
    words.passwordResetLink.requested(to),
    { text: words.passwordResetLink.openWithin(input.validForSeconds), link: input.link },
    words.passwordResetLink.afterwards,
  ]);
}

export function passwordChangedMail(to: string, language: Language, input: { name: PersonName; loginLink: string }): OutgoingMail {
  const words = MAIL_WORDING[language];
  return compose(to, language, words.automatedNotice, words.subjects.passwordChanged, [
    words.greeting(input.name),
    words.passwordChanged.changed(to),
    { text: words.passwordChanged.signIn, link: input.loginLink },
    words.passwordChanged.notYou,
  ]);
}

export function verificationCodeMail(to: string, language: Language, input: { code: string; validForSeconds: number }): OutgoingMail {
  const words = MAIL_WORDING[language];
  return compose(to, language, words.automatedNotice, words.subjects.verificationCode, [
    words.verificationCode.code(input.code),
    words.verificationCode.enterWithin(input.validForSeconds),
    words.verificationCode.notYou,
  ]);
}

export function accountRegisteredMail(
  to: string,
  language: Language,
  input: { name: PersonName; systemName: string; loginLink: string },
): OutgoingMail {
  const words = MAIL_WORDING[language];
  return compose(to, language, words.automatedNotice, words.subjects.accountRegistered, [
    words.greeting(input.name),
    words.accountRegistered.registered(input.systemName),
    { text: words.accountRegistered.signIn, link: input.loginLink },
    words.accountRegistered.notYou,
  ]);
}

export function socialEnquiryMail(
  to: string,
  language: Language,
  input: { name: PersonName; linked: Array<{ provider: string; identifier: string }>; loginLink: string },
): OutgoingMail {
  const words = MAIL_WORDING[language];
  const { socialEnquiry } = words;
  const blocks: Block[] = [words.greeting(input.name)];
  if (input.linked.length > 0) {
    blocks.push(socialEnquiry.linked(input.linked.length), {
      list: input.linked.map(({ provider, identifier }) => socialEnquiry.linkedItem(provider, identifier)),
    });
  } else {
    blocks.push(socialEnquiry.noneLinked);
  }
  blocks.push({ text: socialEnquiry.signIn, link: input.loginLink }, socialEnquiry.notYou);
  return compose(to, language, words.automatedNotice, words.subjects.socialEnquiry, blocks);
}

/**
 * Hides most of an identifier: "tan.meiling@gmail.com" → "t*********g@gmail.com". For an e-mail only
 * the local part is masked (the provider's domain helps the applicant recognise the account).
 */
export function maskIdentifier(identifier: string): string {
  const at = identifier.lastIndexOf('@');
  const local = at > 0 ? identifier.slice(0, at) : identifier;
  const domain = at > 0 ? identifier.slice(at) : '';
  const chars = [...local];
  const masked = chars.length <= 2 ? `${chars[0] ?? ''}*` : `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
  return `${masked}${domain}`;
}
