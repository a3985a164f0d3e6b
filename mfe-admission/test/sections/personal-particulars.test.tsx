/**
 * The mailing address on the Personal Particulars page: "Find address" only for Singapore, filling
 * the address lines that are then saved like any typing, and saying plainly when it cannot help.
 * Only the network is replaced (the shared forms' fake draft server and fake address service).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import PersonalParticularsPage from '../../src/sections/personal-particulars/PersonalParticularsPage';
import { FakeAddressService } from '../../../shared/forms/test/helpers/fake-address-service';
import { WCAG, installFakeDraftServer, renderSection } from './experience-helpers';

expect.extend(toHaveNoViolations);
const server = installFakeDraftServer();
let addresses: FakeAddressService;
beforeEach(() => {
  addresses = new FakeAddressService().install();
});
afterEach(() => addresses.uninstall());

// A long page (two country lists of 250 options): role queries over it are slow in jsdom, so fields are found by label.

/** The address as the last save sent it. */
const savedAddress = () => (server().saves.at(-1)?.body.data as { address?: Record<string, string> } | undefined)?.address;

describe('Personal Particulars: mailing address', () => {
  it('finds a Singapore address by postal code, fills the lines and saves them like typing', async () => {
    const user = userEvent.setup();
    const { container } = await renderSection(PersonalParticularsPage, server(), null);
    await user.type(screen.getByLabelText(/^Postal code/), '560123');
    await user.click(screen.getByRole('button', { name: 'Find address' }));

    const line1 = screen.getByLabelText(/^Address line 1/);
    await waitFor(() => expect(line1).toHaveValue('123 ANG MO KIO AVENUE 3'));
    expect(screen.getByText(/^Address found for postal code 560123 and filled in below/)).toBeInTheDocument();
    expect(await axe(container, WCAG)).toHaveNoViolations();

    await user.type(screen.getByLabelText(/^Address line 2/), '#05-67');
    await user.tab();
    await waitFor(() =>
      expect(savedAddress()).toEqual({ country: 'SG', postalCode: '560123', line1: '123 ANG MO KIO AVENUE 3', line2: '#05-67', city: '' }),
    );
  });

  it('offers the buildings of a postal code that has several', async () => {
    const user = userEvent.setup();
    const { container } = await renderSection(PersonalParticularsPage, server(), null);
    await user.type(screen.getByLabelText(/^Postal code/), '018956');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    await user.click(await screen.findByLabelText('10 BAYFRONT AVENUE, MARINA BAY SANDS HOTEL'));
    expect(await axe(container, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(screen.getByLabelText(/^Address line 2/)).toHaveValue('MARINA BAY SANDS HOTEL');
  });

  it('keeps the typed address when nothing is found', async () => {
    const user = userEvent.setup();
    await renderSection(PersonalParticularsPage, server(), null);
    await user.type(screen.getByLabelText(/^Address line 1/), 'Blk 88 Tampines Street 81');
    await user.type(screen.getByLabelText(/^Postal code/), '520088');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    await screen.findByText(/We could not find an address with this postal code/);
    expect(screen.getByLabelText(/^Address line 1/)).toHaveValue('Blk 88 Tampines Street 81');
  });

  it('has no Find address for an address outside Singapore', async () => {
    const user = userEvent.setup();
    await renderSection(PersonalParticularsPage, server(), null);
    expect(screen.getByRole('button', { name: 'Find address' })).toBeInTheDocument();
    await user.tripleClick(screen.getByRole('combobox', { name: /^Country/ }));
    await user.keyboard('malaysia');
    await user.click(screen.getByRole('option', { name: 'Malaysia' }));
    expect(screen.queryByRole('button', { name: 'Find address' })).toBeNull();
    expect(screen.getByLabelText(/^City or town/)).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    const user = userEvent.setup();
    const { container } = await renderSection(PersonalParticularsPage, server(), null);
    addresses.mode = 'down';
    await user.type(screen.getByLabelText(/^邮政编码/), '560123');
    await user.click(screen.getByRole('button', { name: '查找地址' }));
    await screen.findByText('地址查询服务目前无法使用。请在下方的地址栏中输入您的地址，或稍后再试。');
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
