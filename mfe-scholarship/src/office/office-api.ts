/** The scholarships console's API paths (the shared client adds /api) and its own URLs (relative to /office/scholarship). */
export const officeApi = {
  scholarships: '/office/scholarship/scholarships',
  scholarship: (id: string) => `/office/scholarship/scholarships/${id}`,
  history: (id: string) => `/office/scholarship/scholarships/${id}/history`,
  applications: '/office/scholarship/applications',
  /** The console's officers (the list's "assigned to" filter). */
  officers: '/office/scholarship/officers',
  application: (id: string) => `/office/scholarship/applications/${id}`,
  award: (id: string) => `/office/scholarship/applications/${id}/award`,
  outcome: (id: string) => `/office/scholarship/applications/${id}/outcome`,
  unreleased: '/office/scholarship/outcomes',
  releaseBatch: '/office/scholarship/outcomes/release',
  dashboard: '/office/scholarship/dashboard',
};

export const officePaths = {
  applications: '/',
  application: (id: string) => `/applications/${id}`,
  outcome: (id: string) => `/applications/${id}/outcome`,
  scholarships: '/scholarships',
  newScholarship: '/scholarships/new',
  scholarship: (id: string) => `/scholarships/${id}`,
  release: '/outcomes/release',
  dashboard: '/dashboard',
};
