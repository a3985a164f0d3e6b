import { estimateAid } from '../src/calculator/aid-estimate';

describe('estimateAid', () => {
  it('divides gross monthly household income by household size', () => {
    expect(estimateAid({ citizenship: 'CITIZEN', householdSize: 4, monthlyIncome: 3600 }).perCapitaIncome).toBe(900);
  });

  it.each([
    [690, 'Band 1'],
    [690.01, 'Band 2'],
    [1500, 'Band 3'],
    [2500, 'Band 4'],
    [2500.01, 'Above the bursary bands'],
  ])('puts a per capita income of %p in %s', (perCapita, band) => {
    expect(estimateAid({ citizenship: 'CITIZEN', householdSize: 1, monthlyIncome: perCapita }).band.label).toBe(band);
  });

  it('warns international applicants and permanent residents about citizen-only aid', () => {
    expect(estimateAid({ citizenship: 'INTERNATIONAL', householdSize: 2, monthlyIncome: 1000 }).note).toMatch(/not eligible for most financial aid/);
    expect(estimateAid({ citizenship: 'PR', householdSize: 2, monthlyIncome: 1000 }).note).toMatch(/citizens only/);
    expect(estimateAid({ citizenship: 'CITIZEN', householdSize: 2, monthlyIncome: 1000 }).note).toBeNull();
  });
});
