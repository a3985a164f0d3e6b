import { useEffect } from 'react';
import { Outlet, useSameUrlReloadKey } from '@portal/router';
import { applicationChoiceStore } from '@portal/http/application-choice';
import { preloadRemotes } from '../federation/remotes';
import { ApplicantMenu } from './ApplicantMenu';
import { APPLICANT_REMOTES } from './menus';

/** The applicant area: who is signed in, the menus, and the current screen. */
export function ApplicantLayout() {
  const reloadKey = useSameUrlReloadKey();
  // Which application the menus follow: asked once per visit to the applicant area (remotes refresh it when they start or delete one).
  useEffect(() => void applicationChoiceStore.getState().refresh(), []);
  // The applicant will open these menus next; fetch their code while they read the dashboard.
  useEffect(() => preloadRemotes(APPLICANT_REMOTES.map((r) => r.remote)), []);
  return (
    <div className="pt-applicant">
      <ApplicantMenu />
      <div className="pt-applicant__content" key={reloadKey}>
        <Outlet />
      </div>
    </div>
  );
}
