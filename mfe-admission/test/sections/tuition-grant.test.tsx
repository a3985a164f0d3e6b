import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MESSAGES } from '@portal/contracts/messages';
import { changeLanguage } from '@portal/i18n/i18n';
import TuitionGrantPage from '../../src/sections/tuition-grant/TuitionGrantPage';
import { renderSection, withFakeDraftServer, WCAG } from '../helpers/section-page';

expect.extend(toHaveNoViolations);
const server = withFakeDraftServer();
afterEach(() => act(() => changeLanguage('en-GB')));

const summaryLinks = async () =>
  within(await screen.findByRole('region', { name: 'There is a problem' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const BOND = /I understand that with the tuition grant I must work in Singapore for 3 years/;

describe('Tuition grant declaration page', () => {
  it('tells a citizen they are in Tier A and asks for no bond', async () => {
    const user = userEvent.setup();
    renderSection(TuitionGrantPage, server(), { data: { option: 'APPLY', bondAcknowledged: false } });
    expect(await screen.findByText(/you are in Tier A/)).toBeInTheDocument();
    expect(screen.getByLabelText('Apply for the government tuition grant')).toBeChecked();
    expect(screen.queryByLabelText(BOND)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(server().saves.at(-1)?.body).toMatchObject({ data: { option: 'APPLY', bondAcknowledged: false }, version: 1, complete: true });
  });

  it('asks a permanent resident applying for the grant to acknowledge the bond, with the sureties hint', async () => {
    const user = userEvent.setup();
    renderSection(TuitionGrantPage, server(), { citizenship: 'PERMANENT_RESIDENT' });
    expect(await screen.findByText(/you are in Tier B/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual([MESSAGES.TUITION_GRANT_OPTION_REQUIRED]);
    await user.click(screen.getByLabelText('Apply for the government tuition grant'));
    expect(screen.getByText(/You do not need sureties now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await summaryLinks()).toEqual([MESSAGES.TUITION_GRANT_BOND_REQUIRED.replace('{0}', '3')]);
    await user.click(screen.getByLabelText(BOND));
    await user.click(screen.getByLabelText('Do not apply for the tuition grant'));
    expect(screen.queryByLabelText(BOND)).not.toBeInTheDocument();
  });

  it('reads in Chinese after the language is switched', async () => {
    renderSection(TuitionGrantPage, server(), { citizenship: 'INTERNATIONAL' });
    await screen.findByText(/you are in Tier C/);
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByText(/您属于 C 级/)).toBeInTheDocument();
    expect(screen.getByLabelText('申请政府学费津贴')).toBeInTheDocument();
  });

  it('has no axe violations, with the bond open and with errors', async () => {
    const user = userEvent.setup();
    const { container } = renderSection(TuitionGrantPage, server(), { citizenship: 'INTERNATIONAL', data: { option: 'APPLY', bondAcknowledged: false } });
    await screen.findByLabelText(BOND);
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await summaryLinks();
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
