/** The financial aid console's API paths (the shared client adds /api) and its own URLs (relative to /office/financial-aid). */
const BASE = '/office/financial-aid';
/** An academic year in a path: 2027/2028 → 2027-2028 (no slash in a URL segment). */
export const yearSegment = (academicYear: string) => academicYear.replace('/', '-');

export const officeApi = {
  year: (academicYear: string) => `${BASE}/years/${yearSegment(academicYear)}`,
  schemes: `${BASE}/schemes`,
  schemesOf: (academicYear: string) => `${BASE}/schemes?academicYear=${encodeURIComponent(academicYear)}`,
  scheme: (id: string) => `${BASE}/schemes/${id}`,
  deactivate: (id: string) => `${BASE}/schemes/${id}/deactivate`,
  applications: `${BASE}/applications`,
  /** The console's officers (the list's "assigned to" filter). */
  officers: `${BASE}/officers`,
  dashboard: `${BASE}/dashboard`,
  application: (id: string) => `${BASE}/applications/${id}`,
  documentRequests: (id: string) => `${BASE}/applications/${id}/document-requests`,
  package: (id: string) => `${BASE}/applications/${id}/package`,
  unsuccessful: (id: string) => `${BASE}/applications/${id}/unsuccessful`,
  decision: (id: string, requestId: string) => `${BASE}/applications/${id}/requests/${requestId}/decision`,
  withdraw: (id: string) => `${BASE}/applications/${id}/withdraw`,
  /** A file's download: the application's own, or one sent with a request (requests | document-requests). */
  document: (id: string, documentId: string, via?: { kind: 'requests' | 'document-requests'; requestId: string }) =>
    `${BASE}/applications/${id}${via ? `/${via.kind}/${via.requestId}` : ''}/documents/${documentId}/content`,
};

export const officePaths = {
  applications: '/',
  dashboard: '/dashboard',
  application: (id: string) => `/applications/${id}`,
  action: (id: string, action: OfficeAction) => `/applications/${id}/${action}`,
  decide: (id: string, requestId: string) => `/applications/${id}/requests/${requestId}`,
  years: '/years',
  schemes: '/schemes',
  newScheme: '/schemes/new',
  scheme: (id: string) => `/schemes/${id}`,
};

export type OfficeAction = 'request-documents' | 'package' | 'unsuccessful' | 'withdraw';
