/**
 * Your data (issue 38, PDPA access): what the portal holds about the signed-in person, in plain
 * words and counted, and **Download my data** — a ZIP of every application, document, timeline,
 * the account, payments and e-mails, with a README in the page's language. Asking for a download
 * is a POST with the anti-forgery token (so no other site can spend the hour's few downloads); the
 * browser then opens the address it answers, and saves the ZIP as it streams in, leaving this page
 * where it is.
 */
import { useState } from 'react';
import { MY_DATA_ROUTES, type MyDataDownloadRecord, type MyDataDownloadStart, type MyDataOverview } from '@portal/contracts/my-data';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { formatDateTime } from '@portal/ui/format';
import { Hint } from '@portal/ui/Hint';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications } from '@portal/ui/report-errors';
import { SummaryList } from '@portal/ui/SummaryList';
import { Table } from '@portal/ui/Table';
import { TitledSection } from '@portal/ui/TitledSection';
import { applicantText } from './applicant-text';

export const MY_DATA_PATH = '/applicant/my-data';

type Text = ReturnType<typeof applicantText.useText>;

/** Opens the ZIP's address: the browser downloads an attachment without leaving the page (an object, so a unit test can watch it). */
export const downloads = { open: (href: string) => window.location.assign(href) };

function resultOf(download: MyDataDownloadRecord, text: Text): string {
  if (download.completed) return text('myData.results.complete');
  if (download.finishedAt) return text('myData.results.brokenOff');
  return download.startedAt ? text('myData.results.inProgress') : text('myData.results.notStarted');
}

function Holdings({ holdings }: { holdings: MyDataOverview['holdings'] }) {
  const text = applicantText.useText();
  const rows = [
    {
      id: 'applications',
      key: text('myData.applications'),
      value: text('myData.applicationCounts', { admission: holdings.admissionApplications, scholarship: holdings.scholarshipApplications, aid: holdings.financialAidApplications }),
    },
    { id: 'documents', key: text('myData.documents'), value: String(holdings.documents) },
    { id: 'timeline', key: text('myData.timelineEvents'), value: String(holdings.timelineEvents) },
    { id: 'fees', key: text('myData.fees'), value: String(holdings.fees) },
    { id: 'payments', key: text('myData.payments'), value: String(holdings.payments) },
    { id: 'emails', key: text('myData.emails'), value: String(holdings.emails) },
    { id: 'sign-in', key: text('myData.signInMethods'), value: String(holdings.signInMethods) },
  ];
  return (
    <TitledSection id="my-data-holdings" title={text('myData.holdingsCaption')}>
      <SummaryList rows={rows} />
    </TitledSection>
  );
}

/**
 * The download's button, and how many more the hour allows. The page stays as it is after a download
 * starts (focus stays on the button); the count goes down by the downloads started here.
 */
function DownloadSection({ limit }: { limit: MyDataOverview['limit'] }) {
  const text = applicantText.useText();
  const [busy, setBusy] = useState(false);
  const [startedHere, setStartedHere] = useState(0);
  const hintId = 'my-data-download-hint';
  const download = async () => {
    clearNotifications();
    setBusy(true);
    try {
      const { data } = await http.post<MyDataDownloadStart>(MY_DATA_ROUTES.downloads);
      downloads.open(data.href);
      setStartedHere((count) => count + 1);
    } catch (caught) {
      notificationStore.getState().showErrors(apiErrorsOf(caught));
    } finally {
      setBusy(false);
    }
  };
  const remaining = Math.max(0, limit.remaining - startedHere);
  const noneLeft = remaining === 0;
  return (
    <TitledSection id="my-data-download" title={text('myData.downloadHeading')}>
      <p className="pt-body">{text('myData.downloadIntro')}</p>
      <ul className="pt-list pt-list--bullet">
        <li>{text('myData.contents.answers')}</li>
        <li>{text('myData.contents.documents')}</li>
        <li>{text('myData.contents.timeline')}</li>
        <li>{text('myData.contents.account')}</li>
        <li>{text('myData.contents.readme')}</li>
      </ul>
      <p className="pt-body">{text('myData.keepSafe')}</p>
      {startedHere > 0 && (
        <NotificationBanner variant="success" title={text('myData.download')}>
          <p className="pt-body">{text('myData.started')}</p>
        </NotificationBanner>
      )}
      <Hint id={hintId}>
        {noneLeft && limit.nextAt
          ? text('myData.noneLeft', { perHour: limit.perHour, at: formatDateTime(limit.nextAt) })
          : text('myData.remaining', { remaining })}
      </Hint>
      <Button aria-describedby={hintId} disabled={busy} onClick={() => void download()}>
        {text('myData.download')}
      </Button>
    </TitledSection>
  );
}

export function MyDataPage() {
  const text = applicantText.useText();
  const overview = useApiQuery<MyDataOverview>(MY_DATA_ROUTES.overview);
  usePageTitle(text('myData.title'));
  return (
    <>
      <PageHeading>{text('myData.title')}</PageHeading>
      <p className="pt-body">{text('myData.intro')}</p>
      <QueryResult query={overview} what={text('myData.what')}>
        {(data) => (
          <>
            <Holdings holdings={data.holdings} />
            <DownloadSection limit={data.limit} />
            {data.downloads.length > 0 && (
              <Table
                caption={text('myData.earlierCaption')}
                columns={[
                  { header: text('myData.askedAt'), cell: (download) => formatDateTime(download.requestedAt) },
                  { header: text('myData.result'), cell: (download) => resultOf(download, text) },
                ]}
                rows={data.downloads}
                rowKey={(download) => download.requestedAt}
              />
            )}
          </>
        )}
      </QueryResult>
    </>
  );
}
