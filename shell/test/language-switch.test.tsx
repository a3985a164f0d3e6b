import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MESSAGES_ZH_HANS from '@portal/contracts/messages.zh-Hans';
import { MESSAGES } from '@portal/contracts/messages';
import { http } from '@portal/http/client';
import { setNavigator } from '@portal/http/navigation';
import { notificationStore } from '@portal/http/notifications';
import { sessionStore } from '@portal/http/session';
import { changeLanguage } from '@portal/i18n/i18n';
import { LanguageSwitch, switchLanguage } from '../src/language/LanguageSwitch';
import { NotificationArea } from '../src/notifications/NotificationArea';
import { roleNameRef } from '../src/office/OfficeArea';
import { officeText } from '../src/office/office-text';

// The shell does not depend on axios itself: the adapter's types come from the shared client.
type AxiosAdapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
const requests: Array<Parameters<AxiosAdapter>[0]> = [];

function answer(status: number): AxiosAdapter {
  return async (config) => {
    requests.push(config);
    const response = { data: status >= 400 ? { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] } : null, status, statusText: '', headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    return response;
  };
}

const navigations: string[] = [];

beforeEach(() => {
  requests.length = 0;
  navigations.length = 0;
  setNavigator((url) => navigations.push(url));
  sessionStore.getState().markSignedOut();
  notificationStore.getState().clear();
});
afterEach(() => changeLanguage('en-GB'));

const signIn = () => sessionStore.getState().setSession({ authenticated: true, system: 'ADM', subCategory: 'ADM' });

describe('the language switch', () => {
  it('offers each language in its own language and marks the current one', () => {
    render(<LanguageSwitch />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-GB');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('lang', 'zh-Hans');
    expect(screen.getByRole('button', { name: '中文' })).not.toHaveAttribute('aria-current');
  });

  it('switches the page at once: <html lang>, the remembered cookie and the marked language', async () => {
    http.defaults.adapter = answer(200);
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: '中文' }));

    expect(await screen.findByRole('navigation', { name: '语言' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(document.cookie).toContain('portal_lang=zh-Hans');
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'English' })).not.toHaveAttribute('aria-current');
    // Not signed in: nothing to store with an applicant.
    expect(requests).toEqual([]);
  });

  it('stores the choice with the signed-in applicant', async () => {
    http.defaults.adapter = answer(204);
    signIn();
    await act(() => switchLanguage('zh-Hans'));

    expect(requests.map((r) => [r.method, r.url, JSON.parse(r.data as string)])).toEqual([['put', '/api/auth/language', { language: 'zh-Hans' }]]);
  });

  it.each([404, 401])('ignores a %i from storing the choice: the applicant stays where they are, signed in', async (status) => {
    http.defaults.adapter = answer(status);
    signIn();
    render(<NotificationArea />);
    await act(() => switchLanguage('zh-Hans'));

    expect(requests).toHaveLength(1);
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(navigations).toEqual([]);
    expect(sessionStore.getState().status).toBe('authenticated');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the notification area', () => {
  it('re-words a message already on screen when the language changes', async () => {
    render(<NotificationArea />);
    act(() => notificationStore.getState().showErrors([{ code: 'LOGIN_FAILED', message: MESSAGES.LOGIN_FAILED }]));
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveTextContent(MESSAGES.LOGIN_FAILED);

    await act(() => changeLanguage('zh-Hans'));
    expect(screen.getByRole('alert', { name: '出现问题' })).toHaveTextContent(MESSAGES_ZH_HANS.LOGIN_FAILED);
  });

  it('re-words an app\'s own notice already on screen, a role named inside it too', async () => {
    render(<NotificationArea />);
    act(() => notificationStore.getState().show({ kind: 'success', messages: [officeText.ref('staff.roleSaved', { name: 'Lim Wei', role: roleNameRef('ADMISSIONS') })] }));
    expect(screen.getByText('The role of Lim Wei is now Office of Admissions. Their sessions have ended.')).toBeInTheDocument();

    await act(() => changeLanguage('zh-Hans'));
    expect(screen.getByText('Lim Wei的角色已改为招生办公室，其登录会话已结束。')).toBeInTheDocument();
  });
});
