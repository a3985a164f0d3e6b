/**
 * JSON Schemas of the tuition grant sureties' answers (shared/contracts/src/admission/tuition-grant-sureties.ts):
 * the applicant's view, the office's (with the signed name) and the surety's link page.
 */
import { TUITION_GRANT_SURETY_ID_TYPES } from '@portal/contracts/admission/tuition-grant-sureties';
import { isoDateTime } from '../../http/list-route';
import { day, instant } from '../../http/openapi-schemas';

const string = { type: 'string' } as const;

/** A surety's details as saved (date of birth dd/mm/yyyy). */
const detailsSchema = {
  type: 'object',
  required: ['fullName', 'idType', 'idNumber', 'dateOfBirth', 'email', 'mobile'],
  properties: { fullName: string, idType: { type: 'string', enum: [...TUITION_GRANT_SURETY_ID_TYPES] }, idNumber: string, dateOfBirth: string, email: string, mobile: string },
} as const;

const suretyProperties = {
  position: { type: 'integer', enum: [1, 2] },
  status: { type: ['string', 'null'], enum: ['INVITED', 'CONFIRMED', null], description: 'null: nobody named yet' },
  details: { ...detailsSchema, type: ['object', 'null'] },
  invitedAt: isoDateTime,
  linkExpiresAt: isoDateTime,
  confirmedAt: isoDateTime,
} as const;

const suretyView = { type: 'object', required: Object.keys(suretyProperties), properties: suretyProperties } as const;
const officeSuretyView = {
  type: 'object',
  required: [...Object.keys(suretyProperties), 'signatureName'],
  properties: { ...suretyProperties, signatureName: { type: ['string', 'null'] } },
} as const;

const viewOf = (surety: object) =>
  ({
    type: 'object',
    required: ['applicationNumber', 'awardYear', 'replyDueDate', 'sureties'],
    properties: { applicationNumber: string, awardYear: { type: 'integer' }, replyDueDate: day, sureties: { type: 'array', items: surety } },
  }) as const;

export const tuitionGrantSuretiesSchema = viewOf(suretyView);
/** The office's: null when the offer was not accepted with the grant. */
export const officeTuitionGrantSuretiesSchema = { ...viewOf(officeSuretyView), type: ['object', 'null'] } as const;

export const publicTuitionGrantSuretySchema = {
  type: 'object',
  required: ['applicantName', 'applicationNumber', 'bondYears', 'surety', 'linkExpiresAt'],
  properties: { applicantName: string, applicationNumber: string, bondYears: { type: 'integer' }, surety: detailsSchema, linkExpiresAt: instant },
} as const;
