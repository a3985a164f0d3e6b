/**
 * The words of the public helpers' e-mails, in each portal language. mail.ts lays them out as text
 * and HTML; everything here is plain text (mail.ts escapes it). Chinese follows
 * shared/i18n/GLOSSARY.md and reads as the Office of Admissions' official notices.
 *
 * The English subjects are fixed: the end-to-end suites wait for them.
 */
import { formatDuration, type Language } from '@portal/contracts/languages';
import { LETTER_WORDS, type LetterWords } from '../../mail/letter-words';

/** The public helpers' e-mails: the portal's opening and closing words (mail/letter-words.ts) and their own. */
export interface MailWording extends LetterWords {
  subjects: {
    pinResetLink: string;
    pinChanged: string;
    verificationCode: string;
    accountRegistered: string;
    socialEnquiry: string;
    passwordResetLink: string;
    passwordChanged: string;
  };
  passwordResetLink: {
    requested(email: string): string;
    openWithin(seconds: number): string;
    afterwards: string;
  };
  passwordChanged: {
    changed(email: string): string;
    signIn: string;
    notYou: string;
  };
  pinResetLink: {
    requested(applicationNumber: string): string;
    openWithin(days: number): string;
    afterwards: string;
  };
  pinChanged: {
    changed(applicationNumber: string): string;
    signIn: string;
    notYou: string;
  };
  verificationCode: {
    code(code: string): string;
    enterWithin(seconds: number): string;
    notYou: string;
  };
  accountRegistered: {
    registered(systemName: string): string;
    signIn: string;
    notYou: string;
  };
  socialEnquiry: {
    linked(count: number): string;
    noneLinked: string;
    linkedItem(provider: string, identifier: string): string;
    signIn: string;
    notYou: string;
  };
}

const OFFICE = 'Office of Admissions';

const ENGLISH: MailWording = {
  subjects: {
    pinResetLink: 'Reset your PIN',
    pinChanged: 'Your PIN has been changed',
    verificationCode: 'Your verification code',
    accountRegistered: 'Your login account is registered',
    socialEnquiry: 'Your social account enquiry',
    passwordResetLink: 'Reset your password',
    passwordChanged: 'Your password has been changed',
  },
  ...LETTER_WORDS['en-GB'],
  passwordResetLink: {
    requested: (email) => `We received a request to reset the password of the login account ${email}.`,
    openWithin: (seconds) => `To choose a new password, open this link within ${formatDuration(seconds, 'en-GB')}. It can be used once:`,
    afterwards: 'If you did not ask for a new password, you can ignore this e-mail: your password stays as it is.',
  },
  passwordChanged: {
    changed: (email) => `The password of the login account ${email} has been changed, and every signed-in session of the account has been ended.`,
    signIn: 'Sign in with your new password here:',
    notYou: `If you did not change your password, contact the ${OFFICE} at once.`,
  },
  pinResetLink: {
    requested: (applicationNumber) => `We received a request to reset the PIN of application ${applicationNumber}.`,
    openWithin: (days) => `To choose a new PIN, open this link within ${days} ${days === 1 ? 'day' : 'days'}. It can be used once:`,
    afterwards: 'You will be asked for your date of birth. If you did not ask for a new PIN, you can ignore this e-mail: your PIN stays as it is.',
  },
  pinChanged: {
    changed: (applicationNumber) =>
      `The PIN of application ${applicationNumber} has been changed, and every signed-in session of the application has been ended.`,
    signIn: 'Sign in with your new PIN here:',
    notYou: `If you did not change your PIN, contact the ${OFFICE} at once.`,
  },
  verificationCode: {
    code: (code) => `Your verification code is ${code}.`,
    enterWithin: (seconds) =>
      `Enter it within ${formatDuration(seconds, 'en-GB')} to verify your e-mail address. Never share this code with anyone.`,
    notYou: 'If you did not ask to register this e-mail address, you can ignore this e-mail.',
  },
  accountRegistered: {
    registered: (systemName) => `Your login account for ${systemName} is registered. Sign in with this e-mail address and the password you chose.`,
    signIn: 'Sign in here:',
    notYou: `If you did not register this account, contact the ${OFFICE}.`,
  },
  socialEnquiry: {
    linked: (count) =>
      `You asked which social account is linked to your application. Your application uses ${count === 1 ? 'this social sign-in' : 'these social sign-ins'}:`,
    noneLinked: 'You asked which social account is linked to your application. No social account is linked to your application.',
    linkedItem: (provider, identifier) => `${provider}: ${identifier}`,
    signIn: 'Sign in to the portal here:',
    notYou: 'If you did not make this enquiry, you can ignore this e-mail.',
  },
};

/** A name in Latin letters reads better set apart from the Chinese around it; a Chinese name does not. */

const CHINESE: MailWording = {
  subjects: {
    pinResetLink: '重设您的 PIN 码',
    pinChanged: '您的 PIN 码已更改',
    verificationCode: '您的验证码',
    accountRegistered: '您的登录账户已注册成功',
    socialEnquiry: '关于您的社交账户查询',
    passwordResetLink: '重设您的密码',
    passwordChanged: '您的密码已更改',
  },
  ...LETTER_WORDS['zh-Hans'],
  passwordResetLink: {
    requested: (email) => `我们收到了重设登录账户 ${email} 密码的请求。`,
    openWithin: (seconds) => `请在 ${formatDuration(seconds, 'zh-Hans')}内打开以下链接设置新密码。此链接仅可使用一次：`,
    afterwards: '如果您并未申请重设密码，请忽略此邮件，您的密码将保持不变。',
  },
  passwordChanged: {
    changed: (email) => `登录账户 ${email} 的密码已更改，该账户在所有设备上的登录状态均已结束。`,
    signIn: '请使用新密码在此登录：',
    notYou: '如果您并未更改密码，请立即联系招生办公室。',
  },
  pinResetLink: {
    requested: (applicationNumber) => `我们收到了重设您的申请（申请编号：${applicationNumber}）PIN 码的请求。`,
    openWithin: (days) => `请在 ${days} 天内打开以下链接设置新的 PIN 码。此链接仅可使用一次：`,
    afterwards: '设置时需要输入您的出生日期。如果您并未申请重设 PIN 码，请忽略此邮件，您的 PIN 码将保持不变。',
  },
  pinChanged: {
    changed: (applicationNumber) => `您的申请（申请编号：${applicationNumber}）的 PIN 码已更改，该申请在所有设备上的登录状态均已结束。`,
    signIn: '请使用新的 PIN 码在此登录：',
    notYou: '如果您并未更改 PIN 码，请立即联系招生办公室。',
  },
  verificationCode: {
    code: (code) => `您的验证码为 ${code}。`,
    enterWithin: (seconds) => `请在 ${formatDuration(seconds, 'zh-Hans')}内输入此验证码，以验证您的电子邮箱地址。请勿将验证码告知任何人。`,
    notYou: '如果您并未申请以此电子邮箱地址注册，请忽略此邮件。',
  },
  accountRegistered: {
    registered: (systemName) => `您在“${systemName}”的登录账户已注册成功。请使用此电子邮箱地址及您设定的密码登录。`,
    signIn: '请在此登录：',
    notYou: '如果您并未注册此账户，请联系招生办公室。',
  },
  socialEnquiry: {
    linked: () => '您查询了与您的申请关联的社交账户。您的申请使用以下社交账户登录：',
    noneLinked: '您查询了与您的申请关联的社交账户。您的申请目前未关联任何社交账户。',
    linkedItem: (provider, identifier) => `${provider}：${identifier}`,
    signIn: '请在此登录门户网站：',
    notYou: '如果您并未提出此查询，请忽略此邮件。',
  },
};

export const MAIL_WORDING: Record<Language, MailWording> = { 'en-GB': ENGLISH, 'zh-Hans': CHINESE };
