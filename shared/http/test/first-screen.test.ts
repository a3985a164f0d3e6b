/**
 * The page's HTML answers the shell's start-up requests (contracts/first-screen.ts): the HTTP client
 * takes each answer once, in place of the request, and asks the server every later time.
 */
import type { AxiosAdapter } from 'axios';

function pageCarrying(answers: Record<string, unknown>, personal: Record<string, unknown> = {}) {
  document.body.innerHTML = [
    `<script type="application/json" id="portal-first-screen">${JSON.stringify({ language: 'en-GB', answers })}</script>`,
    `<script type="application/json" id="portal-first-screen-personal">${JSON.stringify({ answers: personal })}</script>`,
  ].join('');
}

/** A fresh copy of the modules (the page is read once per page load). */
async function load() {
  let modules!: { client: typeof import('../src/client'); firstScreen: typeof import('@portal/contracts/first-screen') };
  await jest.isolateModulesAsync(async () => {
    modules = { client: await import('../src/client'), firstScreen: await import('@portal/contracts/first-screen') };
  });
  const network = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => ({ data: { from: 'server' }, status: 200, statusText: 'OK', headers: {}, config }));
  modules.client.http.defaults.adapter = network;
  return { ...modules, network };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('answers the first request for a carried path from the page, and the next from the server', async () => {
  pageCarrying({ '/api/system/settings': { portalTitle: 'From the page' } });
  const { client, network } = await load();
  expect((await client.http.get('/system/settings')).data).toEqual({ portalTitle: 'From the page' });
  expect(network).not.toHaveBeenCalled();
  expect((await client.http.get('/system/settings')).data).toEqual({ from: 'server' });
  expect(network).toHaveBeenCalledTimes(1);
});

it('matches absolute addresses on the page\'s own origin, and never answers other methods or queries', async () => {
  pageCarrying({ '/remotes.json': { shell: { version: 'v1' }, remotes: [] }, '/api/public/thing': { carried: true } });
  const { client, network } = await load();
  expect((await client.http.get(`${window.location.origin}/remotes.json`)).data).toEqual({ shell: { version: 'v1' }, remotes: [] });
  await client.http.post('/public/thing', {});
  await client.http.get('/public/thing', { params: { q: 1 } });
  expect(network).toHaveBeenCalledTimes(2);
});

it('reads the personal answers from their own block, and knows when a page (a worker\'s copy) carries none', async () => {
  pageCarrying({}, { '/api/auth/session': { authenticated: false } });
  expect((await load()).firstScreen.pageCarriesSession()).toBe(true);
  pageCarrying({});
  expect((await load()).firstScreen.pageCarriesSession()).toBe(false);
});

it('forgets the answers nobody took once the applicant moves on', async () => {
  pageCarrying({ '/api/system/settings': { portalTitle: 'From the page' } });
  const { client, firstScreen, network } = await load();
  firstScreen.forgetFirstScreenAnswers();
  expect((await client.http.get('/system/settings')).data).toEqual({ from: 'server' });
  expect(network).toHaveBeenCalledTimes(1);
});
