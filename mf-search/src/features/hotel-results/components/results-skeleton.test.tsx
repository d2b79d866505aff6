import { screen } from '@testing-library/react';
import { renderWithShell } from '@rednest/shared/testing';
import { ResultsSkeleton } from './results-skeleton';

it('draws the spec §2 listing skeleton: search bar, 5 chips, banner strip, count and 2 cards', () => {
  renderWithShell(<ResultsSkeleton withSearchBar withBanners />);
  const skeleton = screen.getByRole('status', { name: 'Loading properties' });
  expect(skeleton).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByTestId('skeleton-chips').children).toHaveLength(5);
  expect(screen.getByTestId('skeleton-banner')).toBeInTheDocument();
  expect(screen.getAllByTestId('skeleton-card')).toHaveLength(2);
});

it('has no banner strip on the corporate site', () => {
  renderWithShell(<ResultsSkeleton withBanners={false} />);
  expect(screen.queryByTestId('skeleton-banner')).not.toBeInTheDocument();
});

it('draws a taller banner strip for a signed-in user (spec §2)', () => {
  const { unmount } = renderWithShell(<ResultsSkeleton withBanners />);
  const guestHeight = (screen.getByTestId('skeleton-banner').querySelector('[aria-hidden]') as HTMLElement).style
    .height;
  unmount();
  renderWithShell(<ResultsSkeleton withBanners signedIn />);
  const signedInHeight = (screen.getByTestId('skeleton-banner').querySelector('[aria-hidden]') as HTMLElement).style
    .height;
  expect(parseInt(signedInHeight, 10)).toBeGreaterThan(parseInt(guestHeight, 10));
});
