import { act, render, screen, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApplicationAnswers } from '@portal/contracts/admission/summary/types';
import { http } from '@portal/http/client';
import { changeLanguage } from '@portal/i18n/i18n';
import { CheckAnswersPage } from '../src/form/CheckAnswersPage';
import { admissionForm, WCAG } from './helpers/section-page';

expect.extend(toHaveNoViolations);

const form = {
  ...admissionForm('PERMANENT_RESIDENT'),
  sections: [
    { id: 'applyAs' as const, state: 'COMPLETED' as const },
    { id: 'choiceOfStudy' as const, state: 'COMPLETED' as const },
    { id: 'personalParticulars' as const, state: 'IN_PROGRESS' as const },
  ],
};

const answers: ApplicationAnswers = {
  sections: [
    { id: 'choiceOfStudy', state: 'COMPLETED', data: { choices: [{ programme: 'MUS', major: '' }, { programme: 'BIZ', major: 'FIN' }] } },
    { id: 'personalParticulars', state: 'IN_PROGRESS', data: { fullName: 'TAN MEI LING', nationality: 'MY', email: 'mei.ling@example.com' }, verified: ['fullName'] },
    { id: 'healthSupport', state: 'COMPLETED', data: { hasCondition: false, conditions: [], hasConviction: false, convictionDetails: '' } },
    {
      id: 'referees',
      state: 'COMPLETED',
      data: { referees: [{ name: 'LIM SIEW HUA', position: 'Head of Music', organisation: 'RJC', relationship: 'TEACHER', email: 'lim@rjc.edu.sg', phone: { countryCode: '65', number: '62345678' } }] },
    },
  ],
  documents: [
    {
      id: 'd1',
      section: 'documents',
      documentType: 'IDENTITY_NRIC',
      fileName: 'nric.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 1000,
      scanStatus: 'CLEAN',
      uploadedAt: '2026-11-20T02:00:00.000Z',
    },
  ],
};

const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: '', headers: {}, config: {} as never });

function serveApplication() {
  return jest.spyOn(http, 'get').mockImplementation((path: string) => {
    if (path === '/admission/applications/26000042/form') return answer(form) as never;
    if (path === '/admission/applications/26000042/answers') return answer(answers) as never;
    return Promise.reject(new Error(`unexpected ${path}`)) as never;
  });
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/applications/26000042/check']}>
      <Routes>
        <Route path="applications/:applicationNumber/check" element={<CheckAnswersPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const sectionNamed = (name: string) => screen.findByRole('region', { name });

afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en-GB');
});

describe('Check your answers', () => {
  it('shows each section with its answers worded, records under sub-headings, and a Change link naming the section', async () => {
    const get = serveApplication();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: /Check your answers/ })).toBeInTheDocument();

    const choice = await sectionNamed('Choice of study');
    expect(within(choice).getByText('Choice 2')).toBeInTheDocument();
    expect(within(choice).getByText('Business Administration, preferred major: Finance')).toBeInTheDocument();
    expect(within(choice).getByRole('link', { name: 'Change Choice of study' })).toHaveAttribute('href', '/applications/26000042/sections/choiceOfStudy');

    const applyAs = await sectionNamed('Apply with / as');
    expect(within(applyAs).getByText('Singapore permanent resident')).toBeInTheDocument();
    expect(within(applyAs).getByRole('link', { name: 'Change Apply with / as' })).toHaveAttribute('href', '/applications/26000042/category');

    const referees = await sectionNamed('Referee nomination');
    expect(within(referees).getByRole('heading', { level: 3, name: 'Referee 1' })).toBeInTheDocument();
    expect(within(referees).getByText('Teacher')).toBeInTheDocument();

    const documents = await sectionNamed('Document upload');
    expect(within(documents).getByText('NRIC (both sides)')).toBeInTheDocument();
    expect(within(documents).getByText('nric.pdf')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/admission/applications/26000042/answers');
  });

  it('flags sections not completed with their state, and says when a section has no answers yet', async () => {
    serveApplication();
    renderPage();
    const particulars = await sectionNamed('Personal particulars');
    expect(within(particulars).getByText('In progress')).toBeInTheDocument();
    expect(within(particulars).getByText('This section is not completed yet.')).toBeInTheDocument();
    expect(within(particulars).getByText('Malaysia')).toBeInTheDocument();
    // The answer the national identity service verified says so; the others do not.
    expect(within(particulars).getAllByText('Verified by national identity')).toHaveLength(1);
    expect(within(particulars).getByText('TAN MEI LING').closest('dd')).toHaveTextContent('TAN MEI LING Verified by national identity');

    const statement = await sectionNamed('Personal statement');
    expect(within(statement).getByText('Not started')).toBeInTheDocument();
    expect(within(statement).getByText('No answers yet.')).toBeInTheDocument();

    // Hidden follow-ups stay hidden: "No" to a conviction shows no details row.
    const health = await sectionNamed('Health and support');
    expect(within(health).queryByText('Details of the conviction')).not.toBeInTheDocument();
    expect(within(health).queryByText('Completed')).not.toBeInTheDocument();
  });

  it('reads in Chinese after the language is switched', async () => {
    serveApplication();
    await act(() => changeLanguage('zh-Hans'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: /核对您的回答/ })).toBeInTheDocument();
    const choice = await sectionNamed('专业志愿');
    expect(within(choice).getByText('工商管理（首选主修方向：金融）')).toBeInTheDocument();
    expect(within(choice).getByRole('link', { name: '修改 “专业志愿”' })).toBeInTheDocument();
    expect(within(await sectionNamed('个人资料')).getByText('填写中')).toBeInTheDocument();
    expect(within(await sectionNamed('个人资料')).getByText('已经国家身份认证核实')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    serveApplication();
    const { container } = renderPage();
    await sectionNamed('Document upload');
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
