/**
 * Financial aid after submission in the browser: the progress page (package with bursary halves per
 * semester, what to do), the package (selection with loan percents, a check step saying an acceptance
 * cannot be reversed, reject with reasons, lapsed), appeal or review (documents, the spec's message
 * when a second is refused), update, requested documents and withdrawal (final confirmation) — each
 * with its confirmation; axe in English and Chinese.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { changeLanguage } from '@portal/i18n/i18n';
import { AfterSubmissionRoutes } from '../../src/after/AfterSubmissionRoutes';
import { summaryMessages } from '../../../shared/forms/test/helpers/error-summary';
import { installFakeApi } from '../../../shared/http/test/helpers/fake-api';
import { WCAG } from '../../../shared/ui/test/helpers/wcag';
import { API, ID, progress } from './samples';

expect.extend(toHaveNoViolations);
const api = installFakeApi();

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[`/aid/${ID}${path}`]}>
      <main>
        <Routes>
          <Route path="aid/:id/*" element={<AfterSubmissionRoutes />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('progress', () => {
  it('shows the status, the package with each bursary in two halves, and what to do', async () => {
    api().on(`GET ${API}/progress`, progress({ documentRequest: { id: 'r1', documentTypes: ['INCOME_PROOF'], message: 'Payslips', dueOn: '2027-06-20', status: 'OPEN', requestedAt: '2027-06-01T00:00:00.000Z', fulfilledAt: null, applicantNote: null, documents: [] }, actions: { ...progress().actions, sendDocuments: { allowed: true, reason: null } } }));
    api().on(`GET ${API}/timeline`, [{ kind: 'SUBMITTED', params: { reference: 'FA-2027-000042' }, actor: 'APPLICANT', occurredAt: '2027-05-02T02:00:00.000Z' }]);
    renderAt('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your financial aid application' })).toBeInTheDocument();
    expect(await screen.findByText('Financial aid application FA-2027-000042')).toBeInTheDocument();
    expect(screen.getByText('Awarded')).toBeInTheDocument();
    expect(screen.getByText(/1,500\.01 on 01\/09\/2027/)).toBeInTheDocument();
    expect(screen.getByText(/1,500\.00 on 01\/02\/2028/)).toBeInTheDocument();
    expect(screen.getByText('Loan of up to 90% of the subsidised tuition fee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send the documents the Office of Financial Aid asked for by 20/06/2027' })).toHaveAttribute('href', `/aid/${ID}/documents`);
    expect(screen.getByRole('link', { name: 'Accept or reject your financial aid package by 30/06/2027' })).toHaveAttribute('href', `/aid/${ID}/package`);
    expect(screen.getByRole('link', { name: 'Appeal or request a review (until 20/02/2028)' })).toHaveAttribute('href', `/aid/${ID}/appeal`);
    expect(screen.getByRole('link', { name: 'Withdraw your financial aid application' })).toHaveAttribute('href', `/aid/${ID}/withdraw`);
    // The answers as submitted (the copies) and the history, here rather than on the form's pages.
    expect(screen.getByRole('link', { name: 'Download a copy in English (PDF)' })).toHaveAttribute('href', `/api${API}/pdf?lang=en-GB`);
    expect(screen.getByRole('link', { name: 'Download a copy in Chinese (PDF, 中文)' })).toHaveAttribute('href', `/api${API}/pdf?lang=zh-Hans`);
    expect(await within(screen.getByRole('region', { name: 'Application history' })).findByText('Financial aid application submitted (reference FA-2027-000042)')).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();

    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '您的经济资助申请' })).toBeInTheDocument();
    expect(screen.getByText('李氏基金助学金')).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });

  it('after an acceptance shows what was taken, with the loan percent, and the guarantor’s state', async () => {
    const accepted = progress();
    api().on(
      `GET ${API}/progress`,
      progress({ package: { ...accepted.package!, status: 'ACCEPTED', respondedAt: '2027-06-02T03:00:00.000Z', selection: { items: [{ code: 'TUITION_LOAN', percent: 60 }] } }, guarantor: 'INVITED' }),
    );
    api().on(`GET ${API}/timeline`, []);
    renderAt('');
    const taken = await screen.findByText('Bursaries and loans taken');
    expect(taken.parentElement).toHaveTextContent(/: 60%/);
    expect(screen.getByRole('link', { name: 'Waiting for your guarantor to confirm' })).toHaveAttribute('href', `/aid/${ID}/guarantor`);
  });
});

describe('package', () => {
  it('takes a selection with loan percents through a check step; an acceptance is final', async () => {
    const user = userEvent.setup();
    const accepted = progress({
      package: { ...progress().package!, status: 'ACCEPTED', respondedAt: '2027-06-02T03:00:00.000Z', selection: { items: [{ code: 'RC_BURSARY', percent: null }, { code: 'TUITION_LOAN', percent: 80 }] } },
      guarantor: 'TO_NOMINATE',
      actions: { ...progress().actions, reply: { allowed: false, reason: 'AID_PACKAGE_ALREADY_ACCEPTED' }, guarantor: { allowed: true, reason: null } },
    });
    api().on(`GET ${API}/progress`, progress()).on(`POST ${API}/package/accept`, accepted);
    renderAt('/package');
    expect(await screen.findByRole('heading', { level: 1, name: 'Financial aid package' })).toBeInTheDocument();
    expect(await screen.findByText('Donated bursary')).toBeInTheDocument();
    expect(screen.getByText('Residential college bursary')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await summaryMessages()).toEqual(['Select whether you accept or reject the financial aid package']);
    await user.click(screen.getByRole('radio', { name: 'Accept the package' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await summaryMessages()).toEqual(['Choose at least one bursary or loan of the package']);

    await user.click(screen.getByRole('checkbox', { name: 'Take the Residential College Bursary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Take the Tuition Fee Loan' }));
    const percent = screen.getByRole('textbox', { name: /Percentage of the subsidised tuition fee to borrow for the Tuition Fee Loan/ });
    await user.type(percent, '95');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await summaryMessages()).toEqual(['Percentage of the subsidised tuition fee to borrow for the Tuition Fee Loan must be a whole number from 1 to 90']);
    await user.clear(percent);
    await user.type(percent, '80');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your reply' })).toHaveFocus());
    expect(screen.getByText('Once you confirm, your reply is final. An acceptance cannot be reversed.')).toBeInTheDocument();
    expect(screen.getByText('Tuition Fee Loan: 80%')).toBeInTheDocument();
    expect(api().requested('POST', `${API}/package/accept`)).toHaveLength(0);
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Confirm my reply' }));
    expect(await screen.findByText('Offer accepted')).toBeInTheDocument();
    expect(api().requested('POST', `${API}/package/accept`).map((request) => request.body)).toEqual([
      { selection: { items: [{ code: 'RC_BURSARY', percent: null }, { code: 'TUITION_LOAN', percent: 80 }] } },
    ]);
    expect(screen.getByRole('link', { name: 'Give the details of your guarantor' })).toHaveAttribute('href', `/aid/${ID}/guarantor`);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('rejects with reasons, comments needed for another reason', async () => {
    const user = userEvent.setup();
    const rejected = progress({ package: { ...progress().package!, status: 'REJECTED', respondedAt: '2027-06-02T03:00:00.000Z' }, actions: { ...progress().actions, reply: { allowed: false, reason: 'AID_PACKAGE_ALREADY_REJECTED' } } });
    api().on(`GET ${API}/progress`, progress()).on(`POST ${API}/package/reject`, rejected);
    renderAt('/package');
    await user.click(await screen.findByRole('radio', { name: 'Reject the package' }));
    await user.click(screen.getByRole('checkbox', { name: 'Another reason' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await summaryMessages()).toEqual(['Enter your other reason in the comments']);
    await user.type(screen.getByRole('textbox', { name: /Additional comments/ }), 'I am joining the army.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm my reply' }));
    expect(await screen.findByText('Offer rejected')).toBeInTheDocument();
    expect(api().requested('POST', `${API}/package/reject`).map((request) => request.body)).toEqual([{ reasons: ['OTHER'], comments: 'I am joining the army.' }]);
  });

  it("shows a lapsed offer with the spec's message and no form, in Chinese too", async () => {
    api().on(`GET ${API}/progress`, progress({ package: { ...progress().package!, status: 'LAPSED' }, actions: { ...progress().actions, reply: { allowed: false, reason: 'AID_OFFER_LAPSED' } } }));
    renderAt('/package');
    expect(await screen.findByText('Offer has lapsed. Please contact Office of Financial Aid for further assistance.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByText('此资助已失效。如需协助，请联系经济资助办公室。')).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
  });
});

describe('appeal or request for review', () => {
  it('uploads a document, then sends the appeal and confirms', async () => {
    const user = userEvent.setup();
    api()
      .on(`GET ${API}/progress`, progress({ status: 'UNSUCCESSFUL', package: null }))
      .on(`GET ${API}/appeal/documents`, [])
      .on(`POST ${API}/appeal`, { status: 201, body: {} });
    renderAt('/appeal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Financial Aid Appeal / Request for Review' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Upload a document' })).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await summaryMessages()).toEqual(['Choose whether you are appealing or requesting a review', 'Enter the reasons for your appeal or request for review']);
    await user.click(screen.getByRole('radio', { name: 'Appeal against the outcome' }));
    await user.type(screen.getByRole('textbox', { name: /Your reasons/ }), 'My father was retrenched in May.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Appeal submitted')).toBeInTheDocument();
    expect(api().requested('POST', `${API}/appeal`).map((request) => request.body)).toEqual([{ kind: 'APPEAL', reason: 'My father was retrenched in May.' }]);
  });

  it("says why a second appeal is refused (the spec's message)", async () => {
    api().on(`GET ${API}/progress`, progress({ actions: { ...progress().actions, appeal: { allowed: false, reason: 'AID_APPEAL_PROCESSED' } } }));
    renderAt('/appeal');
    expect(await screen.findByText('You cannot submit another appeal as your current appeal has been processed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});

describe('update, requested documents and withdrawal', () => {
  it('sends an update with the new household figures and shows the per-capita income', async () => {
    const user = userEvent.setup();
    api().on(`GET ${API}/progress`, progress()).on(`GET ${API}/update/documents`, []).on(`POST ${API}/update`, { status: 201, body: {} });
    renderAt('/update');
    await user.click(await screen.findByRole('checkbox', { name: 'Loss of employment' }));
    await user.type(screen.getByRole('textbox', { name: /Describe the changes/ }), 'My mother lost her job.');
    await user.type(screen.getByRole('textbox', { name: /Number of people in your household/ }), '4');
    await user.type(screen.getByRole('textbox', { name: /Gross monthly household income/ }), '3600');
    expect(screen.getByText(/Per capita income: SGD\s900\.00 a month/)).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Submit update' }));
    expect(await screen.findByText('Update submitted')).toBeInTheDocument();
    expect(api().requested('POST', `${API}/update`)[0]!.body).toEqual({ changeKinds: ['EMPLOYMENT_LOSS'], description: 'My mother lost her job.', householdSize: '4', householdMonthlyIncome: '3600' });
  });

  it('shows the request for documents and sends them', async () => {
    const user = userEvent.setup();
    api()
      .on(`GET ${API}/progress`, progress())
      .on(`GET ${API}/document-request`, { id: 'r1', documentTypes: ['INCOME_PROOF', 'CPF_STATEMENT'], message: 'Please send your payslips.', dueOn: '2027-06-20', status: 'OPEN', requestedAt: '2027-06-01T00:00:00.000Z', fulfilledAt: null, applicantNote: null, documents: [] })
      .on(`GET ${API}/document-request/documents`, [{ id: 'd1', section: 'request', documentType: 'INCOME_PROOF', fileName: 'payslip.pdf', mediaType: 'application/pdf', sizeBytes: 2048, scanStatus: 'CLEAN', uploadedAt: '2027-06-02T00:00:00.000Z' }])
      .on(`POST ${API}/document-request/submit`, progress());
    renderAt('/documents');
    expect(await screen.findByText('Please send your payslips.')).toBeInTheDocument();
    expect(screen.getByText('Proof of income, CPF statement')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /payslip\.pdf/ })).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Send documents' }));
    expect(await screen.findByText('Documents sent')).toBeInTheDocument();
  });

  it('says when no documents were asked for', async () => {
    api().on(`GET ${API}/progress`, progress()).on(`GET ${API}/document-request`, { status: 404, body: { errors: [{ code: 'AID_NO_DOCUMENT_REQUEST', message: '' }] } });
    renderAt('/documents');
    expect(await screen.findByText('The Office of Financial Aid has not asked you for any documents.')).toBeInTheDocument();
  });

  it('withdraws only with the final confirmation ticked', async () => {
    const user = userEvent.setup();
    api().on(`GET ${API}/progress`, progress()).on(`POST ${API}/withdraw`, progress({ status: 'WITHDRAWN' }));
    renderAt('/withdraw');
    const warning = await screen.findByText(/A withdrawal is final/);
    expect(within(warning.closest('.pt-notification-banner') as HTMLElement).getByText(/you cannot apply for financial aid again this academic year/)).toBeInTheDocument();
    expect(await axe(document.body, WCAG)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    expect(await summaryMessages()).toEqual(['Confirm that you understand a withdrawal is final']);
    expect(api().requested('POST', `${API}/withdraw`)).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /I understand that withdrawing is final/ }));
    await user.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    expect(await screen.findByText('Application withdrawn')).toBeInTheDocument();
    expect(api().requested('POST', `${API}/withdraw`)[0]!.body).toEqual({ reason: '', confirm: true });
  });
});
