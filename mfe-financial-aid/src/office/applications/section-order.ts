/** The application's sections in the form's order (fa-common's list; the form's own list lives with fa-form-api). */
export const FINANCIAL_AID_SECTIONS_IN_ORDER = ['personalDetails', 'financialDetails', 'otherFinancialDetails', 'awardsActivities', 'declarations', 'documents'] as const;
