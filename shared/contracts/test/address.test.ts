import { singaporeAddressLabel, singaporeAddressLines } from '@portal/contracts/address';
import { postalCodeLookupSchema } from '@portal/contracts/schemas/address';
import { addressSchema } from '@portal/contracts/schemas/admission/personal-particulars';
import { validate } from '@portal/contracts/validation';

describe('Singapore addresses', () => {
  it('fill line 1 with block and street and line 2 with the building, leaving out what an address has not', () => {
    expect(singaporeAddressLines({ block: '123', street: 'ANG MO KIO AVENUE 3', building: '', postalCode: '560123' })).toEqual({ line1: '123 ANG MO KIO AVENUE 3', line2: '' });
    expect(singaporeAddressLines({ block: '', street: 'EXAMPLE ROAD', building: 'ANNEXE', postalCode: '123456' })).toEqual({ line1: 'EXAMPLE ROAD', line2: 'ANNEXE' });
    expect(singaporeAddressLabel({ block: '100', street: 'VICTORIA STREET', building: 'NATIONAL LIBRARY BUILDING', postalCode: '188064' })).toBe(
      '100 VICTORIA STREET, NATIONAL LIBRARY BUILDING',
    );
  });

  it('take the same postal codes in the look-up as in the address form', () => {
    for (const postalCode of ['560123', ' 018956 ']) {
      expect(validate(postalCodeLookupSchema, { postalCode })).toMatchObject({ ok: true });
      expect(validate(addressSchema, { country: 'SG', postalCode, line1: 'x', line2: '', city: '' })).toMatchObject({ ok: true });
    }
    for (const postalCode of ['56012', '5601234', 'S56012', '５６０１２３']) {
      expect(validate(postalCodeLookupSchema, { postalCode })).toEqual({ ok: false, errors: [expect.objectContaining({ code: 'INVALID_POSTAL_CODE', field: 'postalCode' })] });
      expect(validate(addressSchema, { country: 'SG', postalCode, line1: 'x', line2: '', city: '' })).toEqual({
        ok: false,
        errors: [expect.objectContaining({ code: 'INVALID_POSTAL_CODE', field: 'postalCode' })],
      });
    }
    expect(validate(postalCodeLookupSchema, { postalCode: '', extra: 1 })).toMatchObject({ ok: false });
  });
});
