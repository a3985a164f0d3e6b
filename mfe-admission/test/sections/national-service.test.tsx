import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MESSAGES } from '@portal/contracts/messages';
import { changeLanguage } from '@portal/i18n/i18n';
import NationalServicePage from '../../src/sections/national-service/NationalServicePage';
import { renderSection, withFakeDraftServer, WCAG } from '../helpers/section-page';

expect.extend(toHaveNoViolations);
const server = withFakeDraftServer();
afterEach(() => act(() => changeLanguage('en-GB')));

const summaryLinks = async () =>
  within(await screen.findByRole('region', { name: 'There is a problem' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('National Service page', () => {
  it('opens with the saved answers, with the dates and the RNS note for a serving applicant', async () => {
    renderSection(NationalServicePage, server(), { data: { status: 'SERVING', enlistmentDate: '05/01/2026', ordDate: '04/01/2028' } });
    expect(await screen.findByLabelText(/Enlistment date/)).toHaveValue('05/01/2026');
    expect(screen.getByLabelText(/ORD \(operationally ready date\)/)).toHaveValue('04/01/2028');
    expect(screen.getByRole('heading', { name: 'Returning national servicemen' })).toBeInTheDocument();
  });

  it('asks for dates only when serving or completed, and clears them otherwise', async () => {
    const user = userEvent.setup();
    renderSection(NationalServicePage, server(), { data: { status: 'COMPLETED', enlistmentDate: '02/01/2023', ordDate: '01/01/2025' } });
    await screen.findByLabelText(/Enlistment date/);
    expect(screen.queryByRole('heading', { name: 'Returning national servicemen' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Exempted'));
    expect(screen.queryByLabelText(/Enlistment date/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Serving full-time national service now'));
    expect(screen.getByLabelText(/Enlistment date/)).toHaveValue('');
  });

  it('lists the schema\'s errors in the error summary after Save and continue', async () => {
    const user = userEvent.setup();
    renderSection(NationalServicePage, server());
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual([MESSAGES.SELECT_NATIONAL_SERVICE_STATUS]);
    await user.click(screen.getByLabelText('Serving full-time national service now'));
    await user.type(screen.getByLabelText(/Enlistment date/), '05/01/2026');
    await user.type(screen.getByLabelText(/ORD \(operationally/), '04/01/2025');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual([MESSAGES.ORD_BEFORE_ENLISTMENT]);
  });

  it('reads in Chinese after the language is switched', async () => {
    renderSection(NationalServicePage, server());
    await screen.findByRole('radiogroup', { name: /national service status/ });
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('radiogroup', { name: /您的国民服役状况是什么/ })).toBeInTheDocument();
    expect(screen.getByLabelText('已完成全职国民服役')).toBeInTheDocument();
  });

  it('has no axe violations, with the dates open and with errors', async () => {
    const user = userEvent.setup();
    const { container } = renderSection(NationalServicePage, server(), { data: { status: 'SERVING', enlistmentDate: '', ordDate: '' } });
    await screen.findByLabelText(/Enlistment date/);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await summaryLinks();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
