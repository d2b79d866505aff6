import { act, render, screen } from '@testing-library/react';
import { createEventBus } from '@rednest/shared/event-bus';
import { makeUser, memoryStorage } from '@rednest/shared/testing';
import { useSession, useSite } from './hooks';
import { createSessionStore } from './session-store';
import { createSiteStore } from './site-store';

it('useSession and useSite re-render on sign-in, sign-out and locale changes', () => {
  const session = createSessionStore({
    bus: createEventBus(),
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
  });
  const site = createSiteStore({
    storage: memoryStorage(),
    location: { host: 'localhost', pathname: '/en-id', search: '' },
  });
  function Header() {
    const { user, isLoggedIn } = useSession(session);
    const { locale, currency } = useSite(site);
    return (
      <p>
        {isLoggedIn ? user?.first_name : 'guest'} {locale} {currency}
      </p>
    );
  }
  render(<Header />);
  expect(screen.getByText('guest en-id IDR')).toBeInTheDocument();
  act(() => session.setUserInfo(makeUser({ first_name: 'Ayu' })));
  act(() => site.set({ locale: 'en-ph' }));
  expect(screen.getByText('Ayu en-ph PHP')).toBeInTheDocument();
  act(() => session.signOut());
  expect(screen.getByText('guest en-ph PHP')).toBeInTheDocument();
});
