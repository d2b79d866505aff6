import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@rednest/shared/event-bus';
import { EmptyState } from './empty-state';
import { ErrorPanel } from './error-panel';
import { Skeleton } from './skeleton';
import { ToastHost } from './toast-host';
import { clearToasts, toast } from './toast-store';

describe('Skeleton', () => {
  it('is a busy status with a readable label and hidden shapes', () => {
    render(<Skeleton height={56} lines={3} label="Loading hotels" />);
    const status = screen.getByRole('status', { name: 'Loading hotels' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });

  it('defaults its label to the UI language', () => {
    render(<Skeleton width="60%" height={20} />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows a heading, text and the next action', () => {
    render(
      <EmptyState title="No bookings yet" description="Your stays appear here" action={<button>Find a stay</button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByText('Your stays appear here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find a stay' })).toBeInTheDocument();
  });
});

describe('ErrorPanel', () => {
  it('is an alert with the message and a Retry button that works from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorPanel message="We could not load the FAQ." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the FAQ.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('takes a caller label and shows no button without onRetry', () => {
    const { rerender } = render(<ErrorPanel message="x" onRetry={() => undefined} retryLabel="Reload prices" />);
    expect(screen.getByRole('button', { name: 'Reload prices' })).toBeInTheDocument();
    rerender(<ErrorPanel message="Payment expired" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ToastHost and toast()', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    clearToasts();
  });
  afterEach(() => jest.useRealTimers());

  it('announces info politely and errors assertively, then hides them', () => {
    render(<ToastHost bus={null} />);
    act(() => {
      toast('Added to wishlist', 'success');
      toast('Payment failed', 'error');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Added to wishlist');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    act(() => jest.advanceTimersByTime(4_000));
    expect(screen.queryByText('Added to wishlist')).toBeNull();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.queryByText('Payment failed')).toBeNull();
  });

  it('can be dismissed with its button', () => {
    render(<ToastHost bus={null} />);
    act(() => void toast('Link copied'));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('shows toast.show.v1 events from the bus', () => {
    const bus = createEventBus();
    render(<ToastHost bus={bus} />);
    act(() => bus.publish('toast.show.v1', { kind: 'info', message: 'Dates updated', timeoutMs: 3000 }, 'mf_search'));
    expect(screen.getByText('Dates updated')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.queryByText('Dates updated')).toBeNull();
  });

  it('keeps at most three toasts', () => {
    render(<ToastHost bus={null} />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Toast ${n}`);
    });
    expect(screen.queryByText('Toast 1')).toBeNull();
    expect(screen.getByText('Toast 4')).toBeInTheDocument();
  });
});

describe('ToastHost when idle', () => {
  it('puts no status or alert on the page while there is nothing to announce', () => {
    clearToasts();
    render(<ToastHost bus={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
