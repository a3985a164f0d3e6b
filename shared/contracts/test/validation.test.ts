import { validate } from '../src/validation';
import { pinLoginSchema, emailLoginSchema } from '../src/schemas/login';
import { loginUrlFor, loginVariantFor } from '../src/systems';

describe('validate', () => {
  it('accepts a well-formed PIN sign-in and defaults the system', () => {
    const result = validate(pinLoginSchema, { applicationNumber: '24000001', pin: 'Demo2026' });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ applicationNumber: '24000001', system: 'ADM' }) });
  });

  it('lists one catalogue error per bad field', () => {
    const result = validate(pinLoginSchema, { applicationNumber: '24x', pin: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { code: 'INVALID_APPLICATION_NUMBER', field: 'applicationNumber', message: expect.stringContaining('numbers only') },
      { code: 'ENTER_PIN', field: 'pin', message: 'Enter your PIN' },
    ]);
  });

  it('fills the limit into TOO_LONG, and passes it on as a parameter for other languages', () => {
    const result = validate(emailLoginSchema, { email: `${'a'.repeat(60)}@example.edu`, password: 'x' });
    expect(!result.ok && result.errors[0]).toEqual({ code: 'TOO_LONG', field: 'email', message: 'This answer must be 50 characters or fewer', params: [50] });
  });

  it('refuses unknown fields by name', () => {
    const result = validate(emailLoginSchema, { email: 'a@example.edu', password: 'x', isAdmin: true });
    expect(!result.ok && result.errors[0]).toEqual({ code: 'UNKNOWN_FIELD', message: 'Field isAdmin is not allowed', params: ['isAdmin'] });
  });
});

describe('login variants', () => {
  it('maps a system and sub-category to the right login page', () => {
    expect(loginUrlFor('CE', 'CE')).toBe('/alcnsLogin?sid=CE&subid=CE');
    expect(loginVariantFor('ADM', 'SM2').path).toBe('/sm2Login');
    expect(loginUrlFor(undefined, undefined)).toBe('/login?sid=ADM&subid=ADM');
  });
});
