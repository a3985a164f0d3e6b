/**
 * Indicative financial aid from household income. Per capita income (PCI) is gross monthly household
 * income divided by household size; the bands below are the office's published guide and only an
 * estimate — the actual package is decided on the full application.
 */
export type Citizenship = 'CITIZEN' | 'PR' | 'INTERNATIONAL';

export interface AidBand {
  maxPerCapitaIncome: number | null;
  label: string;
  bursary: string;
}

export const AID_BANDS: readonly AidBand[] = [
  { maxPerCapitaIncome: 690, label: 'Band 1', bursary: 'Bursaries covering most of the subsidised tuition fee, plus a living allowance' },
  { maxPerCapitaIncome: 1000, label: 'Band 2', bursary: 'Bursaries covering a large part of the subsidised tuition fee' },
  { maxPerCapitaIncome: 1500, label: 'Band 3', bursary: 'Bursaries covering part of the subsidised tuition fee' },
  { maxPerCapitaIncome: 2500, label: 'Band 4', bursary: 'A smaller bursary towards the subsidised tuition fee' },
  { maxPerCapitaIncome: null, label: 'Above the bursary bands', bursary: 'No means-tested bursary; tuition fee and study loans remain available' },
];

export interface AidEstimate {
  perCapitaIncome: number;
  band: AidBand;
  loans: string;
  note: string | null;
}

export function estimateAid(input: { citizenship: Citizenship; householdSize: number; monthlyIncome: number }): AidEstimate {
  const perCapitaIncome = Math.round((input.monthlyIncome / input.householdSize) * 100) / 100;
  const band = AID_BANDS.find((b) => b.maxPerCapitaIncome === null || perCapitaIncome <= b.maxPerCapitaIncome)!;
  const note =
    input.citizenship === 'INTERNATIONAL'
      ? 'International students without a tuition grant are not eligible for most financial aid. Bursaries for citizens only are excluded.'
      : input.citizenship === 'PR'
        ? 'Some bursaries are for citizens only; permanent residents are considered for the others.'
        : null;
  return {
    perCapitaIncome,
    band,
    loans: 'Tuition fee loan up to 90% of the subsidised fee; study loan up to 10% of the subsidised fee.',
    note,
  };
}
