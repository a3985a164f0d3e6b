import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@portal/i18n/i18n';
import english from '../src/locales/en-GB';
import chinese from '../src/locales/zh-Hans';
import { PinResetPage } from '../src/pin-reset/PinResetPage';
import { AccountPage } from '../src/account/AccountPage';
import { RegisterEmailPage } from '../src/registration/RegisterEmailPage';
import { DRAFT_PREFIX, STORAGE_KEYS } from '../src/registration/b2c-storage';
import { mockPost, renderScreen, resetBetweenTests } from './support';

jest.mock('../src/shared/full-page-load', () => ({ fullPageLoad: jest.fn() }));

type User = ReturnType<typeof userEvent.setup>;

const renderPinReset = (query: string) => renderScreen(`/pin/reset?${query}`, '/pin/reset', <PinResetPage />);
// The e-mail field's label is shared/ui's word; the field is found by its id so these tests are about this remote's text.
const emailField = () => document.getElementById('email') as HTMLInputElement;
const switchTo = (language: 'en-GB' | 'zh-Hans') => act(() => changeLanguage(language));

async function requestLinkInChinese(user: User) {
  await user.clear(screen.getByLabelText('申请编号'));
  await user.type(screen.getByLabelText('申请编号'), '24000001');
  await user.clear(emailField());
  await user.type(emailField(), 'demo.applicant@example.edu');
  await user.click(screen.getByRole('button', { name: '提交' }));
}

beforeEach(() => {
  resetBetweenTests();
  document.title = 'Undergraduate Applicant Portal';
});
afterEach(() => changeLanguage('en-GB'));

describe('the public helpers in Chinese', () => {
  it('the PIN reset page renders in Chinese, its tab title included, after a switch to 中文', async () => {
    renderPinReset('sid=ADM');
    await switchTo('zh-Hans');
    expect(screen.getByRole('heading', { level: 1, name: '网上 PIN 码重设系统' })).toBeInTheDocument();
    expect(screen.getByText('忘记 PIN 码')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '申请 PIN 码重设链接' })).toBeInTheDocument();
    expect(screen.getByLabelText('申请编号')).toHaveAccessibleDescription(expect.stringContaining('即确认电子邮件中的编号'));
    expect(screen.getByRole('button', { name: '提交' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.queryByText(/Online PIN Reset System|Application number|Submit/)).not.toBeInTheDocument();
    expect(document.title).toBe('网上 PIN 码重设系统 – 本科申请人门户网站');
  });

  it('switching language while the form has typed values keeps them, and switching back restores the English', async () => {
    const user = userEvent.setup();
    renderPinReset('sid=ADM');
    await user.type(screen.getByLabelText('Application number'), '24000001');
    await user.type(emailField(), 'demo.applicant@example.edu');
    await switchTo('zh-Hans');
    expect(screen.getByLabelText('申请编号')).toHaveValue('24000001');
    expect(emailField()).toHaveValue('demo.applicant@example.edu');
    await switchTo('en-GB');
    expect(screen.getByRole('heading', { level: 1, name: 'Online PIN Reset System' })).toBeInTheDocument();
    expect(screen.getByLabelText('Application number')).toHaveValue('24000001');
    expect(document.title).toBe('Online PIN Reset System – Undergraduate Applicant Portal');
  });

  it('a failed attempt, the attempts left and the maximum-attempts state are in Chinese', async () => {
    const user = userEvent.setup();
    mockPost(false);
    await act(() => changeLanguage('zh-Hans'));
    renderPinReset('sid=ADM');
    await requestLinkInChinese(user);
    const notifications = screen.getByTestId('notification-area');
    expect(await within(notifications).findByText('您输入的信息与您的申请不符。')).toBeInTheDocument();
    expect(within(notifications).getByText('您还有 2 次尝试机会。')).toBeInTheDocument();
    await requestLinkInChinese(user);
    await requestLinkInChinese(user);
    expect(await screen.findByText('已达到尝试次数上限')).toBeInTheDocument();
    expect(screen.getByText(/您已达到重设 PIN 码的最多尝试次数/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往网上申请编号查询系统' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  });

  it('a catalogue message already on screen is re-worded by a switch', async () => {
    const user = userEvent.setup();
    mockPost({ sent: true });
    renderScreen('/b2c?sid=ADM', '/b2c', <RegisterEmailPage />);
    await user.type(emailField(), 'new.person@example.edu');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await within(screen.getByTestId('notification-area')).findByText(/We have sent a 6-digit verification code/)).toBeInTheDocument();
    await switchTo('zh-Hans');
    expect(within(screen.getByTestId('notification-area')).getByText('我们已将 6 位验证码发送至您的电子邮箱，有效期为 5 分钟。')).toBeInTheDocument();
    // The address stays as entered, in bold, where the Chinese sentence puts it.
    const intro = screen.getByText(/我们已向/);
    expect(intro).toHaveTextContent('我们已向 new.person@example.edu 发送 6 位数字验证码。请在 5 分钟内输入，逾时失效。');
    expect(within(intro).getByText('new.person@example.edu').tagName).toBe('STRONG');
  });

  it('the account form and its password rules are in Chinese, the names typed are kept', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(STORAGE_KEYS.system, 'ADM');
    sessionStorage.setItem(STORAGE_KEYS.subCategory, 'SM2');
    sessionStorage.setItem(STORAGE_KEYS.email, 'new.person@example.edu');
    sessionStorage.setItem(`${DRAFT_PREFIX}abc`, JSON.stringify({ firstName: '', lastName: '' }));
    renderScreen('/b2c/account/abc', '/b2c/account/:formSessionId', <AccountPage />);
    await user.type(screen.getByLabelText('First name'), 'Mei Ling');
    await switchTo('zh-Hans');
    expect(screen.getByRole('heading', { level: 1, name: '设置登录账户' })).toBeInTheDocument();
    expect(screen.getByLabelText('名')).toHaveValue('Mei Ling');
    const rules = screen.getByText('密码规则：').nextElementSibling as HTMLElement;
    expect(within(rules).getAllByRole('listitem')[0]).toHaveTextContent('至少 12 个字符 未符合');
    expect(screen.getByRole('button', { name: '创建账户' })).toBeInTheDocument();
  });
});

/** Every leaf of a strings object, by its dotted key. */
const leaves = (strings: object, prefix = ''): Array<[string, string]> =>
  Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );

describe('the Chinese strings', () => {
  it('leave nothing in English, and keep every placeholder of the English', () => {
    const zh = new Map(leaves(chinese));
    for (const [key, en] of leaves(english)) {
      expect([key, zh.get(key)]).not.toEqual([key, en]);
      const placeholders = (text = '') => (text.match(/\{\w+\}/g) ?? []).sort();
      expect([key, placeholders(zh.get(key))]).toEqual([key, placeholders(en)]);
    }
  });
});
