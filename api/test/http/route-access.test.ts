import Fastify, { type FastifyInstance } from 'fastify';
import { accessFor, registerRouteAccess } from '../../src/http/route-access';

describe('who may call a route follows from its path', () => {
  it.each([
    ['/api/admission/applications/:applicationNumber/form', { kind: 'applicant' }],
    ['/api/auth/login/pin', { kind: 'public' }],
    ['/api/auth/keepalive', { kind: 'applicant' }],
    ['/api/payment/fees/:feeId', { kind: 'applicant' }],
    ['/api/payment/webhook', { kind: 'public' }],
    ['/api/office/auth/login', { kind: 'public' }],
    ['/api/office/auth/factors/passkey', { kind: 'staff', roles: ['ADMISSIONS', 'SCHOLARSHIPS', 'FINANCIAL_AID', 'FINANCE', 'OFFICE_ADMIN'] }],
    ['/api/office/staff', { kind: 'staff', roles: ['OFFICE_ADMIN'] }],
    ['/api/office/staff/:staffId/second-factor/reset', { kind: 'staff', roles: ['OFFICE_ADMIN'] }],
    ['/api/office/admission/outcomes/release', { kind: 'staff', roles: ['ADMISSIONS'] }],
    ['/api/office/payment/fees', { kind: 'staff', roles: ['FINANCE'] }],
    ['/api/public/surety/open', { kind: 'public' }],
  ])('%s: the longest matching prefix decides', (url, access) => {
    expect(accessFor(url)).toEqual(access);
  });

  it('a prefix without a slash covers its own path and those under it, not a longer name', () => {
    expect(accessFor('/api/office/staffing')).toBeUndefined();
    expect(accessFor('/api/healthy')).toBeUndefined();
    expect(accessFor('/api/unknown/thing')).toBeUndefined();
  });

  describe('the hook', () => {
    let app: FastifyInstance;
    const calls: string[] = [];

    beforeEach(async () => {
      calls.length = 0;
      app = Fastify();
      // The real checks live in the session and staff plugins (tested with them); here they only say they ran.
      app.decorate('requireSession', async function requireSession() {
        calls.push('applicant');
      });
      app.decorate('requireStaff', (...roles: string[]) => async () => {
        calls.push(`staff:${roles.join(',')}`);
      });
      registerRouteAccess(app);
    });
    afterEach(() => app.close());

    it('puts the check before the route’s validation and its own hooks, once (also for the HEAD twin of a GET)', async () => {
      app.get('/api/office/scholarship/outcomes', { preValidation: async () => void calls.push('own') }, async () => ({ ok: true }));
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/office/scholarship/outcomes' })).statusCode).toBe(200);
      expect(calls).toEqual(['staff:SCHOLARSHIPS', 'own']);
      calls.length = 0;
      await app.inject({ method: 'HEAD', url: '/api/office/scholarship/outcomes' });
      expect(calls).toEqual(['staff:SCHOLARSHIPS', 'own']);
    });

    it('checks access before the body is validated: a stranger learns nothing about what a route accepts', async () => {
      app.post('/api/payment/fees/:feeId/checkout', { schema: { body: { type: 'object', required: ['amount'] } } }, async () => ({ ok: true }));
      await app.ready();
      const response = await app.inject({ method: 'POST', url: '/api/payment/fees/x/checkout', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(calls).toEqual(['applicant']);
    });

    it('adds nothing to a public route', async () => {
      app.post('/api/public/pin/reset', async () => ({ ok: true }));
      await app.ready();
      await app.inject({ method: 'POST', url: '/api/public/pin/reset', payload: {} });
      expect(calls).toEqual([]);
    });

    it('refuses to start with an API route the table does not name', async () => {
      expect(() => app.get('/api/reports/everything', async () => ({}))).toThrow('GET /api/reports/everything: no access rule names this path');
    });

    it('leaves pages outside /api alone', async () => {
      app.get('/remotes.json', async () => ({}));
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
      expect(calls).toEqual([]);
    });
  });
});
