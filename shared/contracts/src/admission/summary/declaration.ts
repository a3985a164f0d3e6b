/** Declaration: the three mandatory declarations, the optional marketing consents and any parent's endorsement. */
import type { SectionData } from '../../forms';
import type { Language } from '../../languages';
import { rows, row, textOf, yesNoOf, yesNoWord } from '../../summary/answers';
import { sectionTitle } from './titles';
import type { SummarySection } from './types';
import { bilingual, COMMON_WORDS, type Words } from '../../summary/words';

export const DECLARATION_WORDS = bilingual(
  {
    truth: 'Information true and complete',
    privacy: 'Privacy notice read and accepted',
    consent: 'Consent to obtain results and records',
    marketingEmail: 'News by e-mail',
    marketingSms: 'News by SMS',
    parentName: 'Parent or guardian',
    parentEndorses: 'Endorsed by the parent or guardian',
  },
  {
    truth: '资料真实完整',
    privacy: '已阅读并接受隐私声明',
    consent: '同意索取考试成绩及记录',
    marketingEmail: '通过电子邮件接收信息',
    marketingSms: '通过短信接收信息',
    parentName: '父母或监护人',
    parentEndorses: '父母或监护人认可',
  },
);
export type DeclarationWords = Words<(typeof DECLARATION_WORDS)['en-GB']>;

export function summariseDeclaration(data: SectionData | null, language: Language, words: DeclarationWords = DECLARATION_WORDS[language]): SummarySection {
  const agreement = (key: string) => {
    const answer = yesNoOf(data, key);
    return answer === null ? '' : answer ? COMMON_WORDS[language].agreed : COMMON_WORDS[language].notAgreed;
  };
  const parentName = textOf(data, 'parentName');
  return {
    id: 'declaration',
    title: sectionTitle('declaration', language),
    rows: rows(
      row(words.truth, agreement('truth')),
      row(words.privacy, agreement('privacy')),
      row(words.consent, agreement('consent')),
      row(words.marketingEmail, yesNoWord(yesNoOf(data, 'marketingEmail'), language)),
      row(words.marketingSms, yesNoWord(yesNoOf(data, 'marketingSms'), language)),
      // The endorsement is asked only of applicants under 18: shown when it was given.
      row(words.parentName, parentName),
      Boolean(parentName) && row(words.parentEndorses, yesNoWord(yesNoOf(data, 'parentEndorses'), language)),
    ),
  };
}
