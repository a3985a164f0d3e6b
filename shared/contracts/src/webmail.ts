/**
 * Generic webmail providers (spec 5: "Referee e-mails must be work addresses, not generic webmail").
 * A referee writes from the school or employer that knows the applicant, so the office can tell the
 * reference is genuine; a free mailbox proves nothing. Kept by hand and short on purpose: the big
 * public lists (thousands of domains) would weigh down every form chunk that checks an address, and
 * these are the providers applicants to a Singapore university actually use. Add a provider here.
 */

/** Domains that are only ever free mailboxes. */
const WEBMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'sina.cn',
  'sohu.com',
  'aliyun.com',
  'mail.com',
  'email.com',
  'aol.com',
  'zoho.com',
  'proton.me',
  'pm.me',
  'tutanota.com',
  'naver.com',
  'daum.net',
  'rediffmail.com',
  'singnet.com.sg',
]);

/**
 * Providers with a mailbox under many country endings (yahoo.com.sg, hotmail.co.uk, yandex.ru,
 * mail.ru): the brand followed only by a country or generic ending. "mail.company.com" is not one.
 */
const WEBMAIL_BRANDS: ReadonlySet<string> = new Set(['yahoo', 'ymail', 'rocketmail', 'hotmail', 'outlook', 'live', 'windowslive', 'protonmail', 'yandex', 'gmx', 'mail']);

/** "com", "sg", "com.sg", "co.uk": at most two short labels. */
const isEnding = (labels: readonly string[]) => labels.length >= 1 && labels.length <= 2 && labels.every((label) => /^[a-z]{2,3}$/.test(label));

/** Whether an e-mail address is at a generic webmail provider (case and surrounding spaces ignored). */
export function isWebmailAddress(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  if (WEBMAIL_DOMAINS.has(domain)) return true;
  const [brand = '', ...ending] = domain.split('.');
  return WEBMAIL_BRANDS.has(brand) && isEnding(ending);
}

/**
 * Whether an e-mail address is a personal mailbox (spec 5: "Guarantor e-mail must be personal, not
 * company"): one at a known personal mailbox provider above. An allow-list, not a block-list, because
 * company and institutional domains cannot be enumerated — every employer, school and university has
 * its own (acme.com.sg, u.nus.edu) — while the providers people keep a personal mailbox with are few.
 * The guarantor keeps their mailbox when they change jobs, and the office can reach them for years.
 */
export function isPersonalEmail(email: string): boolean {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return at > 0 && at < trimmed.length - 1 && isWebmailAddress(trimmed);
}
