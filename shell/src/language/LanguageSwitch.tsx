import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { saveLanguagePreference } from '@portal/http/auth-api';
import { changeLanguage } from '@portal/i18n/i18n';
import { useLanguage } from '@portal/i18n/namespace';
import { Button } from '@portal/ui/Button';
import { shellText } from '../text';

/** Each language is named in itself, so a reader of either can find theirs whatever is showing now. */
const LANGUAGE_NAMES: Record<Language, string> = { 'en-GB': 'English', 'zh-Hans': '中文' };

/**
 * Switches the whole page's language in place: the shell and every mounted remote re-render, and
 * nothing typed into a form is lost (no reload, no remount). When signed in, the choice is also
 * stored with the applicant so e-mails follow it.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  await saveLanguagePreference(language);
}

/** English / 中文 in the header; the current one is marked with aria-current. */
export function LanguageSwitch() {
  const text = shellText.useText();
  const current = useLanguage();
  return (
    <nav className="pt-language-switch" aria-label={text('language.label')}>
      <ul className="pt-language-switch__list">
        {LANGUAGES.map((language) => (
          <li key={language} className="pt-language-switch__item">
            <Button
              variant="link"
              className="pt-language-switch__button"
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => void switchLanguage(language)}
            >
              {LANGUAGE_NAMES[language]}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
