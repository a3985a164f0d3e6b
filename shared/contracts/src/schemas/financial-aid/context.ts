/**
 * What the financial aid sections' rules need beyond their own answers: today (award and activity
 * years may not be in the future) and the kinds of aid the applicant's tier can get this academic
 * year (from the office's active schemes). The browser and the server pass the same context to the
 * same schemas; a rule whose facts are absent is not checked.
 */
import { BURSARY_CATEGORIES, type AidSchemeCategory, type AidSought, type AidTier } from '../../financial-aid/model';

export interface AidContext {
  /** Today, yyyy-mm-dd (the server's clock). */
  today: string;
  /** The applicant's tier (from the admission application); undefined: not known. */
  tier?: AidTier;
  /** The kinds of aid open to the applicant's tier; undefined: not known (aidSought not checked against it). */
  aidSoughtAllowed?: readonly AidSought[];
}

/** The context a yup test sees (yup keeps it in options.context). */
export const aidContext = (options: { context?: unknown }): AidContext | undefined => options.context as AidContext | undefined;

/** The kind of aid a scheme of this category gives. */
export const aidSoughtOfCategory = (category: AidSchemeCategory): AidSought =>
  (BURSARY_CATEGORIES as readonly string[]).includes(category) ? 'BURSARY' : (category as AidSought);

/**
 * The kinds of aid a tier can apply for: those of at least one active scheme of the year open to it
 * (in AID_SOUGHT order). Used for the aidSought rule and for refusing a start (none: not eligible).
 */
export function aidSoughtOpenTo(schemes: ReadonlyArray<{ category: AidSchemeCategory; tiers: readonly AidTier[]; active: boolean }>, tier: AidTier): AidSought[] {
  const kinds = new Set(schemes.filter((scheme) => scheme.active && scheme.tiers.includes(tier)).map((scheme) => aidSoughtOfCategory(scheme.category)));
  return (['BURSARY', 'TUITION_FEE_LOAN', 'STUDY_LOAN'] as const).filter((kind) => kinds.has(kind));
}
