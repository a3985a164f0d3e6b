import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { saveLoginContext } from '@portal/http/login-context';
import { sessionStore } from '@portal/http/session';
import { RequireAuth } from '../src/applicant/RequireAuth';

function ShowLocation() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/applicant/*" element={<RequireAuth><p>applicant area</p></RequireAuth>} />
        <Route path="*" element={<ShowLocation />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  beforeEach(() => localStorage.clear());

  it('shows the area to a signed-in applicant', () => {
    sessionStore.setState({ status: 'authenticated' });
    renderAt('/applicant/payment');
    expect(screen.getByText('applicant area')).toBeInTheDocument();
  });

  it('sends anyone else to the login variant they last used, remembering where they were going', () => {
    sessionStore.setState({ status: 'anonymous' });
    saveLoginContext({ system: 'ADM', subCategory: 'SM2' });
    renderAt('/applicant/payment?x=1');
    expect(screen.getByText('at /sm2Login?sid=ADM&subid=SM2&returnTo=%2Fapplicant%2Fpayment%3Fx%3D1')).toBeInTheDocument();
  });

  it('uses the default admissions login when nothing was saved', () => {
    sessionStore.setState({ status: 'anonymous' });
    renderAt('/applicant');
    expect(screen.getByText(/^at \/login\?sid=ADM&subid=ADM&returnTo=%2Fapplicant$/)).toBeInTheDocument();
  });
});
