/**
 * On a submitted scholarship application's page: the award's screens as each becomes available —
 * the outcome once released, the Letter of Acceptance & Undertaking once the offer is accepted, the
 * sureties once the letter is accepted. Nothing before release (the outcome answers 404 until then).
 */
import type { ApplicantScholarshipOutcome } from '@portal/contracts/scholarship/award';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link } from '@portal/router';
import { TitledSection } from '@portal/ui/TitledSection';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

export function AwardLinks({ id }: { id: string }) {
  const text = scholarshipText.useText();
  const outcome = useApiQuery<ApplicantScholarshipOutcome>(`${paths.api(id)}/outcome`);
  if (outcome.status !== 'success' || !outcome.data) return null;
  const offer = outcome.data.offer;
  const links = [
    { to: paths.outcome(id), label: offer?.state === 'AWAITING_REPLY' ? text('award.reply') : text('award.outcome') },
    ...(offer?.state === 'ACCEPTED' ? [{ to: paths.undertaking(id), label: text('award.undertaking') }] : []),
    ...(offer?.state === 'ACCEPTED' && offer.undertakingAccepted ? [{ to: paths.sureties(id), label: text('award.sureties') }] : []),
  ];
  return (
    <TitledSection id="award-links" title={text('award.heading')} landmark="nav">
      <ul className="pt-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
