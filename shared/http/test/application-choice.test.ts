/**
 * The application the menus follow (application-choice.ts): started from the answer the page carries,
 * so the server's drawing and the browser's first one agree and the menu does not move as the page is
 * taken over; hydration reads the store as it is; forgotten when the person signs out.
 */
import type { AxiosAdapter } from 'axios';

const CARRIED = { current: '24000001', applications: [{ applicationNumber: '24000001' }, { applicationNumber: '24000002' }] };

function pageCarrying(personal: Record<string, unknown>) {
  document.body.innerHTML = [
    `<script type="application/json" id="portal-first-screen">${JSON.stringify({ language: 'en-GB', answers: {} })}</script>`,
    `<script type="application/json" id="portal-first-screen-personal">${JSON.stringify({ answers: personal })}</script>`,
  ].join('');
}

/**
 * Fresh modules (the page is read once per page load), the network answering `answer`. Testing
 * Library (its pure entry: no hooks of its own) comes from the same fresh registry, so its React is the one the store's hooks use.
 */
async function load(answer: unknown) {
  let modules!: {
    choice: typeof import('../src/application-choice');
    client: typeof import('../src/client');
    session: typeof import('../src/session');
    library: typeof import('@testing-library/react/pure');
  };
  await jest.isolateModulesAsync(async () => {
    modules = {
      choice: await import('../src/application-choice'),
      client: await import('../src/client'),
      session: await import('../src/session'),
      library: await import('@testing-library/react/pure'),
    };
  });
  unmountAll = modules.library.cleanup;
  modules.client.http.defaults.adapter = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => ({ data: answer, status: 200, statusText: 'OK', headers: {}, config }));
  return modules;
}

let unmountAll = () => {};

afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
});

it('starts from the carried application, and the layout\'s first refresh is still answered from the page', async () => {
  pageCarrying({ '/api/applicant/applications': CARRIED });
  const { choice, client, library: { act, renderHook } } = await load({ current: '24000002', applications: CARRIED.applications });
  choice.startChoiceFromPage();
  const { result } = renderHook(() => [choice.useApplicationChoice((state) => state.current), choice.useApplicationChoice((state) => state.applications.length)]);
  expect(result.current).toEqual(['24000001', 2]);
  // What hydration reads (React's server snapshot) is the store as it is, not where it began.
  expect(choice.applicationChoiceStore.getInitialState().current).toBe('24000001');
  await act(() => choice.applicationChoiceStore.getState().refresh());
  expect(client.http.defaults.adapter).not.toHaveBeenCalled();
  await act(() => choice.applicationChoiceStore.getState().refresh());
  expect(result.current[0]).toBe('24000002');
});

it('forgets the application when the person signs out', async () => {
  pageCarrying({ '/api/applicant/applications': CARRIED });
  const { choice, session, library: { act, renderHook } } = await load(CARRIED);
  choice.startChoiceFromPage();
  const { result } = renderHook(() => choice.useApplicationChoice((state) => state.current));
  expect(result.current).toBe('24000001');
  act(() => session.sessionStore.setState({ status: 'authenticated' } as never));
  act(() => session.sessionStore.setState({ status: 'anonymous' } as never));
  expect(result.current).toBeNull();
});

it('follows nothing on a page that carries no choice, and the server forgets each page\'s choice', async () => {
  pageCarrying({});
  const { choice } = await load(CARRIED);
  choice.startChoiceFromPage();
  expect(choice.applicationChoiceStore.getState()).toMatchObject({ status: 'idle', current: null });
  choice.applicationChoiceStore.setState({ status: 'ready', current: '24000001' });
  choice.forgetDrawnChoice();
  expect(choice.applicationChoiceStore.getState()).toMatchObject({ status: 'idle', current: null });
});
