/** The scholarship remote's URLs (relative to its basename, /applicant/scholarship). */
export const paths = {
  apply: '/apply',
  status: '/status',
  taskList: (id: string) => `/applications/${id}`,
  section: (id: string, section: string) => `/applications/${id}/sections/${section}`,
  checkAnswers: (id: string) => `/applications/${id}/check`,
  submitted: (id: string) => `/applications/${id}/submitted`,
  deleteDraft: (id: string) => `/applications/${id}/delete`,
  // The award (after an offer is released): outcome and reply, the undertaking, the sureties.
  outcome: (id: string) => `/applications/${id}/outcome`,
  undertaking: (id: string) => `/applications/${id}/undertaking`,
  sureties: (id: string) => `/applications/${id}/sureties`,
  /** The API base of an application's routes (the shared client adds /api). */
  api: (id: string) => `/scholarship/applications/${id}`,
  scholarships: '/scholarship/scholarships',
};
