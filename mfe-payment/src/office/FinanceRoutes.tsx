import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { paymentOfficeText } from './office-text';

/** A console page in its own chunk. */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) => lazy(async () => ({ default: (await load())[name]! }));

const FeesListPage = page(() => import('./FeesListPage'), 'FeesListPage');
const FeeRecordPage = page(() => import('./FeeRecordPage'), 'FeeRecordPage');
const OfflinePaymentPage = page(() => import('./OfflinePaymentPage'), 'OfflinePaymentPage');
const WaiveFeePage = page(() => import('./WaiveFeePage'), 'WaiveFeePage');

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
        <Route path="*" element={<Navigate to="." replace />} />
      </Routes>
    </Suspense>
  );
}
