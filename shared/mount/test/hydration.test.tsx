/**
 * A remote's first screen drawn on the server is hydrated in place when the shell mounts the remote
 * into it (shared/mount/src/lifecycles.tsx): the applicant's element, and what they typed into it
 * before the code arrived, stay; later mounts draw afresh.
 */
import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mountRootParcel } from 'single-spa';
import { SERVER_DRAWN_ATTRIBUTE, TAKEN_OVER_ATTRIBUTE } from '@portal/contracts/first-screen';
import { useNavigationState } from '@portal/mount/hydration';
import { createRemoteLifecycles, type RemoteProps } from '@portal/mount/lifecycles';
import { BrowserRouter } from '@portal/router';
import { StaticRouter } from '@portal/router/server';

function NameForm() {
  return (
    <form>
      <label htmlFor="name">Name</label>
      <input id="name" name="name" />
    </form>
  );
}

/** A page that shows a notice its navigation carried ("Saved"), as the office pages do after an action. */
function NoticePage() {
  const notice = useNavigationState<{ notice?: string }>()?.notice;
  return (
    <main>
      {notice && <p role="status">{notice}</p>}
      <h1>Scholarships</h1>
    </main>
  );
}

/** An element holding the name form as the server drew it, with the shell's mark on it. */
function drawnNameForm(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(
    <BrowserRouter>
      <NameForm />
    </BrowserRouter>,
  );
  container.setAttribute(SERVER_DRAWN_ATTRIBUTE, 'mfe_test/app');
  return container;
}

async function mountInto(container: HTMLElement, root: () => React.JSX.Element = NameForm) {
  const parcel = mountRootParcel<RemoteProps>(createRemoteLifecycles(root), { domElement: container, basename: '/' });
  await parcel.mountPromise;
  return parcel;
}

// single-spa mounts the remote as a browser would: React's work runs on its own schedule, not in act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeAll(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

describe('a remote mounted where the server drew it', () => {
  it('hydrates the server\'s screen in place, keeping what was typed, and draws afresh without the mark', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = drawnNameForm();
    const drawnInput = container.querySelector('input')!;
    drawnInput.value = 'TAN MEI LING';

    const parcel = await mountInto(container);
    expect(container.querySelector('input')).toBe(drawnInput);
    expect(drawnInput.value).toBe('TAN MEI LING');
    expect(container.hasAttribute(SERVER_DRAWN_ATTRIBUTE)).toBe(false);
    expect(errors).not.toHaveBeenCalledWith(expect.stringMatching(/Hydration mismatch/), expect.anything());
    await parcel.unmount();
    expect(container.childElementCount).toBe(0);

    // A later visit to the remote within the page: nothing to hydrate, the remote draws.
    await mountInto(container);
    expect(container.querySelector('input')).not.toBe(drawnInput);
    expect(container.querySelector('label')).toHaveTextContent('Name');
    errors.mockRestore();
  });
});

describe('the server\'s mark while the remote hydrates', () => {
  it('stays until the remote\'s first commit, so the shell holds a press (the language switch) until then', async () => {
    const container = drawnNameForm();
    // What shell/src/before-take-over.ts sees during each render: hydration runs in slices, and the
    // browser may run a held press between them.
    const seenWhileDrawing: Array<{ drawn: boolean; takenOver: boolean }> = [];
    function ObservedForm() {
      seenWhileDrawing.push({ drawn: container.hasAttribute(SERVER_DRAWN_ATTRIBUTE), takenOver: container.hasAttribute(TAKEN_OVER_ATTRIBUTE) });
      return <NameForm />;
    }

    const parcel = await mountInto(container, ObservedForm);
    expect(seenWhileDrawing[0]).toEqual({ drawn: true, takenOver: false });
    expect(container.hasAttribute(SERVER_DRAWN_ATTRIBUTE)).toBe(false);
    expect(container.hasAttribute(TAKEN_OVER_ATTRIBUTE)).toBe(true);
    await parcel.unmount();
  });
});

describe('a page whose navigation carried a notice, reloaded', () => {
  it('is drawn by the browser as the server drew it (which cannot see history state), then shows the notice', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The notice stays in the tab's history entry across the reload; the server draws without it.
    window.history.replaceState({ usr: { notice: 'Scholarship saved.' }, key: 'reloaded', idx: 0 }, '', '/');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <StaticRouter location="/">
        <NoticePage />
      </StaticRouter>,
    );
    expect(container.textContent).not.toContain('Scholarship saved.');
    container.setAttribute(SERVER_DRAWN_ATTRIBUTE, 'mfe_test/app');
    const drawnHeading = container.querySelector('h1');

    const parcel = await mountInto(container, NoticePage);
    await waitFor(() => expect(container.querySelector('[role="status"]')).toHaveTextContent('Scholarship saved.'));
    expect(container.querySelector('h1')).toBe(drawnHeading);
    expect(errors).not.toHaveBeenCalledWith(expect.stringMatching(/Hydration mismatch/), expect.anything());
    await parcel.unmount();
    window.history.replaceState(null, '', '/');
    errors.mockRestore();
  });
});
