/** The admission remote's URLs (relative to its basename, /applicant/admission). */
export const paths = {
  apply: '/apply',
  status: '/status',
  taskList: (number: string) => `/applications/${number}`,
  pin: (number: string) => `/applications/${number}/pin`,
  section: (number: string, section: string) => `/applications/${number}/sections/${section}`,
  changeCategory: (number: string) => `/applications/${number}/category`,
  deleteDraft: (number: string) => `/applications/${number}/delete`,
  checkAnswers: (number: string) => `/applications/${number}/check`,
  submitted: (number: string) => `/applications/${number}/submitted`,
  contact: (number: string) => `/applications/${number}/contact`,
  outcome: (number: string) => `/applications/${number}/outcome`,
  offerResponse: (number: string) => `/applications/${number}/offer-response`,
  tuitionGrantSureties: (number: string) => `/applications/${number}/tuition-grant-sureties`,
  /** The API base of an application's routes (the shared client adds /api). */
  api: (number: string) => `/admission/applications/${number}`,
};
