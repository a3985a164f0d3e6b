/**
 * The portal's languages, shared by the browser apps and the API. The code is also the value of
 * <html lang> and of the language cookie.
 */
export const LANGUAGES = ['en-GB', 'zh-Hans'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-GB';

/** Remembers the choice across visits; readable by the server for e-mails sent before sign-in. */
export const LANGUAGE_COOKIE = 'portal_lang';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language for a first visit from the browser's preferences (Accept-Language or
 * navigator.languages, most preferred first): Chinese when Chinese comes before English, else English.
 */
export function negotiateLanguage(preferences: readonly string[]): Language {
  for (const preference of preferences) {
    const tag = preference.trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh-Hans';
    if (tag.startsWith('en')) return 'en-GB';
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header in order of preference (q-values honoured). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** "45 seconds", "1 minute", "15 minutes", "23 hours" (rounded up), or the same in Chinese. */
export function formatDuration(seconds: number, language: Language = DEFAULT_LANGUAGE): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(whole / 60);
  const [amount, unit] = whole < 60 ? [whole, 'second'] : minutes <= 90 ? [minutes, 'minute'] : [Math.ceil(minutes / 60), 'hour'];
  if (language === 'zh-Hans') return `${amount} ${{ second: '秒', minute: '分钟', hour: '小时' }[unit]}`;
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
