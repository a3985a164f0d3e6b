/** The admissions console's strings in English (namespace 'admission-office'). Chinese: ./zh-Hans.ts. */
import outcomesEn from '../outcomes/locales/en-GB';

export default {
  console: {
    caption: 'Office of Admissions',
    title: 'Admissions console',
    loadingWhat: 'the admissions console',
  },
  outcomes: outcomesEn,
} as const;
