/**
 * Personal Particulars after a fill from the national identity service: the verified answers show as
 * read-only inputs with a "Verified by national identity" tag (labelled, reachable by keyboard, not
 * changeable), while the contact details, mailing address and marital status stay editable. Both
 * languages, without accessibility violations.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import PersonalParticularsPage from '../../src/sections/personal-particulars/PersonalParticularsPage';
import { WCAG, installFakeDraftServer, renderSection } from './experience-helpers';

expect.extend(toHaveNoViolations);
const server = installFakeDraftServer();
// The next of kin has a "Full name" too: the applicant's own is the first.
const FILLED = {
  fullName: 'NUR AISYAH BINTE RAHMAN',
  gender: 'FEMALE',
  dateOfBirth: '14/03/2008',
  nationality: 'SG',
  race: 'MALAY',
  identityType: 'NRIC',
  identityNumber: 'T0812345J',
  maritalStatus: 'SINGLE',
  email: 'aisyah.rahman@example.com',
  mobile: { countryCode: '65', number: '91112222' },
  address: { country: 'SG', postalCode: '520456', line1: 'BLK 456 TAMPINES STREET 42', line2: '#10-456', city: '' },
};
const VERIFIED = ['fullName', 'gender', 'dateOfBirth', 'nationality', 'race', 'identityType', 'identityNumber'];

describe('Personal Particulars: answers verified by the national identity service', () => {
  beforeEach(() => {
    server().verified = VERIFIED;
  });

  it('shows the verified answers read-only and tagged, and leaves the contact details editable', async () => {
    const user = userEvent.setup();
    const { container } = await renderSection(PersonalParticularsPage, server(), FILLED);
    const name = screen.getAllByLabelText(/^Full name/)[0]!;
    expect(name).toHaveValue('NUR AISYAH BINTE RAHMAN');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription(/Verified by national identity/);
    expect(screen.getByLabelText(/^Gender/)).toHaveValue('Female');
    expect(screen.getByLabelText(/^Race/)).toHaveValue('Malay');
    expect(screen.getByLabelText(/^Nationality/)).toHaveValue('Singapore');
    expect(screen.getByLabelText(/^Identity document number/)).toHaveAttribute('readonly');
    expect(screen.getAllByText('Verified by national identity')).toHaveLength(VERIFIED.length);

    await user.type(name, 'X');
    expect(name).toHaveValue('NUR AISYAH BINTE RAHMAN');
    const email = screen.getByLabelText(/^E-mail address/);
    expect(email).not.toHaveAttribute('readonly');
    await user.clear(email);
    await user.type(email, 'aisyah@example.net');
    expect(email).toHaveValue('aisyah@example.net');
    expect(screen.getByLabelText(/^Marital status/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Address line 1/)).not.toHaveAttribute('readonly');
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('reads in Chinese', async () => {
    const { container } = await renderSection(PersonalParticularsPage, server(), FILLED);
    await act(() => changeLanguage('zh-Hans'));
    expect((await screen.findAllByText('已经国家身份认证核实')).length).toBe(VERIFIED.length);
    expect(screen.getByDisplayValue('女')).toHaveAttribute('readonly');
    // Nationality, verified; the mailing address's country (also Singapore) stays a choice.
    expect(screen.getAllByDisplayValue('新加坡').map((input) => input.hasAttribute('readonly'))).toEqual([true, false]);
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });

  it('shows every answer editable when nothing was verified', async () => {
    server().verified = [];
    await renderSection(PersonalParticularsPage, server(), FILLED);
    expect(screen.getAllByLabelText(/^Full name/)[0]!).not.toHaveAttribute('readonly');
    expect(screen.queryByText('Verified by national identity')).not.toBeInTheDocument();
  });
});
