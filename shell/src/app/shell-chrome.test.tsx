import { act, render, screen } from '@testing-library/react';
import { createSessionStore, site } from '@rednest/shared/session';
import { createEventBus } from '@rednest/shared/event-bus';
import type { SiteSettings } from '@rednest/shared/contracts';
import { registerShellLabels } from '../i18n/shell-labels';
import { LOADER_DELAY_MS, ShellChrome } from './shell-chrome';
import { resetShellStateForTests, setLoaderOwner, setRemoteLoading } from './shell-state';
import { STATIC_FRAME_ATTRIBUTE } from './static-frame';

registerShellLabels();

function Boom(): never {
  throw new Error('render failed');
}

function setup(child?: React.ReactNode, frame = { header: '', footer: '' }) {
  document.body.innerHTML = `<header id="h">${frame.header}</header><footer id="f">${frame.footer}</footer><div id="o"></div>`;
  const onRenderError = jest.fn();
  const session = createSessionStore({ bus: createEventBus() });
  render(
    <ShellChrome
      session={session}
      navigate={jest.fn()}
      headerEl={document.getElementById('h') as HTMLElement}
      footerEl={document.getElementById('f') as HTMLElement}
      onSignOut={async () => undefined}
      onLocale={jest.fn()}
      onCurrency={jest.fn()}
      onRenderError={onRenderError}
    >
      {child}
    </ShellChrome>,
    { container: document.getElementById('o') as HTMLElement },
  );
  return { onRenderError };
}

const settings = {
  contact_number: '+62 21 8060 1234',
  app_links: { ios: 'https://apps.apple.com/app/rednest', android: 'https://play.google.com/store/apps/rednest' },
  locale_list: [],
  currency_list: [],
} as unknown as SiteSettings;

describe('ShellChrome', () => {
  beforeEach(() => {
    localStorage.clear();
    resetShellStateForTests();
    act(() => site.set({ locale: 'en-id', settings }));
  });

  it('takes the place of the static frame the edge drew: one header and one footer, the mounted ones', () => {
    const header = `<div ${STATIC_FRAME_ATTRIBUTE}=""><nav aria-label="Main"><a href="/en-id/faq">FAQ</a></nav></div>`;
    const footer = `<div ${STATIC_FRAME_ATTRIBUTE}=""><p>© RedNest</p></div>`;
    setup(undefined, { header, footer });
    expect(document.querySelectorAll(`[${STATIC_FRAME_ATTRIBUTE}]`)).toHaveLength(0);
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    // the mounted header has what the frame leaves out: the way to sign in
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-id/signIn');
    expect(screen.getByRole('link', { name: '+62 21 8060 1234' })).toBeInTheDocument();
  });

  it('shows the full-screen loader with its label while a remote loads or a remote asks for it', () => {
    jest.useFakeTimers();
    setup();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    act(() => setRemoteLoading('mf_search', true));
    // a load from cache finishing within the delay never flashes the overlay
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    act(() => jest.advanceTimersByTime(LOADER_DELAY_MS));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    act(() => setRemoteLoading('mf_search', false));
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    jest.useRealTimers();
    // a remote's explicit request (e.g. submitting a payment) shows at once
    act(() => setLoaderOwner('mf_booking', true));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    act(() => setLoaderOwner('mf_booking', false));
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('renders header and footer into the static mount points, with the customer-service number', () => {
    setup();
    expect(document.getElementById('h')).toContainElement(screen.getByRole('link', { name: 'Sign in' }));
    const footer = document.getElementById('f') as HTMLElement;
    expect(footer).toContainElement(screen.getByRole('link', { name: 'For travel agents' }));
    expect(screen.getByRole('link', { name: '+62 21 8060 1234' })).toHaveAttribute('href', 'tel:+622180601234');
  });

  it('a render error shows the generic error page and is reported', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onRenderError } = setup(<Boom />);
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/en-id');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    // the error page carries the footer links (spec §2): only pages that exist
    expect(screen.getByRole('link', { name: 'What is redcash?' })).toHaveAttribute('href', '/en-id/what-is-redcash');
    expect(screen.getByRole('link', { name: '+62 21 8060 1234' })).toBeInTheDocument();
    expect(onRenderError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
      expect.any(String),
    );
  });
});

describe('LazyToastHost', () => {
  it('adds no live region until there is a toast, then shows toast.show.v1 messages', async () => {
    const { LazyToastHost } = await import('./lazy-toast-host');
    const bus = createEventBus();
    render(<LazyToastHost bus={bus} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => bus.publish('toast.show.v1', { kind: 'error', message: 'Payment failed' }, 'test'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed');
  });
});
