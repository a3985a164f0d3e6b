import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiError } from '@portal/contracts/api';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { http } from '@portal/http/client';
import { notificationStore, useNotification } from '@portal/http/notifications';
import { useMessageText } from '@portal/i18n/messages';

/** What the shell's notification area would show: catalogue references worded in the current language. */
export function NotificationProbe() {
  const notification = useNotification();
  const wording = useMessageText();
  if (!notification) return null;
  return (
    <div data-testid="notification-area">
      {notification.messages.map((message) => (
        <p key={message}>{wording(message)}</p>
      ))}
    </div>
  );
}

/** Where the router is now, and how it got there (PUSH / REPLACE). */
export function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p data-testid="location">
      {type} {location.pathname}
      {location.search}
    </p>
  );
}

/** Renders one screen of the remote on its route, with the notification area and a catch-all that shows the location. */
export function renderScreen(path: string, routePath: string, screen: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NotificationProbe />
      <Routes>
        <Route path={routePath} element={screen} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A failed call as the HTTP client rejects it (an axios error with the API's error body). */
export function apiFailure(status: number, errors: ApiError[]) {
  return { isAxiosError: true, message: `Request failed with status code ${status}`, response: { status, data: { errors } } };
}

export const ok = <T,>(data: T) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} }) as never;

/** Replaces the network for one test: each call takes the next answer (a value is data, an apiFailure is thrown). */
export function mockPost(...answers: unknown[]) {
  const queue = [...answers];
  return jest.spyOn(http, 'post').mockImplementation(async () => {
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (next && typeof next === 'object' && (next as { isAxiosError?: boolean }).isAxiosError) throw next;
    return ok(next);
  });
}

export function resetBetweenTests() {
  jest.restoreAllMocks();
  notificationStore.getState().clear();
  sessionStorage.clear();
}
