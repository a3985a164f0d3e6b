/**
 * Admission outcomes and the offer reply (spec 4 and 8, issue 10): what the office records and
 * releases, what the applicant sees once it is released, and the reply. The schemes an offer may come
 * with are the office's list (the spec says only "each scheme must be accepted or rejected").
 */
import type { Language } from '../languages';
import type { TuitionGrantTier } from '../schemas/admission/tuition-grant';

export interface OfferScheme {
  code: string;
  name: Record<Language, string>;
}

/** Schemes an offer may come with; each must be accepted or rejected in the reply. */
export const OFFER_SCHEMES: readonly OfferScheme[] = [
  { code: 'RESIDENTIAL_COLLEGE', name: { 'en-GB': 'Residential College Programme', 'zh-Hans': '住宿学院课程' } },
  { code: 'UNIVERSITY_SCHOLARS', name: { 'en-GB': 'University Scholars Programme', 'zh-Hans': '大学学者计划' } },
  { code: 'DOUBLE_DEGREE', name: { 'en-GB': 'Double Degree Programme', 'zh-Hans': '双学位课程' } },
  { code: 'SPECIAL_PROGRAMME', name: { 'en-GB': 'Special Programme in Science', 'zh-Hans': '理学特别课程' } },
];
export const OFFER_SCHEME_CODES = OFFER_SCHEMES.map((scheme) => scheme.code);
export const offerSchemeName = (code: string, language: Language): string =>
  OFFER_SCHEMES.find((scheme) => scheme.code === code)?.name[language] ?? code;

export const OUTCOME_DECISIONS = ['OFFERED', 'UNSUCCESSFUL'] as const;
export type OutcomeDecision = (typeof OUTCOME_DECISIONS)[number];

/**
 * The reply: accept (no tuition grant offered), accept with or without the tuition grant (when the
 * offer is tuition-grant eligible), or reject.
 */
export const OFFER_REPLIES = ['ACCEPT', 'ACCEPT_WITH_GRANT', 'ACCEPT_WITHOUT_GRANT', 'REJECT'] as const;
export type OfferReply = (typeof OFFER_REPLIES)[number];
export const isAcceptance = (reply: unknown): boolean => reply === 'ACCEPT' || reply === 'ACCEPT_WITH_GRANT' || reply === 'ACCEPT_WITHOUT_GRANT';
/** The replies an offer allows: the tuition-grant choice only where the offer is eligible for the grant. */
export const offerRepliesFor = (tuitionGrantEligible: boolean): OfferReply[] =>
  tuitionGrantEligible ? ['ACCEPT_WITH_GRANT', 'ACCEPT_WITHOUT_GRANT', 'REJECT'] : ['ACCEPT', 'REJECT'];

export const SCHEME_REPLIES = ['ACCEPT', 'REJECT'] as const;

/** Spec 5/8: "Other Autonomous University offer decision is required". */
export const OTHER_AU_OFFER_DECISIONS = ['ACCEPTED_OTHER', 'DECLINED_OTHER', 'NO_OTHER_OFFER'] as const;

/** applications.offer_status, worded by the portal. */
export const OFFER_STATUSES = ['OFFERED', 'ACCEPTED', 'DECLINED', 'LAPSED', 'UNSUCCESSFUL'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const DECLINE_REASON_MAX = 500;

export interface OfferResponse {
  reply: OfferReply;
  /** Each offered scheme's answer (empty when the offer is rejected). */
  schemes: Record<string, 'ACCEPT' | 'REJECT'>;
  otherUniversityOffer: (typeof OTHER_AU_OFFER_DECISIONS)[number];
  declineReason?: string;
  bondAcknowledged?: boolean;
}

/** GET /api/admission/applications/{number}/outcome: null until the office releases it. */
export interface ApplicantOutcome {
  outcome: null | {
    decision: OutcomeDecision;
    releasedAt: string;
    offer: null | {
      programme: string;
      major: string | null;
      tuitionGrantEligible: boolean;
      /** From the applicant's citizenship (spec 6): A citizens, B permanent residents, C international. */
      tuitionGrantTier: TuitionGrantTier;
      /** Years of work in Singapore the grant binds a Tier B or C graduate to; 0 for Tier A. */
      bondYears: number;
      schemes: string[];
      replyDueAt: string;
      state: 'AWAITING_REPLY' | 'REPLIED' | 'LAPSED';
      response: OfferResponse | null;
      respondedAt: string | null;
      /** The offer letter's download: /api/admission/offer-letter?checksum=… */
      letterChecksum: string;
    };
  };
}

/** The office's view of one application's outcome. */
export interface OfficeOutcome {
  applicationNumber: string;
  applicantName: string;
  citizenship: string;
  programmeChoices: Array<{ rank: number; programme: string; major?: string }>;
  outcome: null | {
    decision: OutcomeDecision;
    programme: string | null;
    major: string | null;
    tuitionGrantEligible: boolean;
    schemes: string[];
    /** dd/mm/yyyy (Singapore), as entered. */
    replyDueDate: string | null;
    replyDueAt: string | null;
    recordedAt: string;
    recordedBy: string;
    releasedAt: string | null;
    releasedBy: string | null;
    response: OfferResponse | null;
    respondedAt: string | null;
    lapsedAt: string | null;
  };
}

/** One line of the batch-release screen: a recorded outcome not yet released. */
export interface UnreleasedOutcome {
  applicationNumber: string;
  applicantName: string;
  decision: OutcomeDecision;
  programme: string | null;
  replyDueDate: string | null;
  recordedAt: string;
}

export type ReleaseResult = 'RELEASED' | 'ALREADY_RELEASED' | 'NOT_FOUND';
export interface ReleaseOutcomesResponse {
  results: Array<{ applicationNumber: string; result: ReleaseResult }>;
}
