/**
 * The public helpers' e-mails, each as plain text and HTML, in the recipient's language (the words
 * are in mail-wording.ts). Every interpolated value is escaped in the HTML part; links are shown in
 * full in both parts so they also work where HTML is not rendered.
 */
import type { Language } from '@portal/contracts/languages';
import type { OutgoingMail } from '../../mail/outbox';
import { MAIL_WORDING } from './mail-wording';

/** The English subjects, which the end-to-end suites wait for. */
export const MAIL_SUBJECTS = MAIL_WORDING['en-GB'].subjects;

/** A paragraph, a paragraph ending in a link, or a bulleted list. */
type Block = string | { text: string; link: string } | { list: string[] };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

function compose(to: string, language: Language, subject: string, blocks: Block[]): OutgoingMail {
  const all: Block[] = [...blocks, MAIL_WORDING[language].automatedNotice];
  const text = all
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('link' in block) return `${block.text}\n${block.link}`;
      return block.list.map((item) => `- ${item}`).join('\n');
    })
    .join('\n\n');
  const body = all
    .map((block) => {
      if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
      if ('link' in block) {
        const href = escapeHtml(block.link);
        return `<p>${escapeHtml(block.text)}<br><a href="${href}">${href}</a></p>`;
      }
      return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    })
    .join('\n');
  // lang lets mail clients and screen readers pick the right voice and fonts for Chinese.
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
${body}
</body></html>`;
  return { to, subject, text: `${text}\n`, html };
}

export function pinResetLinkMail(
  to: string,
  language: Language,
  input: { name: string; applicationNumber: string; link: string; validForDays: number },
): OutgoingMail {
  const words = MAIL_WORDING[language];
  return compose(to, language, words.subjects.pinResetLink, [
    words.greeting(input.name),
    words.pinResetLink.requested(input.applicationNumber),
    { text: words.pinResetLink.openWithin(input.validForDays), link: input.link },
    words.pinResetLink.afterwards,
  ]);
}

export function pinChangedMail(to: string, language: Language, input: { name: string; applicationNumber: string; loginLink: string }): OutgoingMail {
  const words = MAIL_WORDING[language];
  return compose(to, language, words.subjects.pinChanged, [
    words.greeting(input.name),
    words.pinChanged.changed(input.applicationNumber),
    { text: words.pinChanged.signIn, link: input.loginLink },
    words.pinChanged.notYou,
  ]);
}

export function verificationCodeMail(to: string, language: Language, input: { code: string; validForSeconds: number }): OutgoingMail {
  const words = MAIL_WORDING[language];
  return compose(to, language, words.subjects.verificationCode, [
    words.verificationCode.code(input.code),
    words.verificationCode.enterWithin(input.validForSeconds),
    words.verificationCode.notYou,
  ]);
}

export function accountRegisteredMail(
  to: string,
  language: Language,
  input: { name: string; systemName: string; loginLink: string },
): OutgoingMail {
  const words = MAIL_WORDING[language];
  return compose(to, language, words.subjects.accountRegistered, [
    words.greeting(input.name),
    words.accountRegistered.registered(input.systemName),
    { text: words.accountRegistered.signIn, link: input.loginLink },
    words.accountRegistered.notYou,
  ]);
}

export function socialEnquiryMail(
  to: string,
  language: Language,
  input: { name: string; linked: Array<{ provider: string; identifier: string }>; loginLink: string },
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
  return compose(to, language, words.subjects.socialEnquiry, blocks);
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
