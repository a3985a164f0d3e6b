/** OpenAPI descriptions of the staff sign-in and staff-account routes (bodies are validated by the shared yup schemas). */
import { STAFF_ROLES } from '@portal/contracts/office/staff';
import { errorResponses } from '../../http/openapi-schemas';

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
  summary: 'Staff sign-in at /office (e-mail and password; the same limits as applicants)',
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: { email: { type: 'string', maxLength: 50 }, password: { type: 'string', format: 'password' } },
  },
  response: { 200: staffSessionInfoSchema, ...errorResponses(400, 401, 403, 429) },
};

export const staffSessionRoute = {
  tags: ['office'],
  summary: "The browser's staff session, if any (does not count as activity)",
  response: { 200: staffSessionInfoSchema },
};

export const staffKeepaliveRoute = {
  tags: ['office'],
  summary: 'Keeps the staff session alive (the timeout dialog)',
  response: { 200: staffSessionInfoSchema, ...errorResponses(401, 403) },
};

export const staffLogoutRoute = {
  tags: ['office'],
  summary: 'Signs the staff member out (idempotent)',
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
  body: {
    type: 'object',
    required: ['email', 'fullName', 'role', 'password'],
    additionalProperties: false,
    properties: { email: { type: 'string' }, fullName: { type: 'string' }, role, password: { type: 'string', format: 'password' } },
  },
  response: { 201: staffMemberSchema, ...errorResponses(400, 401, 403, 409) },
};

export const updateStaffRoute = {
  tags: ['office'],
  summary: "Changes a staff account's role or deactivates it (office administrator); its sessions end",
  params: { type: 'object', required: ['staffId'], properties: { staffId: { type: 'string', format: 'uuid' } } },
  body: { type: 'object', additionalProperties: false, properties: { role, active: { type: 'boolean' } } },
  response: { 200: staffMemberSchema, ...errorResponses(400, 401, 403, 404) },
};
