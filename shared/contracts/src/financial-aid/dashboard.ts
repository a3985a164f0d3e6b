/**
 * The financial aid dashboard's own figures (issue 37), shared by the API that counts them and the
 * console that names them: the per-capita income bands, the funnel's steps and the chart of appeals,
 * reviews and updates. The dashboard's shape is every console's (../office/dashboard.ts).
 */

/**
 * Per-capita monthly household income bands, in S$ 750 steps up to S$ 2,750 and one band above it:
 * the steps the office's bursaries are set in (a bursary's ceiling is a per-capita income), so the
 * chart shows at a glance how many applicants each ceiling reaches. A band holds incomes above the
 * previous ceiling up to and including its own (S$ 750.00 is in the first, S$ 750.01 in the second).
 */
export const AID_INCOME_BAND_CEILINGS_CENTS = [75_000, 150_000, 225_000, 275_000] as const;

export interface AidIncomeBand {
  /** The row's key in the chart: `upTo:<cents>`, `above:<cents>`, or `notKnown`. */
  key: string;
  /** Exclusive lower bound in cents (null: from nothing). */
  aboveCents: number | null;
  /** Inclusive upper bound in cents (null: no ceiling). */
  upToCents: number | null;
}

const highestCeiling: number = AID_INCOME_BAND_CEILINGS_CENTS[AID_INCOME_BAND_CEILINGS_CENTS.length - 1]!;

/** The bands in order, lowest first, then an application whose per-capita income is not known (its answers could not give one). */
export const AID_INCOME_BANDS: readonly AidIncomeBand[] = [
  ...AID_INCOME_BAND_CEILINGS_CENTS.map((ceiling, index) => ({ key: `upTo:${ceiling}`, aboveCents: index === 0 ? null : AID_INCOME_BAND_CEILINGS_CENTS[index - 1]!, upToCents: ceiling })),
  { key: `above:${highestCeiling}`, aboveCents: highestCeiling, upToCents: null },
  { key: 'notKnown', aboveCents: null, upToCents: null },
];

/** The funnel's steps, in order: each counts aid applications that reached it. */
export const AID_FUNNEL_STEPS = ['started', 'submitted', 'assessed', 'offered', 'accepted'] as const;
export type AidFunnelStep = (typeof AID_FUNNEL_STEPS)[number];
