/**
 * @jest-environment node
 */
/**
 * Drawing on the server (shared/mount/src/server.tsx): each page is drawn from its own answers and
 * language, never another page's, even when pages are asked for at the same moment, and nothing of
 * a page stays behind once it is drawn.
 */
import { readFirstScreen, type FirstScreenData } from '@portal/contracts/first-screen';
import { useSession, sessionStore } from '@portal/http/session';
import { useApiQuery } from '@portal/http/use-api-query';
import { defineNamespace } from '@portal/i18n/namespace';
import { lazyPage } from '@portal/mount/lazy-page';
import { createRemoteLifecycles } from '@portal/mount/lifecycles';
import { createRemoteServerRenderer, drawOnServer, TOO_BUSY_TO_DRAW } from '@portal/mount/server';
import { Route, Routes, useLocation } from '@portal/router';

const greetings = defineNamespace<{ hello: string }>('server-test', {
  'en-GB': async () => ({ default: { hello: 'Hello {name}' } }),
  'zh-Hans': async () => ({ default: { hello: '{name}，您好' } }),
});

function Greeting() {
  const text = greetings.useText();
  const name = useSession((state) => (state.session?.authenticated ? state.session.principal?.name : 'visitor'));
  const deadline = useApiQuery<{ closes: string }>('/admission/deadline');
  return (
    <p>
      {text('hello', { name: name ?? '' })} · {deadline.status === 'success' ? deadline.data.closes : 'loading'}
    </p>
  );
}

const pageOf = (language: FirstScreenData['language'], name: string | null, closes: string): FirstScreenData => ({
  language,
  answers: {
    '/api/auth/session': name ? { authenticated: true, principal: { name } } : { authenticated: false },
    '/api/admission/deadline': { closes },
  },
});

describe('drawing a page on the server', () => {
  it('draws each page from its own session, answers and language, even when asked at the same moment', async () => {
    const [first, second, third] = await Promise.all([
      drawOnServer(pageOf('en-GB', 'TAN MEI LING', '1 March'), () => <Greeting />),
      drawOnServer(pageOf('zh-Hans', 'ALEX CHEN', '3月1日'), () => <Greeting />),
      drawOnServer(pageOf('en-GB', null, '2 March'), () => <Greeting />),
    ]);
    expect(first).toBe('<p>Hello TAN MEI LING<!-- --> · <!-- -->1 March</p>');
    expect(second).toBe('<p>ALEX CHEN，您好<!-- --> · <!-- -->3月1日</p>');
    expect(third).toBe('<p>Hello visitor<!-- --> · <!-- -->2 March</p>');
  });

  it('leaves nothing of a page behind once it is drawn, even when drawing it failed', async () => {
    function Broken(): never {
      throw new Error('cannot draw');
    }
    await expect(drawOnServer(pageOf('en-GB', 'TAN MEI LING', '1 March'), () => <Broken />)).rejects.toThrow('cannot draw');
    expect(sessionStore.getState().status).toBe('unknown');
    expect(readFirstScreen()).toBeNull();
    // The next page is drawn as if the failed one never was.
    expect(await drawOnServer(pageOf('en-GB', null, '2 March'), () => <Greeting />)).toContain('Hello visitor');
  });

  it('leaves a page to the browser when it waited its whole time for its turn (a burst of pages)', async () => {
    const now = jest.spyOn(performance, 'now').mockReturnValueOnce(0).mockReturnValue(5_000);
    try {
      await expect(drawOnServer(pageOf('en-GB', null, '2 March'), () => <Greeting />)).rejects.toMatchObject({ name: TOO_BUSY_TO_DRAW });
    } finally {
      now.mockRestore();
    }
    expect(await drawOnServer(pageOf('en-GB', null, '2 March'), () => <Greeting />)).toContain('Hello visitor');
  });

  it('draws a remote\'s exposed module under the shell\'s prefix, and nothing for a module it does not expose', async () => {
    function WhereAmI() {
      return <p>{useLocation().pathname}</p>;
    }
    const draw = createRemoteServerRenderer({ app: async () => createRemoteLifecycles(WhereAmI) });
    const page = pageOf('en-GB', 'TAN MEI LING', '1 March');
    expect(await draw({ expose: 'app', basename: '/applicant/admission', url: '/applicant/admission/applications/A1?step=2', page })).toEqual({
      html: '<p>/applications/A1</p>',
      chunkGroups: [],
      title: null,
    });
    expect(await draw({ expose: 'office', basename: '/office/admission', url: '/office/admission', page })).toBeNull();
  });

  it('answers the chunk groups of the lazy pages each drawing rendered, and only those', async () => {
    const Section = lazyPage('test-section', async () => ({ default: ({ id }: { id: string }) => <h1>Section {id}</h1> }));
    const TaskList = lazyPage('test-task-list', async () => ({ default: () => <h1>Task list</h1> }));
    function Pages() {
      return (
        <Routes>
          <Route path="sections/:id" element={<Section id="personalStatement" />} />
          <Route path="*" element={<TaskList />} />
        </Routes>
      );
    }
    const draw = createRemoteServerRenderer({ app: async () => createRemoteLifecycles(Pages) });
    const page = pageOf('en-GB', 'TAN MEI LING', '1 March');
    // Two at once: each answers its own page's group, not the other's.
    const [section, taskList] = await Promise.all([
      draw({ expose: 'app', basename: '/applicant/admission', url: '/applicant/admission/sections/personalStatement', page }),
      draw({ expose: 'app', basename: '/applicant/admission', url: '/applicant/admission', page }),
    ]);
    expect(section).toEqual({ html: '<h1>Section <!-- -->personalStatement</h1>', chunkGroups: ['test-section'], title: null });
    expect(taskList).toEqual({ html: '<h1>Task list</h1>', chunkGroups: ['test-task-list'], title: null });
  });
});
