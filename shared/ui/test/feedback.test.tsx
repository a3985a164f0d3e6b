import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/contracts/messages';
import { ErrorPanel } from '../src/ErrorPanel';
import { LoadingSpinner } from '../src/LoadingSpinner';
import { NotificationBanner } from '../src/NotificationBanner';
import { PageHeading } from '../src/PageHeading';
import { Panel } from '../src/Panel';
import { StatusTag, statusLabel } from '../src/StatusTag';

describe('StatusTag', () => {
  it.each([
    ['DRAFT', 'Draft', 'pt-tag--grey'],
    ['SUBMITTED', 'Submitted', 'pt-tag--blue'],
    ['UNDER_REVIEW', 'Under review', 'pt-tag--blue'],
    ['OFFERED', 'Offered', 'pt-tag--green'],
    ['UNSUCCESSFUL', 'Unsuccessful', 'pt-tag--red'],
    ['WITHDRAWN', 'Withdrawn', 'pt-tag--grey'],
    ['AWARDED', 'Awarded', 'pt-tag--green'],
    ['UNPAID', 'Not paid', 'pt-tag--yellow'],
    ['RECEIVED', 'Received', 'pt-tag--green'],
    ['WAIVED', 'Waived', 'pt-tag--grey'],
    ['SHORTLISTED', 'Shortlisted', 'pt-tag--blue'],
    ['ADDITIONAL_DOCUMENTS_REQUIRED', 'Documents required', 'pt-tag--yellow'],
    ['APPEAL', 'Under appeal', 'pt-tag--blue'],
  ])('shows %s as "%s"', (status, label, colour) => {
    render(<StatusTag status={status} />);
    expect(screen.getByText(label)).toHaveClass('pt-tag', colour);
  });

  it('turns an unknown code into words and allows overrides', () => {
    expect(statusLabel('OFFER_LAPSED')).toBe('Offer lapsed');
    render(<StatusTag status="RECEIVED" label="Paid" />);
    expect(screen.getByText('Paid')).toHaveClass('pt-tag--green');
  });
});

describe('ErrorPanel', () => {
  it('explains the failure and retries on "Try again"', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorPanel title="Payments is not available right now" onRetry={onRetry} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('Payments is not available right now');
    expect(panel).toHaveTextContent(MESSAGES.REMOTE_UNAVAILABLE);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes its message as children too', () => {
    render(<ErrorPanel>We could not load your fees.</ErrorPanel>);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your fees.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('feedback components', () => {
  it('NotificationBanner is a labelled region, or an alert, and can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    const { rerender } = render(<NotificationBanner>Applications open on 15 January.</NotificationBanner>);
    expect(screen.getByRole('region', { name: 'Important' })).toHaveTextContent('Applications open on 15 January.');
    rerender(
      <NotificationBanner variant="success" alert onDismiss={onDismiss}>
        Your PIN has been reset.
      </NotificationBanner>,
    );
    expect(screen.getByRole('alert', { name: 'Success' })).toHaveClass('pt-notification-banner--success');
    await user.click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('LoadingSpinner has an accessible label', () => {
    render(<LoadingSpinner label="Loading your applications" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your applications');
  });

  it('PageHeading keeps the caption out of the heading name; Panel titles the confirmation', () => {
    render(
      <>
        <PageHeading caption="Financial aid">Financial aid calculator</PageHeading>
        <Panel title="Application submitted" headingLevel={2}>
          Your reference is <strong>A24000001</strong>
        </Panel>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Financial aid calculator' })).toBeInTheDocument();
    expect(screen.getByText('Financial aid')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Application submitted' })).toBeInTheDocument();
  });
});
