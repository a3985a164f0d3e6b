/**
 * How often a signed-in applicant may look addresses up. Finding one's own address takes a few tries;
 * these limits are far above that and stop a script from using the portal as a free proxy to OneMap
 * (whose own limits would then shut the look-up for everyone). Kept in the database like the public
 * helpers' limits, so a new session or another API instance buys nothing.
 */
import type { AttemptLimit } from '../../security/attempt-limits';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const ADDRESS_LOOKUP_LIMITS = {
  /** Look-ups by one signed-in person (their account or application, whichever session they use). */
  perPerson: { name: 'address-lookup-person', max: 30, windowSeconds: 10 * MINUTE },
  /** ... and in a day. */
  perPersonDaily: { name: 'address-lookup-person-day', max: 100, windowSeconds: DAY },
  /** Look-ups from one client address, across people (loose: a school's whole network may share it). */
  perClientAddress: { name: 'address-lookup-ip', max: 300, windowSeconds: HOUR },
} as const satisfies Record<string, AttemptLimit>;

/** How long a browser should wait before asking again after the service failed. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;
