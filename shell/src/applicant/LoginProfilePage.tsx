/**
 * Login profile: the social accounts the signed-in applicant can sign in with. Linking goes to the
 * provider and back here (the API links the account that signed in there to this applicant, never
 * one already linked to someone else); unlinking takes effect at once.
 */
import { useState } from 'react';
import type { MessageCode } from '@portal/contracts/messages';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageRef, useMessageText } from '@portal/i18n/messages';
import { useSearchParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications } from '@portal/ui/report-errors';
import { SummaryList } from '@portal/ui/SummaryList';
import { VisuallyHidden } from '@portal/ui/VisuallyHidden';
import { applicantText } from './applicant-text';

export const LOGIN_PROFILE_PATH = '/applicant/login-profile';

interface LoginProfile {
  providers: Array<{ id: string; name: string; linked: boolean; email?: string }>;
  canLink: boolean;
}

/** Errors the API sends back here after linking at the provider. */
const LINK_ERRORS: ReadonlySet<string> = new Set<MessageCode>(['SOCIAL_LINK_TAKEN', 'SOCIAL_SIGN_IN_DENIED', 'SOCIAL_SIGN_IN_FAILED', 'SOCIAL_SIGN_IN_EXPIRED']);

export function LoginProfilePage() {
  const text = applicantText.useText();
  const messageText = useMessageText();
  const [params] = useSearchParams();
  const profile = useApiQuery<LoginProfile>('/applicant/login-profile');
  const [busy, setBusy] = useState(false);
  usePageTitle(text('loginProfile.title'));
  const error = params.get('error');
  const linkError = error && LINK_ERRORS.has(error) ? (error as MessageCode) : null;
  const linked = params.get('linked');

  const link = async (id: string) => {
    clearNotifications();
    setBusy(true);
    try {
      const { data } = await http.post<{ location: string }>(`/applicant/login-profile/${encodeURIComponent(id)}/link`);
      // A full-page navigation: the provider's own sign-in page, then back here.
      window.location.assign(data.location);
    } catch (caught) {
      notificationStore.getState().showErrors(apiErrorsOf(caught));
      setBusy(false);
    }
  };
  const unlink = async (id: string) => {
    clearNotifications();
    setBusy(true);
    try {
      await http.delete(`/applicant/login-profile/${encodeURIComponent(id)}`);
      profile.reload();
    } catch (caught) {
      notificationStore.getState().showErrors(apiErrorsOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading>{text('loginProfile.title')}</PageHeading>
      {linkError && (
        <NotificationBanner variant="error" title={text('loginProfile.notLinked')}>
          <p className="pt-body">{messageText(messageRef(linkError))}</p>
        </NotificationBanner>
      )}
      <p className="pt-body">{text('loginProfile.intro')}</p>
      <QueryResult query={profile} what={text('loginProfile.what')}>
        {(data) =>
          data.providers.length === 0 ? (
            <p className="pt-body">{text('loginProfile.none')}</p>
          ) : (
            <>
              {linked && data.providers.some((provider) => provider.id === linked && provider.linked) && (
                <NotificationBanner variant="success" title={text('loginProfile.linkedTitle')}>
                  <p className="pt-body">{text('loginProfile.linkedBody', { provider: data.providers.find((provider) => provider.id === linked)!.name })}</p>
                </NotificationBanner>
              )}
              <SummaryList
                rows={data.providers.map((provider) => ({
                  id: provider.id,
                  key: provider.name,
                  value: provider.linked ? text('loginProfile.linked', { email: provider.email ?? '' }).trim() : text('loginProfile.notLinkedYet'),
                  actions: provider.linked ? (
                    <Button variant="secondary" disabled={busy} onClick={() => void unlink(provider.id)}>
                      {text('loginProfile.unlink')}
                      <VisuallyHidden> {provider.name}</VisuallyHidden>
                    </Button>
                  ) : data.canLink ? (
                    <Button variant="secondary" disabled={busy} onClick={() => void link(provider.id)}>
                      {text('loginProfile.link')}
                      <VisuallyHidden> {provider.name}</VisuallyHidden>
                    </Button>
                  ) : null,
                }))}
              />
              {!data.canLink && <p className="pt-body">{messageText(messageRef('SOCIAL_LINK_NO_PROFILE'))}</p>}
            </>
          )
        }
      </QueryResult>
    </>
  );
}
