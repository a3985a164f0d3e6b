import { render, screen, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import DocumentsPage from '../src/sections/DocumentsPage';
import { installFakeFormApi } from '../../shared/forms/test/helpers/fake-form-api';
import { WCAG } from '../../shared/ui/test/helpers/wcag';
import { API, aidForm } from './helpers/samples';

expect.extend(toHaveNoViolations);
const api = installFakeFormApi();

const sections = (other: Record<string, unknown>) => ({
  sections: [
    { id: 'financialDetails', state: 'COMPLETED', data: { aidSought: ['BURSARY'], applicantMonthlyIncome: '0', familyMembers: [{ grossMonthlyIncome: '3000' }] } },
    { id: 'otherFinancialDetails', state: 'COMPLETED', data: other },
  ],
  documents: [],
});

it('lists the documents the answers call for, offers every type with its limit, and shows Continue only once they are there', async () => {
  api()
    .on(`GET ${API}/answers`, sections({ hasMedicalConditions: 'YES', receivedInheritance: 'NO' }))
    .on(`GET ${API}/documents`, [
      { id: 'd1', section: 'documents', documentType: 'INCOME_PROOF', fileName: 'payslip.pdf', mediaType: 'application/pdf', sizeBytes: 20_000, scanStatus: 'CLEAN', uploadedAt: '2027-01-21T02:00:00.000Z' },
    ]);
  const onContinue = jest.fn();
  render(
    <MemoryRouter>
      <main>
        <DocumentsPage form={aidForm()} onContinue={onContinue} />
      </main>
    </MemoryRouter>,
  );
  expect(await screen.findByText(/at least one proof of income/)).toBeInTheDocument();
  expect(screen.getByText(/at least one medical bill/)).toBeInTheDocument();
  expect(screen.queryByText(/proof of the inheritance/)).toBeNull();
  const type = screen.getByRole('combobox', { name: /What is this document/ });
  expect(within(type).getByRole('option', { name: 'Medical bill (up to 5 files)' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Download payslip.pdf' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Proof of income (payslip or income tax notice)' })).toBeInTheDocument();
  // The medical bill is still missing.
  expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  expect(await axe(document.body, WCAG)).toHaveNoViolations();
});
