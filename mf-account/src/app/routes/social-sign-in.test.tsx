import { act, screen, waitFor } from '@testing-library/react';
import { createFakeApi, makeSiteSettings, makeUser, renderWithShell, apiError } from '@rednest/shared/testing';
import { session } from '@rednest/shared/session';
import { App } from '../app';
import {
  GOOGLE_SCRIPT_URL,
  resetGoogleIdentity,
  type GoogleIdApi,
} from '../../features/social-sign-in/utils/google-identity';
import { fullPageLoad } from '../../utils/full-page-load';
import { DESKTOP_QUERY } from '../use-desktop';

jest.mock('../../utils/full-page-load', () => ({ fullPageLoad: jest.fn() }));

/** An unsigned JWT with these claims: the browser only reads claims; the API checks signatures. */
const idToken = (claims: Record<string, unknown>) =>
  ['{"alg":"RS256"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') +
  '.c2ln';

/** Google's script, as the page sees it once loaded: records what the page asks and lets the test "click". */
function fakeGoogle() {
  const seen: { clientId?: string; context?: string; text?: string; callback?: (r: { credential: string }) => void } =
    {};
  const api: GoogleIdApi = {
    initialize: (config) =>
      Object.assign(seen, { clientId: config.client_id, context: config.context, callback: config.callback }),
    renderButton: (parent, options) => {
      seen.text = options.text;
      const button = document.createElement('button');
      button.textContent = 'Google button';
      parent.appendChild(button);
    },
  };
  return { seen, api };
}

/** Resolves the <script> the page added (once its effects ran) by "loading" the fake. */
async function answerScript(api: GoogleIdApi) {
  const script = await waitFor(() => {
    const added = document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT_URL}"]`);
    expect(added).not.toBeNull();
    return added!;
  });
  window.google = { accounts: { id: api } };
  act(() => script.onload?.(new Event('load')));
}

const settings = makeSiteSettings('en-id', {
  sign_in_providers: { google_client_id: 'client-123.apps.example', facebook_app_id: null },
});

async function renderPage(
  route: string,
  options: { api?: ReturnType<typeof createFakeApi>; kind?: 'main' | 'corporate'; withSettings?: boolean } = {},
) {
  const result = renderWithShell((props) => <App {...props} />, {
    route,
    api: options.api ?? createFakeApi(),
    kind: options.kind,
    settings: options.withSettings === false ? null : settings,
  });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

beforeEach(() => {
  resetGoogleIdentity();
  delete window.google;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  jest.mocked(fullPageLoad).mockClear();
});
afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

describe('Sign in with Google', () => {
  it('is not shown at all without a configured client id, and loads no script', async () => {
    await renderPage('/signIn', { withSettings: false });
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('is not shown on the corporate site', async () => {
    await renderPage('/signIn', { kind: 'corporate' });
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads Google once, with our client id, and draws a sign-up button on sign-up', async () => {
    await renderPage('/signUp');
    const google = fakeGoogle();
    await answerScript(google.api);
    expect(await screen.findByRole('group', { name: 'Sign up with Google' })).toContainElement(
      screen.getByText('Google button'),
    );
    expect(google.seen).toMatchObject({ clientId: 'client-123.apps.example', context: 'signup', text: 'signup_with' });
    expect(document.head.querySelectorAll(`script[src="${GOOGLE_SCRIPT_URL}"]`)).toHaveLength(1);
  });

  it('refuses an unverified Google email without calling the API', async () => {
    const api = createFakeApi();
    await renderPage('/signIn', { api });
    const google = fakeGoogle();
    await answerScript(google.api);
    await screen.findByText('Google button');
    await act(async () =>
      google.seen.callback!({ credential: idToken({ email: 'ayu@example.com', email_verified: false }) }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your email is not verified with Google.');
    expect(api.calls).toHaveLength(0);
  });

  it('sends a verified credential to fb_login; an existing account reloads the page at returnTo', async () => {
    const credential = idToken({ email: 'ayu@example.com', email_verified: true });
    const api = createFakeApi({
      fbLogin: makeUser({ first_name: 'Ayu', access_token: 'tok-google', is_new_user: false }),
    });
    await renderPage('/signIn?returnTo=%2Fen-id%2Fmy-bookings', { api });
    const google = fakeGoogle();
    await answerScript(google.api);
    await screen.findByText('Google button');
    await act(async () => google.seen.callback!({ credential }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/en-id/my-bookings'));
    expect(api.calls[0]).toMatchObject({
      name: 'fbLogin',
      input: { body: { provider: 'google', access_token: credential, locale: 'en-id' } },
    });
    expect(session.getUser()?.access_token).toBe('tok-google');
  });

  it('in the sign-in dialog over a page (desktop), an existing account loads that page again', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === DESKTOP_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const api = createFakeApi({
        fbLogin: makeUser({ first_name: 'Ayu', access_token: 'tok-dialog', is_new_user: false }),
      });
      renderWithShell((props) => <App {...props} />, { route: '/hotel/12?checkin=2026-12-01#signIn', api, settings });
      await screen.findByRole('dialog', { name: 'Sign in' });
      const google = fakeGoogle();
      await answerScript(google.api);
      await screen.findByText('Google button');
      await act(async () =>
        google.seen.callback!({ credential: idToken({ email: 'ayu@example.com', email_verified: true }) }),
      );
      await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/en-id/hotel/12?checkin=2026-12-01'));
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('a new account is a sign-up: the page loads register-successfully', async () => {
    const api = createFakeApi({ fbLogin: makeUser({ first_name: 'Ayu', access_token: 'tok-new', is_new_user: true }) });
    await renderPage('/signIn', { api });
    const google = fakeGoogle();
    await answerScript(google.api);
    await screen.findByText('Google button');
    await act(async () =>
      google.seen.callback!({ credential: idToken({ email: 'new@example.com', email_verified: true }) }),
    );
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/en-id/register-successfully'));
  });

  it('says in words when the API refuses the token, and stays on the page', async () => {
    const api = createFakeApi({ fbLogin: apiError('fbLogin', 503, 'ID_PROVIDER_UNAVAILABLE') });
    await renderPage('/signIn', { api });
    const google = fakeGoogle();
    await answerScript(google.api);
    await screen.findByText('Google button');
    await act(async () =>
      google.seen.callback!({ credential: idToken({ email: 'ayu@example.com', email_verified: true }) }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check your sign-in with Google just now.');
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('offers to try again when Google cannot be loaded', async () => {
    await renderPage('/signIn');
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT_URL}"]`);
    act(() => script!.onerror?.(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in with Google could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
