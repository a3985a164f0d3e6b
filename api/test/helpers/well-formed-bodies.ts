/**
 * One body per public and sign-in route that passes validation (the answer may still be a refusal,
 * e.g. a wrong PIN): tests break one field of it to see what validation says about that field.
 */
const email = 'well.formed@example.edu';

export const WELL_FORMED_BODIES: Record<string, Record<string, unknown>> = {
  '/api/auth/login/pin': { applicationNumber: '24000001', pin: 'Wrong123', system: 'ADM', subCategory: 'ADM' },
  '/api/auth/login/email': { email, password: 'Wrong#Password1', system: 'ADM', subCategory: 'ADM' },
  '/api/public/pin/reset-request': { applicationNumber: 'A24000001', email, system: 'ADM' },
  '/api/public/pin/reset': { token: 'x'.repeat(43), dob: '01/01/2006', pin1: 'Abcd1234', pin2: 'Abcd1234', system: 'ADM' },
  '/api/public/application-number/enquiry': {
    fullName: 'TAN AH KOW',
    dob: '01/01/2006',
    nric: 'S1234567D',
    email,
    nokName: 'TAN AH BENG',
    nokContact: { countryCode: '65', areaCode: '', contactNumber: '91234567' },
    system: 'ADM',
  },
  '/api/public/b2c/otp/generate': { email },
  '/api/public/b2c/otp/verify': { email, otp: '123456' },
  '/api/public/b2c/account/submit': {
    firstName: 'AH KOW',
    lastName: 'TAN',
    password: 'Correct#Horse2026',
    confirmPassword: 'Correct#Horse2026',
    email,
    system: 'ADM',
    systemSubCategory: 'ADM',
  },
  '/api/public/references/open': { token: 'x'.repeat(43) },
  '/api/public/references/submit': {
    token: 'x'.repeat(43),
    relationship: 'TEACHER',
    knownFor: 'TWO_TO_5_YEARS',
    reference: 'A diligent and curious student.',
    recommendation: 'RECOMMEND',
    declaration: true,
  },
  '/api/public/b2c/socialEnq/submit': { fullName: 'TAN AH KOW', dateOfBirth: '01/01/2006', email, system: 'ADM', subSystem: 'ADM' },
  '/api/public/surety/open': { token: 'x'.repeat(43) },
  '/api/public/surety/confirm': { token: 'x'.repeat(43), declaration: true, signatureName: 'TAN AH KOW' },
  '/api/public/tuition-grant-surety/open': { token: 'x'.repeat(43) },
  '/api/public/tuition-grant-surety/confirm': { token: 'x'.repeat(43), declaration: true, signatureName: 'TAN AH KOW' },
  '/api/public/guarantor/open': { token: 'x'.repeat(43) },
  '/api/public/guarantor/confirm': { token: 'x'.repeat(43), signatureName: 'TAN AH KOW', declarations: { detailsCorrect: true, readLoans: true, agreeToGuarantee: true } },
};

/** Paths of the text fields of a body, nested ones included, e.g. ['nokContact', 'countryCode']. */
export function textFieldPaths(body: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(body).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? textFieldPaths(value as Record<string, unknown>, [...prefix, key]) : typeof value === 'string' ? [[...prefix, key]] : [],
  );
}

/** A copy of the body with the field at `path` changed. */
export function withField(body: Record<string, unknown>, path: string[], change: (value: unknown) => unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  const changed = change(parent[last]);
  if (changed === undefined) delete parent[last];
  else parent[last] = changed;
  return copy;
}
