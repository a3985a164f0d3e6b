/** The console's API paths for a submitted application's later steps (the shared client adds /api). */
export const officeApi = {
  appeals: '/office/admission/appeals',
  application: (number: string) => `/office/admission/applications/${number}`,
};

/** Console URLs (relative to the console's basename, /office/admission). */
export const officePaths = {
  appeals: '/appeals',
  appeal: (number: string) => `/applications/${number}/appeal`,
};
