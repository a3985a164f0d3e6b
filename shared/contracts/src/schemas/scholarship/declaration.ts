/** Consent & Declaration: truth, consent and privacy must be agreed; marketing is optional (spec 5). */
import * as yup from 'yup';
import type { ScholarshipSectionSummary } from '../../scholarship/section-summary';
import { row, rows, yesNoOf, yesNoWord } from '../../summary/answers';
import { bilingual, COMMON_WORDS } from '../../summary/words';
import { mustAgree, optionalConsent } from '../consent';

export const scholarshipDeclarationSchema = yup
  .object({
    truth: mustAgree(),
    consent: mustAgree(),
    privacy: mustAgree(),
    marketing: optionalConsent(),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ScholarshipDeclaration = yup.InferType<typeof scholarshipDeclarationSchema>;

const WORDS = bilingual(
  {
    truth: 'Information true and complete',
    consent: 'Consent to obtain records for the scholarship assessment',
    privacy: 'Privacy notice read and accepted',
    marketing: 'News about scholarships and university events',
  },
  {
    truth: '资料真实完整',
    consent: '同意为奖学金评审索取相关记录',
    privacy: '已阅读并接受隐私声明',
    marketing: '接收有关奖学金及大学活动的信息',
  },
);

/** The three required consents read as agreed or not (the optional one as yes or no). */
export const summariseScholarshipDeclaration: ScholarshipSectionSummary = ({ answers, language }) => {
  const words = WORDS[language];
  const common = COMMON_WORDS[language];
  const agreement = (key: string) => {
    const answer = yesNoOf(answers, key);
    return answer === null ? '' : answer ? common.agreed : common.notAgreed;
  };
  return {
    rows: rows(
      row(words.truth, agreement('truth')),
      row(words.consent, agreement('consent')),
      row(words.privacy, agreement('privacy')),
      row(words.marketing, yesNoWord(yesNoOf(answers, 'marketing'), language)),
    ),
  };
};
