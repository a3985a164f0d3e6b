/**
 * The staff sign-in and staff-account routes' schemas: bodies are the shared yup schemas (what Fastify
 * validates them with, and what their OpenAPI description is made from); answers are described here.
 */
import { STAFF_ROLES } from '@portal/contracts/office/staff';
import {
  newStaffSchema,
  passkeyAnswerSchema,
  staffLoginSchema,
  staffRecoveryCodeSchema,
  staffTotpCodeSchema,
  staffUpdateSchema,
} from '@portal/contracts/schemas/office-staff';
import { errorResponses } from '../../http/openapi-schemas';
import { noBody, optionalBody } from '../../http/validation';

const role = { type: 'string', enum: [...STAFF_ROLES] } as const;

export const staffSessionInfoSchema = {
  type: 'object',
  required: ['authenticated'],
  properties: {
    authenticated: { type: 'boolean' },
    staff: {
      type: 'object',
      required: ['id', 'email', 'fullName', 'role'],
      properties: { id: { type: 'string' }, email: { type: 'string' }, fullName: { type: 'string' }, role },
    },
    idleSecondsLeft: { type: 'integer', minimum: 0 },
    lifetimeSecondsLeft: { type: 'integer', minimum: 0 },
  },
} as const;

// The second factor (issue 31): what the password step answers.
const factor = { type: 'string', enum: ['PASSKEY', 'TOTP', 'RECOVERY_CODE'] } as const;

export const staffPendingSignInSchema = {
  type: 'object',
  required: ['authenticated', 'secondFactor', 'factors', 'expiresInSeconds'],
  properties: {
    authenticated: { type: 'boolean', enum: [false] },
    secondFactor: { type: 'string', enum: ['ENROL', 'VERIFY'] },
    factors: { type: 'array', items: factor },
    expiresInSeconds: { type: 'integer', minimum: 0 },
  },
} as const;

export const staffMemberSchema = {
  type: 'object',
  required: ['id', 'email', 'fullName', 'role', 'active', 'createdAt'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    fullName: { type: 'string' },
    role,
    active: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const staffLoginRoute = {
  tags: ['office'],
  summary: 'Staff sign-in at /office, first step: e-mail and password (the same limits as applicants). Grants nothing until the second factor',
  body: staffLoginSchema,
  response: { 200: staffPendingSignInSchema, ...errorResponses(400, 401, 403, 429) },
};

export const staffSessionRoute = {
  tags: ['office'],
  summary: "The browser's staff session, if any (does not count as activity)",
  response: { 200: staffSessionInfoSchema },
};

export const staffKeepaliveRoute = {
  tags: ['office'],
  summary: 'Keeps the staff session alive (the timeout dialog)',
  body: noBody,
  response: { 200: staffSessionInfoSchema, ...errorResponses(401, 403) },
};

export const staffLogoutRoute = {
  tags: ['office'],
  summary: 'Signs the staff member out (idempotent)',
  body: noBody,
  response: { 204: { type: 'null' } },
};

export const listStaffRoute = {
  tags: ['office'],
  summary: 'Staff accounts (office administrator)',
  response: { 200: { type: 'array', items: staffMemberSchema }, ...errorResponses(401, 403) },
};

export const createStaffRoute = {
  tags: ['office'],
  summary: 'Creates a staff account (office administrator)',
  body: newStaffSchema,
  response: { 201: staffMemberSchema, ...errorResponses(400, 401, 403, 409) },
};

export const updateStaffRoute = {
  tags: ['office'],
  summary: "Changes a staff account's role or deactivates it (office administrator); its sessions end",
  params: { type: 'object', required: ['staffId'], properties: { staffId: { type: 'string', format: 'uuid' } } },
  // Every field is optional, and so is the body: none changes nothing.
  body: optionalBody(staffUpdateSchema),
  response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404) },
};

// ---- the second factor (issue 31)

const recoveryCodes = { type: 'array', items: { type: 'string' } } as const;
const enrolled = {
  type: 'object',
  required: ['session', 'recoveryCodes'],
  properties: { session: staffSessionInfoSchema, recoveryCodes },
} as const;

/** A credential the browser may use or must not create again (WebAuthn's PublicKeyCredentialDescriptorJSON). */
const credentialDescriptor = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: { type: 'string' }, type: { type: 'string', enum: ['public-key'] }, transports: { type: 'array', items: { type: 'string' } } },
} as const;
/** Client extension inputs: the library asks for credProps; others pass through as given. */
const extensions = { type: 'object', properties: { credProps: { type: 'boolean' } }, additionalProperties: true } as const;

/** What navigator.credentials.get() needs (@simplewebauthn's PublicKeyCredentialRequestOptionsJSON). */
const passkeyRequestOptions = {
  type: 'object',
  required: ['challenge'],
  properties: {
    challenge: { type: 'string', description: 'base64url, single use' },
    rpId: { type: 'string' },
    allowCredentials: { type: 'array', items: credentialDescriptor },
    timeout: { type: 'integer', description: 'milliseconds' },
    userVerification: { type: 'string', enum: ['required', 'preferred', 'discouraged'] },
    extensions,
  },
} as const;

/** What navigator.credentials.create() needs (@simplewebauthn's PublicKeyCredentialCreationOptionsJSON). */
const passkeyCreationOptions = {
  type: 'object',
  required: ['challenge', 'rp', 'user', 'pubKeyCredParams'],
  properties: {
    challenge: { type: 'string', description: 'base64url, single use' },
    rp: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, id: { type: 'string' } } },
    user: {
      type: 'object',
      required: ['id', 'name', 'displayName'],
      properties: { id: { type: 'string', description: 'base64url' }, name: { type: 'string' }, displayName: { type: 'string' } },
    },
    pubKeyCredParams: {
      type: 'array',
      items: { type: 'object', required: ['alg', 'type'], properties: { alg: { type: 'integer' }, type: { type: 'string', enum: ['public-key'] } } },
    },
    timeout: { type: 'integer', description: 'milliseconds' },
    attestation: { type: 'string' },
    excludeCredentials: { type: 'array', items: credentialDescriptor },
    authenticatorSelection: {
      type: 'object',
      properties: {
        authenticatorAttachment: { type: 'string' },
        residentKey: { type: 'string' },
        requireResidentKey: { type: 'boolean' },
        userVerification: { type: 'string' },
      },
    },
    extensions,
    hints: { type: 'array', items: { type: 'string' } },
  },
} as const;

const passkeyRoutesNote = 'What the authenticator signed is checked by the WebAuthn library; a response that does not verify is refused.';

export const pendingSignInRoute = {
  tags: ['office'],
  summary: 'The sign-in waiting for its second factor in this browser (after the password)',
  response: { 200: staffPendingSignInSchema, ...errorResponses(401) },
};

export const totpSignInRoute = {
  tags: ['office'],
  summary: "Completes a staff sign-in with the authenticator app's code (±30 s; a code is accepted once; limited like the password)",
  body: staffTotpCodeSchema,
  response: { 200: staffSessionInfoSchema, ...errorResponses(400, 401, 403, 409, 429) },
};

export const recoveryCodeSignInRoute = {
  tags: ['office'],
  summary: 'Completes a staff sign-in with a recovery code (each works once; limited like the password)',
  body: staffRecoveryCodeSchema,
  response: { 200: staffSessionInfoSchema, ...errorResponses(400, 401, 403, 429) },
};

export const passkeySignInOptionsRoute = {
  tags: ['office'],
  summary: "A challenge for the staff member's passkeys (single use, bound to this pending sign-in)",
  body: noBody,
  response: { 200: passkeyRequestOptions, ...errorResponses(401, 403, 409) },
};

export const passkeySignInRoute = {
  tags: ['office'],
  summary: 'Completes a staff sign-in with a passkey (limited like the password)',
  description: passkeyRoutesNote,
  body: passkeyAnswerSchema,
  response: { 200: staffSessionInfoSchema, ...errorResponses(400, 401, 403, 429) },
};

export const totpEnrolmentOfferRoute = {
  tags: ['office'],
  summary: 'Offers a new authenticator-app secret (QR code and text) to an account with no second factor',
  body: noBody,
  response: {
    200: { type: 'object', required: ['secret', 'otpauthUri', 'qrSvg'], properties: { secret: { type: 'string' }, otpauthUri: { type: 'string' }, qrSvg: { type: 'string' } } },
    ...errorResponses(401, 403, 409),
  },
};

export const totpEnrolmentRoute = {
  tags: ['office'],
  summary: 'Enrols the offered secret with a code from the app; the session starts and ten recovery codes are shown once',
  body: staffTotpCodeSchema,
  response: { 200: enrolled, ...errorResponses(400, 401, 403, 409) },
};

export const passkeyEnrolmentOptionsRoute = {
  tags: ['office'],
  summary: 'Options for creating a passkey, for an account with no second factor',
  body: noBody,
  response: { 200: passkeyCreationOptions, ...errorResponses(401, 403, 409) },
};

export const passkeyEnrolmentRoute = {
  tags: ['office'],
  summary: 'Enrols the passkey just created; the session starts and ten recovery codes are shown once',
  description: passkeyRoutesNote,
  body: passkeyAnswerSchema,
  response: { 200: enrolled, ...errorResponses(400, 401, 403, 409) },
};

export const resetSecondFactorRoute = {
  tags: ['office'],
  summary: "Removes a staff member's passkeys, app and recovery codes (office administrator); their sessions end and they enrol again at the next sign-in",
  params: { type: 'object', required: ['staffId'], properties: { staffId: { type: 'string', format: 'uuid' } } },
  body: noBody,
  response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
};

export const ownFactorsRoute = {
  tags: ['office'],
  summary: "The signed-in staff member's own second factors",
  response: {
    200: {
      type: 'object',
      required: ['passkeys', 'totp', 'recoveryCodesLeft'],
      properties: {
        passkeys: {
          type: 'array',
          items: { type: 'object', required: ['id', 'createdAt', 'lastUsedAt'], properties: { id: { type: 'string' }, createdAt: { type: 'string' }, lastUsedAt: { type: ['string', 'null'] } } },
        },
        totp: { type: 'boolean' },
        recoveryCodesLeft: { type: 'integer', minimum: 0 },
      },
    },
    ...errorResponses(401, 403),
  },
};

export const newRecoveryCodesRoute = {
  tags: ['office'],
  summary: 'Replaces the signed-in staff member’s recovery codes with ten new ones, shown this once',
  body: noBody,
  response: { 200: { type: 'object', required: ['recoveryCodes'], properties: { recoveryCodes } }, ...errorResponses(401, 403) },
};

export const addPasskeyOptionsRoute = {
  tags: ['office'],
  summary: 'Options for the signed-in staff member to add a passkey (single-use challenge bound to the session)',
  body: noBody,
  response: { 200: passkeyCreationOptions, ...errorResponses(401, 403) },
};

export const addPasskeyRoute = {
  tags: ['office'],
  summary: 'Adds the passkey the signed-in staff member just created',
  description: passkeyRoutesNote,
  body: passkeyAnswerSchema,
  response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403) },
};
