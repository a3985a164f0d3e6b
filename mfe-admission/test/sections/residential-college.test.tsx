import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import ResidentialCollegePage from '../../src/sections/residential-college/ResidentialCollegePage';
import { WCAG, renderSection, summaryMessages, installFakeDraftServer } from './experience-helpers';

expect.extend(toHaveNoViolations);
const server = installFakeDraftServer();

describe('Residential college page', () => {
  it('shows ranked preferences when interested; the declaration rules and a repeated college show in the error summary', async () => {
    const user = userEvent.setup();
    await renderSection(ResidentialCollegePage, server(), {
      interested: 'YES',
      preferences: ['BANYAN', 'BANYAN', '', ''],
      residenceType: '',
      commuteMinutes: '',
      needsAccommodation: '',
      declaration: false,
    });
    expect(screen.getByLabelText(/^Preference 1/)).toHaveValue('BANYAN');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const declarationMessage = 'Residential status declaration and student residential details are required';
    await waitFor(() =>
      expect(summaryMessages()).toEqual([
        'You have already ranked this college. Choose a different one.',
        declarationMessage,
        declarationMessage,
        declarationMessage,
      ]),
    );
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    // No longer interested: the preferences go, and no journey time is asked of someone living overseas.
    await user.click(screen.getAllByRole('radio', { name: 'No' })[0]!);
    expect(screen.queryByLabelText(/^Preference 1/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Outside Singapore' }));
    expect(screen.queryByLabelText(/^Usual journey time/)).toBeNull();
    await user.click(screen.getAllByRole('radio', { name: 'Yes' })[1]!);
    await user.click(screen.getByRole('checkbox', { name: /I declare that my residential details/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(server().saves.at(-1)!.body).toEqual(
        expect.objectContaining({
          complete: true,
          data: { interested: 'NO', preferences: ['', '', '', ''], residenceType: 'OVERSEAS', commuteMinutes: '', needsAccommodation: 'YES', declaration: true },
        }),
      ),
    );
  });

  it('reads in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    await renderSection(ResidentialCollegePage, server(), { interested: 'YES', preferences: ['ANGSANA', '', '', ''], residenceType: '', commuteMinutes: '', needsAccommodation: '', declaration: false });
    expect(screen.getByLabelText(/^第 1 志愿/)).toHaveValue('ANGSANA');
    expect(screen.getAllByRole('option', { name: '榕树学院' })).toHaveLength(4);
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});
