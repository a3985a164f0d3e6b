import { applyLanguageToDocument, changeLanguage, currentLanguage, isNamespaceLoaded, subscribeToTexts } from '../src/i18n';
import { defineNamespace } from '../src/namespace';
import { fieldName, messageRef, messageText, resolveMessage } from '../src/messages';

const english = { greeting: { hello: 'Hello {name}' } } as const;
const demo = defineNamespace<typeof english>('demo', {
  'en-GB': async () => ({ default: english }),
  'zh-Hans': async () => ({ default: { greeting: { hello: '{name}，您好' } } }),
});

afterEach(() => changeLanguage('en-GB'));

describe('the shared i18n instance', () => {
  it('serves a namespace in the current language and switches the page, html lang and cookie at once', async () => {
    await demo.load();
    expect(demo.text('greeting.hello', { name: 'Mei Ling' })).toBe('Hello Mei Ling');
    await changeLanguage('zh-Hans');
    expect(currentLanguage()).toBe('zh-Hans');
    expect(demo.text('greeting.hello', { name: '美玲' })).toBe('美玲，您好');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(document.cookie).toContain('portal_lang=zh-Hans');
  });

  it('remembers only a language the applicant chose: a first visit sets <html lang> and no cookie', async () => {
    document.cookie = 'portal_lang=; Path=/; Max-Age=0';
    applyLanguageToDocument('en-GB');
    expect(document.documentElement.lang).toBe('en-GB');
    expect(document.cookie).not.toContain('portal_lang');
    await changeLanguage('en-GB');
    expect(document.cookie).toContain('portal_lang=en-GB');
  });

  it('fetches only the chosen language of a namespace', async () => {
    const fetched: string[] = [];
    const other = defineNamespace<typeof english>('other', {
      'en-GB': async () => (fetched.push('en-GB'), { default: english }),
      'zh-Hans': async () => (fetched.push('zh-Hans'), { default: english }),
    });
    await other.load();
    expect(fetched).toEqual(['en-GB']);
    expect(isNamespaceLoaded('zh-Hans', 'other')).toBe(false);
    await changeLanguage('zh-Hans');
    expect(fetched).toEqual(['en-GB', 'zh-Hans']);
  });

  it('serves a remote that arrives during a switch in the new language, whenever it registers', async () => {
    let releaseEnglish!: () => void;
    const englishArrives = new Promise<void>((resolve) => (releaseEnglish = resolve));
    const switching = changeLanguage('zh-Hans');
    // The remote's module is evaluated (and its namespace registered) while the switch is under way,
    // and it starts fetching the language current at that moment.
    const late = defineNamespace<typeof english>('late', {
      'en-GB': async () => (await englishArrives, { default: english }),
      'zh-Hans': async () => ({ default: { greeting: { hello: '{name}，您好' } } }),
    });
    const remoteLoading = late.load();
    releaseEnglish();
    await Promise.all([switching, remoteLoading]);
    expect(late.text('greeting.hello', { name: '美玲' })).toBe('美玲，您好');
  });

  it('changes language only once a namespace registered during the switch has its words: never drawn as keys', async () => {
    let releaseFirst!: () => void;
    const firstRound = new Promise<void>((resolve) => (releaseFirst = resolve));
    const slow = defineNamespace<typeof english>('slow', {
      'en-GB': async () => ({ default: english }),
      'zh-Hans': async () => (await firstRound, { default: { greeting: { hello: '{name}，您好' } } }),
    });
    await slow.load();
    const switching = changeLanguage('zh-Hans');
    // A lazy page's module arrives while the switch waits for the first round's words.
    const lazyPage = defineNamespace<typeof english>('lazy-page', {
      'en-GB': async () => ({ default: english }),
      'zh-Hans': async () => ({ default: { greeting: { hello: '欢迎，{name}' } } }),
    });
    let wordedAtTheChange: string | undefined;
    const unsubscribe = subscribeToTexts(() => {
      if (currentLanguage() === 'zh-Hans' && wordedAtTheChange === undefined) wordedAtTheChange = lazyPage.text('greeting.hello', { name: '美玲' });
    });
    releaseFirst();
    await switching;
    unsubscribe();
    expect(wordedAtTheChange).toBe('欢迎，美玲');
  });

  it('words catalogue codes and references in the current language, durations included', async () => {
    expect(messageText('LOGIN_THROTTLED', [900])).toBe('Too many unsuccessful sign-in attempts. Please wait 15 minutes and try again, or reset your PIN.');
    const ref = messageRef('TOO_LONG', [50]);
    expect(resolveMessage(ref)).toBe('This answer must be 50 characters or fewer');
    expect(resolveMessage(ref, 'Full name')).toBe('Full name must be 50 characters or fewer');
    await changeLanguage('zh-Hans');
    expect(resolveMessage(ref)).toBe('此项不得超过 50 个字符');
    expect(resolveMessage(ref, '姓名')).toBe('姓名不得超过 50 个字符');
    expect(messageText('LOGIN_THROTTLED', [900])).toBe('登录失败次数过多。请等待 15 分钟后再试，或重设 PIN 码。');
    expect(resolveMessage('Some text from elsewhere')).toBe('Some text from elsewhere');
  });

  it('names a field by its label, less a closing remark in brackets; not by a question or by what is not text', () => {
    expect(fieldName('Date of birth')).toBe('Date of birth');
    expect(fieldName('Address line 2 (optional)')).toBe('Address line 2');
    expect(fieldName('宗教信仰（选填）')).toBe('宗教信仰');
    expect(fieldName('Postal code:')).toBe('Postal code');
    expect(fieldName('What is your date of birth?')).toBeUndefined();
    expect(fieldName('您的出生日期是？')).toBeUndefined();
    expect(fieldName({ type: 'span' })).toBeUndefined();
    expect(fieldName(undefined)).toBeUndefined();
    expect(fieldName('  ')).toBeUndefined();
  });

  it('fills a message without {field} as before, and says "This answer" / "此项" where no name is given', async () => {
    expect(messageText('INVALID_DATE')).toBe('This answer must be a real date, like 27/03/2007');
    expect(messageText('INVALID_DATE', [], 'Date of birth')).toBe('Date of birth must be a real date, like 27/03/2007');
    expect(messageText('INVALID_PIN', [], 'New PIN')).toBe('PIN must be 8 letters or numbers');
    await changeLanguage('zh-Hans');
    expect(messageText('INVALID_DATE')).toBe('此项须为有效日期，例如 27/03/2007');
    expect(messageText('INVALID_DATE', [], '出生日期')).toBe('出生日期须为有效日期，例如 27/03/2007');
  });
});
