/**
 * A remote's first screen drawn on the server is hydrated in place when the shell mounts the remote
 * into it (shared/mount/src/lifecycles.tsx): the applicant's element, and what they typed into it
 * before the code arrived, stay; later mounts draw afresh.
 */
import { renderToString } from 'react-dom/server';
import { mountRootParcel } from 'single-spa';
import { SERVER_DRAWN_ATTRIBUTE } from '@portal/contracts/first-screen';
import { createRemoteLifecycles, type RemoteProps } from '@portal/mount/lifecycles';
import { BrowserRouter } from '@portal/router';

function NameForm() {
  return (
    <form>
      <label htmlFor="name">Name</label>
      <input id="name" name="name" />
    </form>
  );
}

async function mountInto(container: HTMLElement) {
  const parcel = mountRootParcel<RemoteProps>(createRemoteLifecycles(NameForm), { domElement: container, basename: '/' });
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
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <BrowserRouter>
        <NameForm />
      </BrowserRouter>,
    );
    container.setAttribute(SERVER_DRAWN_ATTRIBUTE, 'mfe_test/app');
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
