import { act, renderHook } from '@testing-library/react';
import { notificationStore } from '@portal/http/notifications';
import { reportFailedAttempt, useAttemptCounter } from '../src/shared/use-attempt-counter';

beforeEach(() => notificationStore.getState().clear());

describe('useAttemptCounter', () => {
  it('starts at 0 and locks at the 3rd failure', () => {
    const { result } = renderHook(() => useAttemptCounter());
    expect(result.current).toMatchObject({ failures: 0, remaining: 3, locked: false, submitted: false });
    let last = false;
    act(() => void (last = result.current.recordFailure()));
    expect(last).toBe(false);
    act(() => void (last = result.current.recordFailure()));
    expect(last).toBe(false);
    expect(result.current.remaining).toBe(1);
    act(() => void (last = result.current.recordFailure()));
    expect(last).toBe(true);
    expect(result.current.locked).toBe(true);
  });

  it('is reset when the screen is left (a new mount starts at 0)', () => {
    const first = renderHook(() => useAttemptCounter());
    act(() => void first.result.current.recordFailure());
    act(() => void first.result.current.recordFailure());
    first.unmount();
    const second = renderHook(() => useAttemptCounter());
    expect(second.result.current.failures).toBe(0);
  });

  it('success sets submitted', () => {
    const { result } = renderHook(() => useAttemptCounter());
    act(() => result.current.recordSuccess());
    expect(result.current.submitted).toBe(true);
  });

  it('a failure that does not count leaves the counter alone but still shows the errors', () => {
    const { result } = renderHook(() => useAttemptCounter());
    act(() => reportFailedAttempt(result.current, false, [{ code: 'X', message: 'went wrong' }]));
    expect(result.current.failures).toBe(0);
    expect(notificationStore.getState().current?.messages).toEqual(['went wrong']);
  });
});
