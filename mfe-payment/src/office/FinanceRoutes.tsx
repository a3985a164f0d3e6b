import { Suspense, type ComponentType } from 'react';
import { lazyNamedPage } from '@portal/mount/lazy-page';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { paymentOfficeText } from './office-text';

/** A console page in its own chunk, named (the import's webpackChunkName) for a page the server draws to preload it (lazy-page.tsx). */
const page = (group: string, load: () => Promise<Record<string, ComponentType>>, name: string) => lazyNamedPage(group, load, name);

const FeesListPage = page('payment-office-fees-list', () => import(/* webpackChunkName: "payment-office-fees-list" */ './FeesListPage'), 'FeesListPage');
const FeeRecordPage = page('payment-office-fee-record', () => import(/* webpackChunkName: "payment-office-fee-record" */ './FeeRecordPage'), 'FeeRecordPage');
const OfflinePaymentPage = page('payment-office-offline-payment', () => import(/* webpackChunkName: "payment-office-offline-payment" */ './OfflinePaymentPage'), 'OfflinePaymentPage');
const AnomaliesPage = page('payment-office-anomalies', () => import(/* webpackChunkName: "payment-office-anomalies" */ './AnomaliesPage'), 'AnomaliesPage');
const FinanceDashboardPage = page('payment-office-dashboard', () => import(/* webpackChunkName: "payment-office-dashboard" */ './dashboard/FinanceDashboardPage'), 'FinanceDashboardPage');
const WaiveFeePage = page('payment-office-waive-fee', () => import(/* webpackChunkName: "payment-office-waive-fee" */ './WaiveFeePage'), 'WaiveFeePage');

/** Routes under /office/payment (the shell's staff guard and layout are around them). */
export function FinanceRoutes() {
  const text = paymentOfficeText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('console.loadingWhat')} />}>
      <Routes>
        <Route index element={<FeesListPage />} />
        <Route path="fees/:feeId" element={<FeeRecordPage />} />
        <Route path="fees/:feeId/offline-payment" element={<OfflinePaymentPage />} />
        <Route path="fees/:feeId/waive" element={<WaiveFeePage />} />
        <Route path="anomalies" element={<AnomaliesPage />} />
        <Route path="dashboard" element={<FinanceDashboardPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
