import { render, screen } from '@testing-library/react';
import { http } from '@portal/http/client';
import { ScholarshipStatusPage } from '../src/status/ScholarshipStatusPage';

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

afterEach(() => jest.restoreAllMocks());

it('says the applicant has not applied, and that only one application is allowed', async () => {
  jest.spyOn(http, 'get').mockReturnValue(answer([]));
  render(<ScholarshipStatusPage />);
  expect(await screen.findByText(/You have not applied for a scholarship\. Only one scholarship application/)).toBeInTheDocument();
});

it('lists a scholarship application with its choices and status', async () => {
  jest
    .spyOn(http, 'get')
    .mockReturnValue(answer([{ id: 's1', academicYear: '2026/2027', status: 'SHORTLISTED', choices: ['Global Merit', 'Science & Technology'], submittedAt: null }]));
  render(<ScholarshipStatusPage />);
  expect(await screen.findByRole('cell', { name: 'Global Merit, Science & Technology' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Not submitted' })).toBeInTheDocument();
  expect(screen.getByText('Shortlisted')).toBeInTheDocument();
});
