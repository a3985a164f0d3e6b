/**
 * The office's outcome form, its batch release, and the applicant's offer reply. The console and the
 * applicant's screens validate with these, and the API validates the same bodies with them.
 */
import * as yup from 'yup';
import {
  DECLINE_REASON_MAX,
  isAcceptance,
  OFFER_REPLIES,
  OFFER_SCHEME_CODES,
  offerRepliesFor,
  OTHER_AU_OFFER_DECISIONS,
  OUTCOME_DECISIONS,
  SCHEME_REPLIES,
} from '../../admission/outcomes';
import { programmeByCode } from '../../programmes';
import type { Citizenship } from '../../categories';
import { multilineText, text, tooLong } from '../common';
import { parseDisplayDate } from '../dates';
import { tuitionGrantBondApplies, tuitionGrantTier, TUITION_GRANT_BOND_YEARS } from './tuition-grant';

/** What the outcome form's rules need beyond its answers: today in Singapore (yyyy-mm-dd). */
export interface RecordOutcomeContext {
  today: string;
}

const isOffer = (decision: unknown) => decision === 'OFFERED';

export const recordOutcomeSchema = yup
  .object({
    decision: text().trim().required('OUTCOME_DECISION_REQUIRED').oneOf([...OUTCOME_DECISIONS], 'OUTCOME_DECISION_REQUIRED'),
    programme: text()
      .trim()
      .default('')
      .test('programme', 'OFFER_PROGRAMME_REQUIRED', function (value) {
        return !isOffer(this.parent?.decision) || (value !== undefined && programmeByCode(value) !== undefined);
      }),
    major: text()
      .trim()
      .default('')
      .test('major', 'OFFER_MAJOR_REQUIRED', function (value) {
        const majors = isOffer(this.parent?.decision) ? programmeByCode(this.parent?.programme ?? '')?.majors : undefined;
        if (!majors?.length) return true;
        return majors.some((major) => major.code === value);
      })
      .test('no-major', 'INVALID_VALUE', function (value) {
        const majors = programmeByCode(this.parent?.programme ?? '')?.majors;
        return !value || Boolean(majors?.some((major) => major.code === value));
      }),
    tuitionGrantEligible: yup.boolean().typeError('INVALID_VALUE').nonNullable('INVALID_VALUE').default(false),
    schemes: yup
      .array(text().oneOf([...OFFER_SCHEME_CODES], 'INVALID_VALUE').required('INVALID_VALUE'))
      .default([])
      .test('unique', 'INVALID_VALUE', (value) => !value || new Set(value).size === value.length),
    /** dd/mm/yyyy: the offer can be answered until 23:59 Singapore time that day. */
    replyDueDate: text()
      .trim()
      .default('')
      .test('due', 'REPLY_DUE_DATE_REQUIRED', function (value) {
        return !isOffer(this.parent?.decision) || Boolean(value);
      })
      .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null)
      .test('future', 'REPLY_DUE_DATE_PAST', function (value) {
        const iso = value ? parseDisplayDate(value) : null;
        const today = (this.options.context as RecordOutcomeContext | undefined)?.today;
        return !iso || !today || !isOffer(this.parent?.decision) || iso > today;
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type RecordOutcome = yup.InferType<typeof recordOutcomeSchema>;

export const RELEASE_BATCH_MAX = 200;

export const releaseOutcomesSchema = yup
  .object({
    applicationNumbers: yup
      .array(text().trim().matches(/^[0-9]{1,12}$/, 'INVALID_VALUE').required('INVALID_VALUE'))
      .required('RELEASE_SELECTION_REQUIRED')
      .min(1, 'RELEASE_SELECTION_REQUIRED')
      .max(RELEASE_BATCH_MAX, { code: 'TOO_MANY_ITEMS', params: [RELEASE_BATCH_MAX] }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ReleaseOutcomes = yup.InferType<typeof releaseOutcomesSchema>;

/** What the reply's rules need: the offer itself and the applicant's citizenship (the grant's tier). */
export interface OfferReplyContext {
  tuitionGrantEligible: boolean;
  schemes: readonly string[];
  citizenship: Citizenship;
}

const replyContext = (options: { context?: object }) => options.context as OfferReplyContext | undefined;

/** Every offered scheme answered: what enables Accept Offer in the browser, and what the server insists on. */
export function allSchemesAnswered(schemes: Record<string, unknown> | undefined, offered: readonly string[]): boolean {
  return offered.every((code) => schemes?.[code] === 'ACCEPT' || schemes?.[code] === 'REJECT');
}

export const offerReplySchema = yup
  .object({
    reply: text()
      .trim()
      .required('OFFER_REPLY_REQUIRED')
      .oneOf([...OFFER_REPLIES], 'OFFER_REPLY_REQUIRED')
      .test('allowed', 'OFFER_REPLY_REQUIRED', function (value) {
        const context = replyContext(this.options);
        return !context || !value || offerRepliesFor(context.tuitionGrantEligible).includes(value as never);
      }),
    schemes: yup
      .object()
      .default({})
      .test('schemes', 'SCHEME_DECISION_REQUIRED', function (value) {
        const context = replyContext(this.options);
        if (!context) return true;
        const answers = (value ?? {}) as Record<string, unknown>;
        const offeredOnly = Object.keys(answers).every((code) => context.schemes.includes(code));
        const valid = Object.values(answers).every((answer) => answer === '' || (SCHEME_REPLIES as readonly unknown[]).includes(answer));
        if (!offeredOnly || !valid) return this.createError({ message: 'INVALID_VALUE' });
        return !isAcceptance(this.parent?.reply) || allSchemesAnswered(answers, context.schemes);
      }),
    otherUniversityOffer: text()
      .trim()
      .required('OTHER_AU_DECISION_REQUIRED')
      .oneOf([...OTHER_AU_OFFER_DECISIONS], 'OTHER_AU_DECISION_REQUIRED'),
    declineReason: multilineText()
      .trim()
      .default('')
      .max(DECLINE_REASON_MAX, tooLong(DECLINE_REASON_MAX))
      .test('reason', 'DECLINE_REASON_REQUIRED', function (value) {
        return this.parent?.reply !== 'REJECT' || Boolean(value);
      }),
    bondAcknowledged: yup
      .boolean()
      .typeError('INVALID_VALUE')
      .nonNullable('INVALID_VALUE')
      .default(false)
      .test('bond', { code: 'TUITION_GRANT_BOND_REQUIRED', params: [TUITION_GRANT_BOND_YEARS] }, function (value) {
        const context = replyContext(this.options);
        if (!context || this.parent?.reply !== 'ACCEPT_WITH_GRANT') return true;
        return value === true || !tuitionGrantBondApplies(tuitionGrantTier(context.citizenship), 'APPLY');
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type OfferReplyBody = yup.InferType<typeof offerReplySchema>;
