/**
 * The public helpers' e-mails, each as plain text and HTML. Every interpolated value is escaped in
 * the HTML part; links are shown in full in both parts so they also work where HTML is not rendered.
 * Subjects are fixed: the end-to-end suites wait for them.
 */
import type { OutgoingMail } from '../../mail/outbox';

export const MAIL_SUBJECTS = {
  pinResetLink: 'Reset your PIN',
  pinChanged: 'Your PIN has been changed',
  verificationCode: 'Your verification code',
  accountRegistered: 'Your login account is registered',
  socialEnquiry: 'Your social account enquiry',
} as const;

const OFFICE = 'Office of Admissions';

/** A paragraph, a paragraph ending in a link, or a bulleted list. */
type Block = string | { text: string; link: string } | { list: string[] };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

function compose(to: string, subject: string, blocks: Block[]): OutgoingMail {
  const all: Block[] = [...blocks, `This is an automated message from the Undergraduate Applicant Portal. Please do not reply to it.`];
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
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
${body}
</body></html>`;
  return { to, subject, text: `${text}\n`, html };
}

export function pinResetLinkMail(to: string, input: { name: string; applicationNumber: string; link: string; validFor: string }): OutgoingMail {
  return compose(to, MAIL_SUBJECTS.pinResetLink, [
    `Dear ${input.name},`,
    `We received a request to reset the PIN of application ${input.applicationNumber}.`,
    { text: `To choose a new PIN, open this link within ${input.validFor}. It can be used once:`, link: input.link },
    `You will be asked for your date of birth. If you did not ask for a new PIN, you can ignore this e-mail: your PIN stays as it is.`,
  ]);
}

export function pinChangedMail(to: string, input: { name: string; applicationNumber: string; loginLink: string }): OutgoingMail {
  return compose(to, MAIL_SUBJECTS.pinChanged, [
    `Dear ${input.name},`,
    `The PIN of application ${input.applicationNumber} has been changed, and every signed-in session of the application has been ended.`,
    { text: 'Sign in with your new PIN here:', link: input.loginLink },
    `If you did not change your PIN, contact the ${OFFICE} at once.`,
  ]);
}

export function verificationCodeMail(to: string, input: { code: string; validFor: string }): OutgoingMail {
  return compose(to, MAIL_SUBJECTS.verificationCode, [
    `Your verification code is ${input.code}.`,
    `Enter it within ${input.validFor} to verify your e-mail address. Never share this code with anyone.`,
    `If you did not ask to register this e-mail address, you can ignore this e-mail.`,
  ]);
}

export function accountRegisteredMail(to: string, input: { name: string; systemName: string; loginLink: string }): OutgoingMail {
  return compose(to, MAIL_SUBJECTS.accountRegistered, [
    `Dear ${input.name},`,
    `Your login account for ${input.systemName} is registered. Sign in with this e-mail address and the password you chose.`,
    { text: 'Sign in here:', link: input.loginLink },
    `If you did not register this account, contact the ${OFFICE}.`,
  ]);
}

export function socialEnquiryMail(
  to: string,
  input: { name: string; linked: Array<{ provider: string; identifier: string }>; loginLink: string },
): OutgoingMail {
  const blocks: Block[] = [`Dear ${input.name},`];
  if (input.linked.length > 0) {
    blocks.push(
      `You asked which social account is linked to your application. Your application uses ${input.linked.length === 1 ? 'this social sign-in' : 'these social sign-ins'}:`,
      { list: input.linked.map(({ provider, identifier }) => `${provider}: ${identifier}`) },
    );
  } else {
    blocks.push(`You asked which social account is linked to your application. No social account is linked to your application.`);
  }
  blocks.push({ text: 'Sign in to the portal here:', link: input.loginLink }, `If you did not make this enquiry, you can ignore this e-mail.`);
  return compose(to, MAIL_SUBJECTS.socialEnquiry, blocks);
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
