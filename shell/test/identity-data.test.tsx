/**
 * The identity-data screen (/singpass): without a recent national-identity authentication it offers
 * the retrieval (a link that starts it at the API and comes back here); with one it shows what the
 * service released in the reader's language and fills the application only with consent, sending
 * nothing but the consent. Both languages, without accessibility violations.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { IdentityDataResponse } from '@portal/contracts/identity-data';
import { changeLanguage } from '@portal/i18n/i18n';
import { IdentityDataPage } from '../src/identity-data/IdentityDataPage';

expect.extend(toHaveNoViolations);

const DATA: IdentityDataResponse = {
  retrievedAt: '2026-03-01T09:00:00.000Z',
  application: { applicationNumber: '27100005', fillable: true },
  person: {
    nric: 'T0812345J',
    name: 'NUR AISYAH BINTE RAHMAN',
    sex: { code: 'F', desc: 'FEMALE' },
    race: { code: 'MY', desc: 'MALAY' },
    nationality: { code: 'SG', desc: 'SINGAPORE CITIZEN' },
    dateOfBirth: '2008-03-14',
    residentialStatus: { code: 'C', desc: 'CITIZEN' },
    registeredAddress: { block: '456', building: '', floor: '10', unit: '456', street: 'TAMPINES STREET 42', postal: '520456', country: 'SG' },
    mobile: { countryCode: '65', number: '91112222' },
    email: 'aisyah.rahman@example.com',
    maritalStatus: { code: '1', desc: 'SINGLE' },
  },
};

let mockQuery: { status: string; data?: IdentityDataResponse; errors?: Array<{ code: string; message: string }> };
jest.mock('@portal/http/use-api-query', () => ({
  useApiQuery: () => ({ ...mockQuery, reload: () => undefined }),
}));
const mockPost = jest.fn();
jest.mock('@portal/http/client', () => ({
  ...jest.requireActual('@portal/http/client'),
  http: { post: (...args: unknown[]) => mockPost(...args) },
}));

afterEach(() => {
  mockPost.mockReset();
  return changeLanguage('en-GB');
});

function renderScreen(query = '') {
  return render(
    <MemoryRouter initialEntries={[`/singpass${query}`]}>
      <main>
        <Routes>
          <Route path="/singpass" element={<IdentityDataPage />} />
          <Route path="/applicant/admission/applications/:number/sections/personalParticulars" element={<h1>Personal Particulars</h1>} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('the identity-data screen', () => {
  it('offers the retrieval without a recent national-identity authentication', async () => {
    mockQuery = { status: 'error', errors: [{ code: 'IDENTITY_RECENT_SIGN_IN_REQUIRED', message: '' }] };
    const { container } = renderScreen();
    const link = await screen.findByRole('link', { name: 'Retrieve with national identity' });
    const href = new URL(link.getAttribute('href')!, 'http://portal.test');
    expect(href.pathname).toBe('/api/auth/oidc/national-identity/start');
    expect(href.searchParams.get('purpose')).toBe('identity-data');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says why a retrieval came back unfinished, e.g. another person signed in at the service', async () => {
    mockQuery = { status: 'error', errors: [{ code: 'IDENTITY_RECENT_SIGN_IN_REQUIRED', message: '' }] };
    renderScreen('?error=IDENTITY_OTHER_PERSON');
    expect(await screen.findByText(/for a different person from the applicant signed in/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your data was not retrieved');
  });

  it('shows the released data in English and fills the application only with consent', async () => {
    mockQuery = { status: 'success', data: DATA };
    mockPost.mockResolvedValue({ data: { applicationNumber: '27100005', verified: ['fullName'] } });
    const { container } = renderScreen();
    const user = userEvent.setup();
    expect(await screen.findByText('NUR AISYAH BINTE RAHMAN')).toBeInTheDocument();
    for (const shown of ['T0812345J', 'Female', 'Malay', 'Singapore', '14/03/2008', 'Singapore citizen', 'BLK 456 TAMPINES STREET 42, #10-456, SINGAPORE 520456', '+65 91112222', 'Single']) {
      expect(screen.getByText(shown)).toBeInTheDocument();
    }
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Fill in my application' }));
    expect(await screen.findAllByText(/Confirm that your data from the national identity service may be used/)).not.toHaveLength(0);
    expect(mockPost).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /I agree that my data from the national identity service is used/ }));
    await user.click(screen.getByRole('button', { name: 'Fill in my application' }));
    expect(await screen.findByRole('heading', { name: 'Personal Particulars' })).toBeInTheDocument();
    expect(mockPost).toHaveBeenCalledWith('/applicant/identity-data/fill', { consent: true });
  });

  it('reads in Chinese', async () => {
    mockQuery = { status: 'success', data: DATA };
    const { container } = renderScreen();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: /从国家身份认证服务提取您的资料/ })).toBeInTheDocument();
    for (const shown of ['女', '马来族', '新加坡', '新加坡公民', '未婚']) expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '填写我的申请' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has nothing to fill without a draft, and says so for a submitted application', async () => {
    mockQuery = { status: 'success', data: { ...DATA, application: null } };
    const { unmount } = renderScreen();
    expect(await screen.findByRole('link', { name: 'Start an application' })).toHaveAttribute('href', '/applicant/admission/apply');
    unmount();
    mockQuery = { status: 'success', data: { ...DATA, application: { applicationNumber: '24000001', fillable: false } } };
    renderScreen();
    expect(await screen.findByText('Application 24000001 has been submitted, so it can no longer be filled in.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
