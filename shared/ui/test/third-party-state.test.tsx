/**
 * The office's view of a third party asked to confirm by an e-mailed link (console/ThirdPartyState):
 * the state as a tag (a link out past its expiry shows as expired), who they are, the dates, the name
 * they signed with, and the kind's own rows.
 */
import { render, screen } from '@testing-library/react';
import { ThirdPartyState, shownState, type ThirdPartyStateWords } from '../src/console/ThirdPartyState';

type Status = 'INVITED' | 'CONFIRMED';
const WORDS: ThirdPartyStateWords<Status> = {
  name: 'Name',
  email: 'E-mail',
  status: 'Status',
  statuses: (status) => ({ NONE: 'Not named', INVITED: 'Link sent', EXPIRED: 'Link expired', CONFIRMED: 'Confirmed' })[status],
  invited: 'Link sent on',
  linkExpires: 'Link works until',
  confirmed: 'Confirmed on',
  signedAs: 'Signed as',
};
const NOW = new Date('2026-03-10T00:00:00Z');
const invited = { status: 'INVITED' as const, name: 'TAN AH KOW', email: 'tan@example.com', invitedAt: '2026-03-01T02:00:00Z', linkExpiresAt: '2026-03-15T02:00:00Z', confirmedAt: null };

const value = (key: string) => screen.getByText(key, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ThirdPartyState', () => {
  it('shows an invited party with the link and its expiry', () => {
    render(<ThirdPartyState party={invited} words={WORDS} now={NOW} rows={[{ id: 'id', key: 'Identification', value: 'NRIC S7012345A' }]} />);
    expect(value('Status')).toBe('Link sent');
    expect(value('Name')).toBe('TAN AH KOW');
    expect(value('E-mail')).toBe('tan@example.com');
    expect(screen.getByText('Link works until', { selector: 'dt' })).toBeInTheDocument();
    expect(value('Identification')).toBe('NRIC S7012345A');
    expect(screen.queryByText('Confirmed on')).not.toBeInTheDocument();
  });

  it('shows a link out past its expiry as expired, and a confirmed party with the name they signed', () => {
    expect(shownState(invited, new Date('2026-03-15T02:00:00Z'))).toBe('EXPIRED');
    expect(shownState({ status: null, linkExpiresAt: null })).toBe('NONE');
    const { unmount } = render(<ThirdPartyState party={invited} words={WORDS} now={new Date('2026-03-16T00:00:00Z')} />);
    expect(value('Status')).toBe('Link expired');
    unmount();
    render(<ThirdPartyState party={{ ...invited, status: 'CONFIRMED', linkExpiresAt: null, confirmedAt: '2026-03-02T02:00:00Z', signatureName: 'Tan Ah Kow' }} words={WORDS} now={NOW} />);
    expect(value('Status')).toBe('Confirmed');
    expect(value('Signed as')).toBe('Tan Ah Kow');
    expect(screen.getByText('Confirmed on', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Link works until')).not.toBeInTheDocument();
  });
});
