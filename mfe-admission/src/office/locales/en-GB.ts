/** The admissions console's strings in English (namespace 'admission-office'). Chinese: ./zh-Hans.ts. */
import afterSubmission from '../after-submission/locales/en-GB';
export default {
  console: {
    caption: 'Office of Admissions',
    title: 'Admissions console',
    loadingWhat: 'the admissions console',
  },
  // Results window, final GPA, enrolment confirmation (after-submission/).
  afterSubmission,
} as const;
