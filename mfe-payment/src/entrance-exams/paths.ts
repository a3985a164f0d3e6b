/** Entrance Exam Payment's addresses: the remote's own (relative to its basename, /applicant/payment) and the API's (the shared client adds /api). */
export const PAYMENT_DETAILS = '/';
export const EXAMS_PATH = '/entrance-exams';
export const examsApi = (applicationNumber: string) => `/payment/entrance-exams/applications/${applicationNumber}`;
