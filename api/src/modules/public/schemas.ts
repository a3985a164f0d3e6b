/**
 * The public helper routes' schemas: bodies are the shared yup schemas (shared/contracts/src/schemas/public.ts),
 * which Fastify validates them with and the OpenAPI description is made from; answers are described here.
 */
import {
  applicationNumberEnquirySchema,
  b2cAccountSchema,
  otpRequestSchema,
  otpVerifySchema,
  passwordResetLinkSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  pinResetRequestSchema,
  pinResetSchema,
  socialEnquirySchema,
} from '@portal/contracts/schemas/public';
import { errorResponses } from '../../http/openapi-schemas';

const TAG = 'public';

const sentSchema = { type: 'object', required: ['sent'], properties: { sent: { type: 'boolean', enum: [true] } } } as const;

export const pinResetRequestRoute = {
  tags: [TAG],
  summary: 'Ask for a PIN reset link',
  description:
    'Answers true when an application with this number (with its system prefix, e.g. A24000001) belongs to an applicant with this ' +
    'e-mail address, and e-mails that address a link valid for 3 days and usable once; otherwise false. Both answers take the same ' +
    'time. Refused with 429 after 10 false answers per client address or 5 requests per application number in an hour.',
  body: pinResetRequestSchema,
  response: { 200: { type: 'boolean' }, ...errorResponses(400, 403, 415, 429) },
};

export const pinResetRoute = {
  tags: [TAG],
  summary: 'Set a new PIN with the e-mailed link',
  description:
    'With a valid link token and the applicant\'s date of birth (dd/mm/yyyy), sets the PIN, ends every session of the application, uses up the ' +
    'link and answers true. A wrong date of birth answers false; after 5 the link stops working. An unknown, expired or used link ' +
    'is 400 PIN_RESET_LINK_INVALID. The new PIN (pin1, repeated as pin2) is refused (400, field pin1) when it is a sequence or ' +
    'repeat (PIN_TOO_SIMPLE), the date of birth as ddmmyyyy, yyyymmdd or mmddyyyy (PIN_MATCHES_DATE_OF_BIRTH) or a common ' +
    'password (PIN_TOO_COMMON).',
  body: pinResetSchema,
  response: { 200: { type: 'boolean' }, ...errorResponses(400, 403, 415, 429) },
};

export const applicationNumberEnquiryRoute = {
  tags: [TAG],
  summary: 'Retrieve a forgotten application number',
  description:
    'When every field matches one application in the system, answers its number with the system prefix as a JSON string ' +
    '(e.g. "A24000001"); otherwise 404 APPNO_NOT_FOUND. Both answers take the same time. Refused with 429 after 10 failed ' +
    'enquiries per client address in an hour. The next of kin\'s area code is empty when the number has none (Singapore).',
  body: applicationNumberEnquirySchema,
  response: { 200: { type: 'string', example: 'A24000001' }, ...errorResponses(400, 403, 404, 415, 429) },
};

export const otpGenerateRoute = {
  tags: [TAG],
  summary: 'E-mail a 6-digit verification code',
  description:
    'Always answers {"sent":true}. The code replaces any earlier one for the address and is valid for OTP_TTL_SECONDS. At most 3 ' +
    'requests a minute per e-mail address (429 RATE_LIMITED) and 30 per 10 minutes per client address (429 PUBLIC_TOO_MANY_ATTEMPTS).',
  body: otpRequestSchema,
  response: { 200: sentSchema, ...errorResponses(400, 403, 415, 429) },
};

export const otpVerifyRoute = {
  tags: [TAG],
  summary: 'Check a verification code',
  description:
    'A right code answers {"verified":true}, uses the code up and sets the portal_b2c cookie (HttpOnly, 30 minutes, single use) ' +
    'that account creation needs. Wrong code: 400 OTP_INVALID. Expired or no code: 400 OTP_EXPIRED. After 5 wrong codes for an ' +
    'address in 30 minutes (however many codes were requested) the code is void and further tries get 429 OTP_TOO_MANY_FAILURES.',
  body: otpVerifySchema,
  response: {
    200: { type: 'object', required: ['verified'], properties: { verified: { type: 'boolean', enum: [true] } } },
    ...errorResponses(400, 403, 415, 429),
  },
};

export const accountSubmitRoute = {
  tags: [TAG],
  summary: 'Create an e-mail login account',
  description:
    'Needs the portal_b2c cookie from verifying a code for the same e-mail address (else 403 REGISTRATION_EXPIRED). 409 ' +
    'ACCOUNT_EXISTS when the address already has an account. Creates the account, e-mails a confirmation with the login link of ' +
    'the chosen system, and answers 201 {"created":true}; the account can sign in at once. The password needs no character ' +
    'classes; it is refused (400, field password) when it is a sequence or repeat (PASSWORD_TOO_SIMPLE), contains the name or ' +
    'e-mail local part (PASSWORD_HAS_PERSONAL_DETAILS) or is a common or breached password (PASSWORD_TOO_COMMON).',
  body: b2cAccountSchema,
  response: {
    201: { type: 'object', required: ['created'], properties: { created: { type: 'boolean', enum: [true] } } },
    ...errorResponses(400, 403, 409, 415),
  },
};

export const socialEnquiryRoute = {
  tags: [TAG],
  summary: 'Ask which social account is linked to an application',
  description:
    'Always answers {"sent":true} after the same time. When the full name, date of birth and e-mail address match an applicant, ' +
    'that address is e-mailed the linked social sign-ins (provider and masked identifier) or that none is linked.',
  body: socialEnquirySchema,
  response: { 200: sentSchema, ...errorResponses(400, 403, 415, 429) },
};

export const passwordResetRequestRoute = {
  tags: [TAG],
  summary: 'Ask for a password reset link (e-mail login account)',
  description:
    'Always answers {"sent":true}, in the same time, whether or not the address has an e-mail login account; when it has, e-mails it a ' +
    'link valid for 24 hours and usable once (at most 5 a day per account: beyond that the links already sent stay valid). Refused ' +
    'with 429 PUBLIC_TOO_MANY_ATTEMPTS after 10 requests per client address in an hour.',
  body: passwordResetRequestSchema,
  response: { 200: sentSchema, ...errorResponses(400, 403, 415, 429) },
};

export const passwordResetOpenRoute = {
  tags: [TAG],
  summary: 'Open a password reset link',
  description:
    'With a usable link token, answers the account\'s e-mail address and the path of its sign-in page. An unknown, used or expired ' +
    'link is 400 PASSWORD_RESET_LINK_INVALID (which of them is not said); after 10 of those per client address in an hour, 429.',
  body: passwordResetLinkSchema,
  response: {
    200: {
      type: 'object',
      required: ['email', 'loginPath'],
      properties: { email: { type: 'string' }, loginPath: { type: 'string' } },
    },
    ...errorResponses(400, 403, 415, 429),
  },
};

export const passwordResetRoute = {
  tags: [TAG],
  summary: 'Set a new password with the e-mailed link',
  description:
    'Sets the password (the registration rule; also refused when common, 400 PASSWORD_TOO_COMMON, or made of the account\'s name or ' +
    'address, 400 PASSWORD_HAS_PERSONAL_DETAILS), uses up every link of the account, ends every session of the account, lifts the ' +
    'sign-in delays and the new-device pause, e-mails a notice and answers {"reset":true}. An unknown, used or expired link is 400 ' +
    'PASSWORD_RESET_LINK_INVALID; after 10 of those per client address in an hour, 429.',
  body: passwordResetSchema,
  response: {
    200: { type: 'object', required: ['reset'], properties: { reset: { type: 'boolean', enum: [true] } } },
    ...errorResponses(400, 403, 415, 429),
  },
};
