import { sessionStore } from '../src/session';

beforeEach(() => {
  sessionStore.getState().markSignedOut();
  sessionStore.getState().setIdleSeconds(1800);
});

describe('the session store', () => {
  it('warns before the idle timeout, moved by each activity', () => {
    sessionStore.getState().setSession({ authenticated: true, idleSecondsLeft: 1800, lifetimeSecondsLeft: 40000 });
    const before = Date.now();
    sessionStore.getState().markActivity();
    // The server records activity only every few seconds: the browser assumes a little less.
    expect(sessionStore.getState().idleDeadline).toBeGreaterThanOrEqual(before + 1780 * 1000);
  });

  it('never lets activity push the deadline past the absolute end of the session', () => {
    const before = Date.now();
    sessionStore.getState().setSession({ authenticated: true, idleSecondsLeft: 300, lifetimeSecondsLeft: 300 });
    sessionStore.getState().markActivity();
    const { idleDeadline, lifetimeDeadline } = sessionStore.getState();
    expect(lifetimeDeadline).toBeGreaterThanOrEqual(before + 300 * 1000);
    expect(idleDeadline).toBe(lifetimeDeadline);
  });

  it('counts an answer given earlier from when it was given: the page\'s own, read when its scripts run minutes later', () => {
    const pageAskedFor = Date.now() - 20 * 60 * 1000;
    sessionStore.getState().setSession({ authenticated: true, idleSecondsLeft: 1800, lifetimeSecondsLeft: 40000 }, pageAskedFor);
    expect(sessionStore.getState()).toMatchObject({ idleDeadline: pageAskedFor + 1800 * 1000, lifetimeDeadline: pageAskedFor + 40000 * 1000 });
  });

  it('forgets both deadlines on sign-out, keeping the reason', () => {
    sessionStore.getState().setSession({ authenticated: true, idleSecondsLeft: 300, lifetimeSecondsLeft: 300 });
    sessionStore.getState().markSignedOut('SESSION_LIFETIME_ENDED');
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', idleDeadline: null, lifetimeDeadline: null, endReason: 'SESSION_LIFETIME_ENDED' });
  });
});
