import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawingPageOnServer, forgetFirstScreenAnswers } from '@portal/contracts/first-screen';
import { SAVE_ID_FORMAT } from '@portal/contracts/forms';
import { MESSAGES } from '@portal/contracts/messages';
import { setNavigator } from '@portal/http/navigation';
import { sessionStore } from '@portal/http/session';
import { localDraftKey, readLocalDraft, writeLocalDraft } from '../src/local-drafts';
import { FakeDraftServer } from './helpers/fake-draft-server';
import { BASE_URL, StatementPage } from './helpers/StatementPage';

const KEY = localDraftKey(BASE_URL, 'statement');
const SAVED_AT = /^Saved at \d\d:\d\d$/;

let server: FakeDraftServer;
let navigate: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  server = new FakeDraftServer().install();
  navigate = jest.fn();
  setNavigator(navigate);
  sessionStore.getState().setIdleSeconds(1800);
  sessionStore.getState().setSession({ authenticated: true, system: 'ADM', subCategory: 'ADM', idleSecondsLeft: 1800 });
});

afterEach(() => {
  server.uninstall();
  jest.useRealTimers();
});

const typist = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const later = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
/** What the applicant sees under the buttons. */
const statusLine = () => document.querySelector('.pt-save-status__text')?.textContent ?? '';
/** What a screen reader last heard from the save status. */
const announcement = () => document.querySelector('.pt-save-status [aria-live="polite"]')?.textContent ?? '';

async function openPage(onContinue?: () => void) {
  const view = render(<StatementPage onContinue={onContinue} />);
  const statement = await screen.findByLabelText('Your statement');
  return { ...view, statement, title: screen.getByLabelText('Title of your statement') };
}

/** The browser says the page is hidden (another app on a phone) or shown again. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** An autosave of `first` held on its way (a slow connection), then `more` typed after it left. */
async function typeWhileASaveIsOnItsWay(statement: HTMLElement, first: string, more: string) {
  server.hold();
  await typist().type(statement, first);
  await later(2_000);
  await waitFor(() => expect(server.started).toBe(1));
  fireEvent.change(statement, { target: { value: more } });
}

describe('autosave', () => {
  it('saves shortly after the applicant stops typing, not while they type', async () => {
    const { statement } = await openPage();
    await typist().type(statement, 'I like maths');
    await later(1_999);
    expect(server.started).toBe(0);
    await later(1);
    await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    expect(server.saves.map((save) => save.body)).toEqual([{ data: { title: '', statement: 'I like maths' }, version: 0, complete: false, saveId: expect.stringMatching(SAVE_ID_FORMAT) }]);
    expect(announcement()).toMatch(SAVED_AT);
    // The server confirmed exactly these values: the copy on the device has done its job.
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('saves at once when a field loses focus', async () => {
    const user = typist();
    const { title } = await openPage();
    await user.type(title, 'Why engineering');
    await user.tab();
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]!.body.data).toEqual({ title: 'Why engineering', statement: '' });
  });

  it('saves at least every 15 seconds while the applicant types without a pause', async () => {
    const user = typist();
    const { statement } = await openPage();
    for (let second = 0; second < 31; second += 1) {
      await user.type(statement, 'x');
      await later(1_000);
    }
    expect(server.saves.length).toBeGreaterThanOrEqual(2);
  });

  it('tabbing through an empty section saves nothing', async () => {
    const user = typist();
    await openPage();
    await user.tab();
    await user.tab();
    await later(5_000);
    expect(server.started).toBe(0);
  });

  it('never has two saves in flight: a save asked for meanwhile sends the latest values afterwards', async () => {
    const user = typist();
    const { statement } = await openPage();
    server.hold();
    await user.type(statement, 'one');
    await user.tab();
    expect(server.started).toBe(1);
    expect(statusLine()).toBe('Saving…');

    await user.type(statement, ' two');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save Application' }));
    await later(10_000);
    expect(server.started).toBe(1);

    act(() => server.release());
    await waitFor(() => expect(server.saves).toHaveLength(2));
    expect(server.saves.map((save) => [save.body.data.statement, save.body.version])).toEqual([
      ['one', 0],
      ['one two', 1],
    ]);
    await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    expect(server.started).toBe(2);
  });
});

describe('nothing typed is lost', () => {
  it('offline: says so, keeps the answers on the device, restores them after a reload and sends them when back online', async () => {
    const { statement, unmount } = await openPage();
    server.mode = 'offline';
    await typist().type(statement, 'Written on the train');
    await later(2_000);
    await waitFor(() => expect(statusLine()).toBe(
      'Not saved yet: you are offline. Your answers are kept on this device and will be sent when you are back online.',
    ));
    expect(announcement()).toBe(statusLine());
    expect(readLocalDraft(KEY)?.values).toEqual({ title: '', statement: 'Written on the train' });

    unmount();
    const reopened = await openPage();
    expect(reopened.statement).toHaveValue('Written on the train');
    await waitFor(() => expect(statusLine()).toMatch(/^Not saved yet: you are offline/));

    server.mode = 'up';
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    expect(server.data).toEqual({ title: '', statement: 'Written on the train' });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a reload restores unsent answers and sends them', async () => {
    server.saveElsewhere({ title: 'Mine', statement: 'Saved part' });
    writeLocalDraft(KEY, { values: { title: 'Mine', statement: 'Saved part and more' }, baseVersion: 1, changedAt: Date.now() });
    const { statement } = await openPage();
    expect(statement).toHaveValue('Saved part and more');
    await waitFor(() => expect(server.data).toEqual({ title: 'Mine', statement: 'Saved part and more' }));
    expect(server.saves[0]!.body.version).toBe(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a save that landed but whose answer was lost is sent again and taken as saved, not as another tab’s', async () => {
    const { statement } = await openPage();
    server.loseNextAnswer();
    await typist().type(statement, 'Written before the instance stopped');
    await later(2_000);
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.data).toEqual({ title: '', statement: 'Written before the instance stopped' });
    // The retry names the save whose answer never came, and is stored right on top of it.
    await later(2_000);
    await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    expect(server.saves.map((save) => [save.body.version, save.body.follows])).toEqual([
      [0, undefined],
      [0, server.saves[0]!.body.saveId],
    ]);
    expect(server.version).toBe(2);
    expect(screen.queryByText(/another tab|another device/i)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('words typed after a save whose answer was lost are stored on top of it, not taken for another tab’s', async () => {
    const { statement } = await openPage();
    server.loseNextAnswer();
    await typist().type(statement, 'First thoughts');
    await later(2_000);
    await waitFor(() => expect(statusLine()).toMatch(/^Not saved/));
    await typist().type(statement, ', and second ones');
    await later(4_000);
    await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    expect(server.data).toEqual({ title: '', statement: 'First thoughts, and second ones' });
    expect(screen.queryByText(/another tab|another device/i)).toBeNull();
  });

  it('server trouble: says so and tries again with back-off until it works', async () => {
    const { statement } = await openPage();
    server.mode = 'failing';
    await typist().type(statement, 'Busy day');
    await later(2_000);
    await waitFor(() => expect(statusLine()).toMatch(/^Not saved: the portal could not be reached/));
    const attempts = server.started;
    await later(2_000);
    await waitFor(() => expect(server.started).toBe(attempts + 1));
    server.mode = 'up';
    await later(4_000);
    await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    expect(server.data).toEqual({ title: '', statement: 'Busy day' });
  });

  it('a portal shedding load: tries again no sooner than its Retry-After', async () => {
    const { statement } = await openPage();
    server.mode = 'failing';
    server.retryAfterSeconds = 10;
    await typist().type(statement, 'Deadline night');
    await later(2_000);
    await waitFor(() => expect(statusLine()).toMatch(/^Not saved: the portal could not be reached/));
    const attempts = server.started;
    server.mode = 'up';
    await later(9_999);
    expect(server.started).toBe(attempts);
    await later(1);
    await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    expect(server.data).toEqual({ title: '', statement: 'Deadline night' });
  });

  it('session ended: the answers stay on the device and are sent after signing in again', async () => {
    const { statement, unmount } = await openPage();
    server.mode = 'signedOut';
    await typist().type(statement, 'Nearly done');
    await later(2_000);
    await waitFor(() => expect(statusLine()).toMatch(/^Not saved: you are signed out/));
    // The shared client takes the applicant to sign in, and brings them back here afterwards.
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login/), { replace: true });
    expect(readLocalDraft(KEY)?.values.statement).toBe('Nearly done');
    await later(120_000);
    expect(server.saves).toHaveLength(0);

    unmount();
    server.mode = 'up';
    const reopened = await openPage();
    expect(reopened.statement).toHaveValue('Nearly done');
    await waitFor(() => expect(server.data).toEqual({ title: '', statement: 'Nearly done' }));
  });
});

describe('leaving or hiding the page', () => {
  it('a link followed, or the tab closed, before the pause ran out: what is unsent goes at once, to arrive even with the page gone', async () => {
    const { statement } = await openPage();
    await typist().type(statement, 'I like maths');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]).toMatchObject({ body: { data: { statement: 'I like maths' } }, keepalive: true });
    // The page stayed (the browser kept it for Back): the answer is taken as any other.
    await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    await later(2_000);
    expect(server.saves).toHaveLength(1);
  });

  it('every save outlives the page: one already on its way when the tab is closed still arrives', async () => {
    const { statement } = await openPage();
    await typist().type(statement, 'I like biology');
    await later(2_000);
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]).toMatchObject({ body: { data: { statement: 'I like biology' } }, keepalive: true });
  });

  it('typing while a save is on its way, then closing the tab: the newer answers go at once, following that save', async () => {
    const { statement } = await openPage();
    await typeWhileASaveIsOnItsWay(statement, 'I like biology', 'I like biology and chemistry');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    // Sent now, not when the first save's answer comes: a closed page never sees that answer.
    await waitFor(() => expect(server.started).toBe(2));
    act(() => server.release());
    // (This page lives on in the test, so its queued save follows too and finds these answers stored.)
    await waitFor(() => expect(server.saves.length).toBeGreaterThanOrEqual(2));
    const [first, following] = server.saves.map((save) => save.body);
    expect(following).toEqual({
      data: { title: '', statement: 'I like biology and chemistry' },
      version: 0,
      complete: false,
      saveId: expect.stringMatching(SAVE_ID_FORMAT),
      follows: first!.saveId,
    });
    expect(server.data).toEqual({ title: '', statement: 'I like biology and chemistry' });
    expect(server.saves[1]!.keepalive).toBe(true);
  });

  it('another page of the portal opened while a save is on its way: the newer answers simply go after it (the portal page lives on)', async () => {
    const { statement, unmount } = await openPage();
    await typeWhileASaveIsOnItsWay(statement, 'Chemistry', 'Chemistry and physics');
    unmount();
    act(() => server.release());
    await waitFor(() => expect(server.saves).toHaveLength(2));
    expect(server.saves[1]!.body).toMatchObject({ data: { statement: 'Chemistry and physics' }, version: 1 });
    expect(server.saves.some((save) => save.body.follows !== undefined)).toBe(false);
    await later(60_000);
    expect(server.saves).toHaveLength(2);
  });

  it('the answers sent to follow a save on its way are refused when another tab saved in between', async () => {
    const { statement } = await openPage();
    await typeWhileASaveIsOnItsWay(statement, 'Mine, first', 'Mine, first and second');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(server.started).toBe(2));
    server.saveElsewhere({ title: '', statement: 'From my laptop' });
    act(() => server.release());
    await waitFor(() => expect(statusLine()).toMatch(/changed in another tab or on another device/));
    // Both of this page's saves came too late: the laptop's answers stand, nothing overwritten.
    expect(server.data).toEqual({ title: '', statement: 'From my laptop' });
    expect(server.version).toBe(1);
  });

  it('the page hidden while a save is on its way, then shown again and typed in: no false conflict with its own answers', async () => {
    const { statement } = await openPage();
    try {
      await typeWhileASaveIsOnItsWay(statement, 'One', 'One two');
      setVisibility('hidden');
      await waitFor(() => expect(server.started).toBe(2));
      setVisibility('visible');
      fireEvent.change(statement, { target: { value: 'One two three' } });
      act(() => server.release());
      await waitFor(() => expect(server.data).toEqual({ title: '', statement: 'One two three' }));
      await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('a section too long for a request that outlives the page (64 KiB in bytes: Chinese takes three each) is sent the ordinary way', async () => {
    const { statement } = await openPage();
    fireEvent.change(statement, { target: { value: '我'.repeat(25_000) } });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]!.keepalive).toBe(false);
  });

  it('another page of the portal opened (Back, say) before the pause ran out: what is unsent still goes, once', async () => {
    const { statement, unmount } = await openPage();
    await typist().type(statement, 'I like chemistry');
    unmount();
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]!.body.data).toEqual({ title: '', statement: 'I like chemistry' });
    await later(60_000);
    expect(server.saves).toHaveLength(1);
  });

  it('another app opened on a phone (the page hidden): what is unsent goes at once; nothing when all is saved', async () => {
    const { statement } = await openPage();
    try {
      await typist().type(statement, 'I like physics');
      setVisibility('hidden');
      await waitFor(() => expect(server.saves).toHaveLength(1));
      expect(server.saves[0]).toMatchObject({ body: { data: { statement: 'I like physics' } }, keepalive: true });
      await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
      setVisibility('visible');
      setVisibility('hidden');
      await later(2_000);
      expect(server.saves).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});

describe('a section page the server drew (its draft carried by the page)', () => {
  afterEach(() => drawingPageOnServer(null));

  /**
   * The page drawn from the server's copy holding `saved`. The load that follows the first screen goes
   * to the server (the page's answers were dropped before it asked: the last sibling below drops them
   * once the page has drawn from them) and is held: the applicant types into the drawn form meanwhile.
   */
  function openDrawnPage(saved: { title: string; statement: string }) {
    server.saveElsewhere(saved);
    drawingPageOnServer({ language: 'en-GB', answers: { [`/api${BASE_URL}/sections/statement`]: server.current } });
    server.hold();
    function DropsThePageAnswers() {
      forgetFirstScreenAnswers();
      return null;
    }
    render(
      <>
        <StatementPage />
        <DropsThePageAnswers />
      </>,
    );
    return screen.getByLabelText('Your statement');
  }

  it('keeps what the applicant typed before the draft loaded, and saves it', async () => {
    const statement = openDrawnPage({ title: 'Why physics', statement: 'I want to study physics because' });
    expect(statement).toHaveValue('I want to study physics because');
    const user = typist();
    await user.clear(statement);
    await user.type(statement, 'I want to understand how the universe works');
    server.release();
    await later(2_000);
    await waitFor(() => expect(server.saves.at(-1)?.body.data).toEqual({ title: 'Why physics', statement: 'I want to understand how the universe works' }));
    // The same form, with every character typed: it was not started again from the loaded draft.
    expect(screen.getByLabelText('Your statement')).toBe(statement);
    expect(statement).toHaveValue('I want to understand how the universe works');
  });

  it('a save sent from the drawn form before the draft loaded is not taken for another tab’s', async () => {
    const statement = openDrawnPage({ title: 'Why physics', statement: '' });
    const user = typist();
    // Typed, and autosaved after the pause, before the load's answer came: the load (asked first)
    // answers with the version before that save's.
    await user.type(statement, 'I want to study physics');
    await later(2_000);
    server.release();
    await later(0);
    await user.type(statement, ' because', { skipClick: true });
    await later(2_000);
    await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    expect(server.data).toEqual({ title: 'Why physics', statement: 'I want to study physics because' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a section changed in another tab or on another device', () => {
  async function conflictOnSave() {
    const view = await openPage();
    server.saveElsewhere({ title: 'From my phone', statement: 'Phone text' });
    await typist().type(view.statement, 'Laptop text');
    await later(2_000);
    const alert = await screen.findByRole('alert');
    return { ...view, alert };
  }

  it('overwrites nothing and explains, with both choices', async () => {
    const { alert, statement } = await conflictOnSave();
    expect(alert).toHaveAccessibleName('This section was changed somewhere else');
    expect(alert).toHaveTextContent('This section was saved in another tab or on another device after you opened it.');
    expect(statement).toHaveValue('Laptop text');
    expect(server.data).toEqual({ title: 'From my phone', statement: 'Phone text' });
    expect(statusLine()).toBe('Not saved: this section was changed in another tab or on another device.');
    // No autosave tries again on its own while the applicant has not chosen.
    await typist().type(statement, '!');
    await later(30_000);
    expect(server.saves).toHaveLength(1);
  });

  it('"Load the newer copy" replaces the answers on the page', async () => {
    const { statement, title } = await conflictOnSave();
    await typist().click(screen.getByRole('button', { name: /^Load the newer copy/ }));
    expect(statement).toHaveValue('Phone text');
    expect(title).toHaveValue('From my phone');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
    await later(5_000);
    expect(server.saves).toHaveLength(1);
  });

  it('"Keep my answers" saves them on top of the newer version', async () => {
    const { statement } = await conflictOnSave();
    await typist().click(screen.getByRole('button', { name: /^Keep my answers/ }));
    await waitFor(() => expect(statusLine()).toMatch(SAVED_AT));
    expect(server.data).toEqual({ title: '', statement: 'Laptop text' });
    expect(server.saves.at(-1)!.body.version).toBe(1);
    expect(statement).toHaveValue('Laptop text');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is also caught when the page opens with an unsent copy older than the server', async () => {
    server.saveElsewhere({ title: '', statement: 'Version one' });
    writeLocalDraft(KEY, { values: { title: '', statement: 'Typed on version one' }, baseVersion: 1, changedAt: Date.now() });
    server.saveElsewhere({ title: '', statement: 'Version two from the tablet' });
    const { statement } = await openPage();
    expect(statement).toHaveValue('Typed on version one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose which answers to keep.');
    expect(server.saves).toHaveLength(0);
  });
});

describe('Save and continue', () => {
  it('shows the server’s findings next to the fields and in the error summary, and continues once complete', async () => {
    const onContinue = jest.fn();
    const user = typist();
    const { statement, title } = await openPage(onContinue);
    server.completeErrors = [{ code: 'REQUIRED', message: MESSAGES.REQUIRED, field: 'title' }];
    await user.type(statement, 'My statement');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(`Error: ${MESSAGES.REQUIRED}`));
    expect(screen.getByRole('link', { name: MESSAGES.REQUIRED })).toHaveAttribute('href', '#title');
    expect(server.saves.at(-1)!.body).toMatchObject({ complete: true, data: { statement: 'My statement' } });
    expect(onContinue).not.toHaveBeenCalled();

    server.completeErrors = [];
    await user.type(title, 'Engineering');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
  });
});

describe('typing counts as activity for the session timeout', () => {
  it('40 minutes of writing with short pauses never lets the idle deadline come near', async () => {
    const user = typist();
    const { statement } = await openPage();
    for (let minute = 0; minute < 40; minute += 1) {
      await user.type(statement, 'word ');
      await later(30_000);
      await user.type(statement, 'word ');
      await later(30_000);
      const { idleDeadline, status } = sessionStore.getState();
      expect(status).toBe('authenticated');
      // The timeout dialog warns 60 s before the deadline; each save pushed it back to almost 30 minutes.
      expect(idleDeadline! - Date.now()).toBeGreaterThan(25 * 60_000);
    }
    expect(server.saves).toHaveLength(80);
    // 80 typed words in a simulated browser: seconds of work on a busy two-core machine.
  }, 30_000);
});
