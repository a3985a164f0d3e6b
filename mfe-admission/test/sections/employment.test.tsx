import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { changeLanguage } from '@portal/i18n/i18n';
import EmploymentPage from '../../src/sections/employment/EmploymentPage';
import { WCAG, renderSection, summaryMessages, installFakeDraftServer } from './experience-helpers';

expect.extend(toHaveNoViolations);
const server = installFakeDraftServer();

const job = {
  employer: 'Keppel Offshore & Marine',
  jobTitle: 'Technician',
  jobDescription: 'Maintained hydraulic systems.',
  employmentType: 'FULL_TIME',
  from: '01/2022',
  current: false,
  to: '06/2024',
  monthlySalary: '2800.00',
  bonded: 'NO',
  bondDetails: '',
  sponsored: 'NO',
  sponsorshipDetails: '',
};

describe('Employment records page', () => {
  it('asks a working adult for at least one record, in the error summary', async () => {
    const user = userEvent.setup();
    await renderSection(EmploymentPage, server(), null, 'WORKING_ADULT');
    expect(screen.getByText(/As a working-adult applicant, add at least one job/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(summaryMessages()).toEqual(['Add at least one employment record: the working-adult category is for applicants with work experience']));
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('shows a saved record; details appear only for a yes; the dates and salary rules show in the summary', async () => {
    const user = userEvent.setup();
    await renderSection(EmploymentPage, server(), { records: [{ ...job, from: '07/2024', monthlySalary: '2,800' }] });
    expect(screen.getByLabelText(/^Employer/)).toHaveValue(job.employer);
    expect(screen.queryByLabelText(/^Bond details/)).toBeNull();
    await user.click(screen.getAllByRole('radio', { name: 'Yes' })[0]!);
    expect(screen.getByLabelText(/^Bond details/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(summaryMessages()).toEqual([
        'The end month must be the same as or after the start month',
        'Monthly salary must be an amount with up to 10 digits before the decimal point and up to 2 after it, like 2500.00',
        'Enter the details of the bond',
      ]),
    );
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    // The job they have now has no end month.
    await user.click(screen.getByRole('checkbox', { name: 'I work here now' }));
    expect(screen.queryByLabelText(/^End month/)).toBeNull();
  });

  it('stops offering another record at 5 and says so', async () => {
    await renderSection(EmploymentPage, server(), { records: Array.from({ length: 5 }, () => job) });
    expect(screen.queryByRole('button', { name: 'Add another employment record' })).toBeNull();
    expect(screen.getByText('You have added 5 employment records, the most this form takes.')).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    await renderSection(EmploymentPage, server(), { records: [job] });
    expect(screen.getByLabelText(/^雇主/)).toHaveValue(job.employer);
    expect(screen.getByRole('radio', { name: '全职' })).toBeChecked();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});
