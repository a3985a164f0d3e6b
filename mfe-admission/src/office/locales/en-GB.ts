import afterSubmission from '../after-submission/locales/en-GB';

/** The admissions console's strings in English (namespace 'admission-office'). Chinese: ./zh-Hans.ts. */
export default {
  afterSubmission,
  console: {
    caption: 'Office of Admissions',
    title: 'Admissions console',
    loadingWhat: 'the admissions console',
  },
} as const;
