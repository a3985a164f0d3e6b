/**
 * Indicative financial aid from household income. Per capita income (PCI) is gross monthly household
 * income divided by household size, worked out by the same function as the admission form's Household
 * Income section (@portal/contracts/household-income), so the two never disagree; the bands below are the office's published guide and only an
 * estimate — the actual package is decided on the full application.
 *
 * The estimate holds band and note ids, not sentences: the page words them in the current language,
 * so an estimate on screen follows a language switch.
 */
import { perCapitaIncomeCents } from '@portal/contracts/household-income';

export type Citizenship = 'CITIZEN' | 'PR' | 'INTERNATIONAL';

export type AidBandId = 'band1' | 'band2' | 'band3' | 'band4' | 'aboveBands';

export interface AidBand {
  id: AidBandId;
  maxPerCapitaIncome: number | null;
}

export const AID_BANDS: readonly AidBand[] = [
  { id: 'band1', maxPerCapitaIncome: 690 },
  { id: 'band2', maxPerCapitaIncome: 1000 },
  { id: 'band3', maxPerCapitaIncome: 1500 },
  { id: 'band4', maxPerCapitaIncome: 2500 },
  { id: 'aboveBands', maxPerCapitaIncome: null },
];

/** Aid for citizens only is excluded for international students, and some of it for permanent residents. */
export type AidNote = 'international' | 'permanentResident';

export interface AidEstimate {
  perCapitaIncome: number;
  band: AidBand;
  note: AidNote | null;
}

const NOTES: Readonly<Record<Citizenship, AidNote | null>> = { CITIZEN: null, PR: 'permanentResident', INTERNATIONAL: 'international' };

export function estimateAid(input: { citizenship: Citizenship; householdSize: number; monthlyIncome: number }): AidEstimate {
  // The calculator's income has at most 2 decimals (AMOUNT_PATTERN), so this is its exact number of cents.
  const perCapitaIncome = perCapitaIncomeCents(Math.round(input.monthlyIncome * 100), input.householdSize) / 100;
  const band = AID_BANDS.find((b) => b.maxPerCapitaIncome === null || perCapitaIncome <= b.maxPerCapitaIncome)!;
  return { perCapitaIncome, band, note: NOTES[input.citizenship] };
}
