/** The financial-aid remote's URLs (relative to its basename, /applicant/financial-aid). */
export const paths = {
  status: '/status',
  calculator: '/calculator',
  apply: '/apply',
  // The application form (draft → submitted): form/ and sections/.
  taskList: (id: string) => `/applications/${id}`,
  section: (id: string, section: string) => `/applications/${id}/sections/${section}`,
  checkAnswers: (id: string) => `/applications/${id}/check`,
  submitted: (id: string) => `/applications/${id}/submitted`,
  deleteDraft: (id: string) => `/applications/${id}/delete`,
  // After submission: after/AfterSubmissionRoutes.tsx.
  progress: (id: string) => `/aid/${id}`,
  package: (id: string) => `/aid/${id}/package`,
  appeal: (id: string) => `/aid/${id}/appeal`,
  update: (id: string) => `/aid/${id}/update`,
  requestedDocuments: (id: string) => `/aid/${id}/documents`,
  withdraw: (id: string) => `/aid/${id}/withdraw`,
  // The loan guarantor: guarantor/GuarantorRoutes.tsx.
  guarantor: (id: string) => `/aid/${id}/guarantor`,
  /** The API base of an application's routes (the shared client adds /api). */
  api: (id: string) => `/financial-aid/applications/${id}`,
};
