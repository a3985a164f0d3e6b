/**
 * What Payment Details shows about entrance exams: after registering (the navigation's state) that
 * the exam's fee is now among the fees, and always the way to Entrance Exam Payment.
 */
import { examName } from '@portal/contracts/entrance-exams';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigationState } from '@portal/mount/hydration';
import { Link } from '@portal/router';
import { formatMoney } from '@portal/ui/format';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { paymentText } from '../payment-text';
import { EXAMS_PATH } from './paths';

/** Both names travel, so the banner follows a language switch. */
export interface RegisteredNotice {
  nameEn: string;
  nameZh: string;
  amountCents: number;
}

export function RegisteredBanner() {
  const text = paymentText.useText();
  const language = useLanguage();
  const notice = useNavigationState<{ examRegistered?: RegisteredNotice }>()?.examRegistered;
  if (!notice) return null;
  return (
    <NotificationBanner variant="success" focusOnMount>
      <p className="pt-body">{text('entranceExams.registeredBanner', { name: examName(notice, language), amount: formatMoney(notice.amountCents) })}</p>
    </NotificationBanner>
  );
}

export function EntranceExamsLink() {
  const text = paymentText.useText();
  return (
    <p className="pt-body">
      <Link to={EXAMS_PATH} className="pt-link">
        {text('entranceExams.link')}
      </Link>
    </p>
  );
}
