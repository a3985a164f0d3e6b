import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/contracts/messages';
import { ErrorPanel } from '../src/ErrorPanel';
import { LoadingSpinner } from '../src/LoadingSpinner';
import { NotificationBanner } from '../src/NotificationBanner';
import { PageHeading } from '../src/PageHeading';
import { Panel } from '../src/Panel';
import { StatusTag } from '../src/StatusTag';

describe('StatusTag', () => {
  it.each([
    ['DRAFT', 'pt-tag--grey'],
    ['SUBMITTED', 'pt-tag--blue'],
    ['OFFERED', 'pt-tag--green'],
    ['UNSUCCESSFUL', 'pt-tag--red'],
    ['UNPAID', 'pt-tag--yellow'],
    ['ADDITIONAL_DOCUMENTS_REQUIRED', 'pt-tag--yellow'],
  ])('colours %s by its meaning and shows the words it is given', (status, colour) => {
    render(<StatusTag status={status} label="The state's words" />);
    const tag = screen.getByText("The state's words");
    expect(tag).toHaveClass('pt-tag', colour);
    expect(tag).toHaveAttribute('data-status', status);
  });

  it('is grey for a code it has no colour for (never an object’s inherited name)', () => {
    render(
      <>
        <StatusTag status="OFFER_LAPSED" label="Lapsed" />
        <StatusTag status="constructor" label="Odd" />
      </>,
    );
    expect(screen.getByText('Lapsed')).toHaveClass('pt-tag--grey');
    expect(screen.getByText('Odd')).toHaveClass('pt-tag--grey');
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
