import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@portal/i18n/i18n';
import { setNavigator } from '@portal/http/navigation';
import { SaveStatus } from '../src/SaveStatus';
import type { SaveStatusState } from '../src/section-saver';
import { FakeDraftServer } from './helpers/fake-draft-server';
import { StatementPage, STATEMENT_LIMIT } from './helpers/StatementPage';

const at = (hours: number, minutes: number) => new Date(2026, 10, 23, hours, minutes);
const visible = () => document.querySelector('.pt-save-status__text')?.textContent;
const announced = () => document.querySelector('.pt-save-status [aria-live="polite"]')?.textContent;

describe('SaveStatus', () => {
  it('shows every save but announces only changes of state and saves the applicant asked for', () => {
    const { rerender } = render(<SaveStatus status={{ kind: 'idle' }} />);
    const show = (status: SaveStatusState) => rerender(<SaveStatus status={status} />);
    expect(visible()).toBe('');

    show({ kind: 'saving', explicit: false });
    expect(visible()).toBe('Saving…');
    expect(announced()).toBe('');

    show({ kind: 'saved', at: at(14, 32), explicit: false });
    expect(visible()).toBe('Saved at 14:32');
    expect(announced()).toBe('Saved at 14:32');

    // Routine autosaves while typing: the line follows, the screen reader is left in peace.
    show({ kind: 'saving', explicit: false });
    show({ kind: 'saved', at: at(14, 33), explicit: false });
    expect(visible()).toBe('Saved at 14:33');
    expect(announced()).toBe('Saved at 14:32');

    show({ kind: 'offline' });
    expect(announced()).toBe(
      'Not saved yet: you are offline. Your answers are kept on this device and will be sent when you are back online.',
    );

    show({ kind: 'saved', at: at(9, 5), explicit: false });
    expect(announced()).toBe('Saved at 09:05');

    show({ kind: 'saved', at: at(21, 7), explicit: true });
    expect(announced()).toBe('Saved at 21:07');
  });

  it('words a refusal with the catalogue message', () => {
    render(<SaveStatus status={{ kind: 'rejected', errors: [{ code: 'TOO_LONG', message: 'This answer must be 200 characters or fewer', params: [200] }] }} />);
    expect(visible()).toBe('Not saved: This answer must be 200 characters or fewer');
  });
});

describe('in Chinese', () => {
  let server: FakeDraftServer;
  beforeEach(async () => {
    localStorage.clear();
    setNavigator(jest.fn());
    server = new FakeDraftServer().install();
    await act(() => changeLanguage('zh-Hans'));
  });
  afterEach(async () => {
    server.uninstall();
    await act(() => changeLanguage('en-GB'));
  });

  it('the section page speaks Chinese: buttons, save status, character count and the conflict message', async () => {
    const user = userEvent.setup();
    render(<StatementPage />);
    const statement = await screen.findByLabelText('Your statement');
    expect(screen.getByRole('button', { name: '保存并继续' })).toBeInTheDocument();
    await user.type(statement, '我喜欢数学');
    expect(screen.getByText(`还可输入 ${STATEMENT_LIMIT - 5} 个字符`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存申请' }));
    expect(await screen.findByText(/^已于\d\d:\d\d保存$/, { selector: '.pt-save-status__text' })).toBeInTheDocument();

    server.saveElsewhere({ title: '', statement: '手机上的内容' });
    await user.type(statement, '！');
    await user.click(screen.getByRole('button', { name: '保存申请' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAccessibleName('此部分已在别处被修改');
    expect(screen.getByRole('button', { name: /^载入较新的版本/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^保留我的内容/ })).toBeInTheDocument();
    expect(visible()).toBe('未能保存：此部分已在其他标签页或其他设备上被修改。');
  });
});
