import { Browser, createTestApp } from './helpers/test-app';
it('x', async () => {
  const t = await createTestApp('pglite');
  const b = new Browser(t.app);
  for (const p of [{ subCategory: null }, { applicationNumber: null, pin: 'x' }, { applicationNumber: '1', pin: 'x', system: null }, { applicationNumber: '1', pin: 'x', constructor: 1 }])
    console.log(JSON.stringify(p), (await b.post('/api/auth/login/pin', p)).body);
  await t.close();
});
