import { estimateAid } from '../src/calculator/aid-estimate';

describe('estimateAid', () => {
  it('divides gross monthly household income by household size', () => {
    expect(estimateAid({ citizenship: 'CITIZEN', householdSize: 4, monthlyIncome: 3600 }).perCapitaIncome).toBe(900);
  });

  it.each([
    [690, 'band1'],
    [690.01, 'band2'],
    [1500, 'band3'],
    [2500, 'band4'],
    [2500.01, 'aboveBands'],
  ])('puts a per capita income of %p in %s', (perCapita, band) => {
    expect(estimateAid({ citizenship: 'CITIZEN', householdSize: 1, monthlyIncome: perCapita }).band.id).toBe(band);
  });

  it('warns international applicants and permanent residents about citizen-only aid', () => {
    expect(estimateAid({ citizenship: 'INTERNATIONAL', householdSize: 2, monthlyIncome: 1000 }).note).toBe('international');
    expect(estimateAid({ citizenship: 'PR', householdSize: 2, monthlyIncome: 1000 }).note).toBe('permanentResident');
    expect(estimateAid({ citizenship: 'CITIZEN', householdSize: 2, monthlyIncome: 1000 }).note).toBeNull();
  });
});
