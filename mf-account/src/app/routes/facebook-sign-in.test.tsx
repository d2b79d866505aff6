import { createHash, webcrypto } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, createFakeApi, makeSiteSettings, makeUser, renderWithShell } from '@rednest/shared/testing';
import { session } from '@rednest/shared/session';
import { App } from '../app';
import { DESKTOP_QUERY } from '../use-desktop';
import { FACEBOOK_DIALOG_URL } from '../../features/social-sign-in/utils/facebook-login';
import { fullPageLoad } from '../../utils/full-page-load';

jest.mock('../../utils/full-page-load', () => ({ fullPageLoad: jest.fn() }));

// jsdom has getRandomValues but no SubtleCrypto: the browser's own, from Node
beforeAll(() => {
  if (!globalThis.crypto.subtle)
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});

function setDesktop(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desktop && query === DESKTOP_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const settingsWith = (providers: {
  google_client_id?: string | null;
  facebook_app_id?: string | null;
  facebook_dialog_url?: string | null;
}) => makeSiteSettings('en-id', { sign_in_providers: { google_client_id: null, facebook_app_id: null, ...providers } });
const facebookOnly = settingsWith({ facebook_app_id: 'fb-app-42' });

function renderPage(
  route: string,
  options: {
    api?: ReturnType<typeof createFakeApi>;
    kind?: 'main' | 'corporate';
    settings?: ReturnType<typeof makeSiteSettings> | null;
    user?: Parameters<typeof makeUser>[0];
  } = {},
) {
  return renderWithShell((props) => <App {...props} />, {
    route,
    api: options.api ?? createFakeApi(),
    kind: options.kind,
    settings: options.settings === undefined ? facebookOnly : options.settings,
    user: options.user,
  });
}

/** Clicks "Continue with Facebook" and answers the dialog URL the page went to. */
async function leaveForFacebook(): Promise<URL> {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
  await waitFor(() => expect(fullPageLoad).toHaveBeenCalled());
  return new URL(jest.mocked(fullPageLoad).mock.calls.at(-1)![0]);
}

/** What Facebook's dialog does next: the browser comes back to the callback with these parameters. */
function comeBack(params: Record<string, string>, options: Parameters<typeof renderPage>[1] = {}) {
  return renderPage(`/signIn/facebook?${new URLSearchParams(params).toString()}`, options);
}

beforeEach(() => {
  setDesktop(false);
  jest.mocked(fullPageLoad).mockClear();
  window.sessionStorage.clear();
});
afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

describe('Continue with Facebook (button)', () => {
  it('shows beside Google when both are configured, under one "or"', async () => {
    renderPage('/signIn', {
      settings: settingsWith({ google_client_id: 'client-1.apps.example', facebook_app_id: 'fb-app-42' }),
    });
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.getAllByText('or')).toHaveLength(1);
  });

  it('is not shown without an app id, on the corporate site, or to a signed-in person', async () => {
    const { unmount } = renderPage('/signUp', { settings: settingsWith({}) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    unmount();
    const corporate = renderPage('/signUp', { kind: 'corporate' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    corporate.unmount();
    renderPage('/account', {
      user: { first_name: 'Ayu' },
      api: createFakeApi({ profile: makeUser({ first_name: 'Ayu' }) }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it("goes to Facebook's dialog with our app id, an S256 challenge of a fresh verifier, state and nonce, and our callback", async () => {
    renderPage('/signIn?returnTo=%2Fen-id%2Fmy-bookings');
    const url = await leaveForFacebook();
    expect(`${url.origin}${url.pathname}`).toBe(FACEBOOK_DIALOG_URL);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: 'fb-app-42',
      redirect_uri: `${window.location.origin}/en-id/signIn/facebook`,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    const kept = JSON.parse(window.sessionStorage.getItem('rn.account.facebookSignIn')!);
    expect(kept.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(q.code_challenge).toBe(createHash('sha256').update(kept.codeVerifier).digest('base64url'));
    expect(q.state).toBe(kept.state);
    expect(q.nonce).toBe(kept.nonce);
    expect(kept.state).not.toBe(kept.nonce);
    expect(kept).toMatchObject({ redirectUri: q.redirect_uri, returnTo: '/my-bookings' });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to Facebook…');
  });

  it('uses the dialog URL of the site settings when there is one', async () => {
    renderPage('/signUp', {
      settings: settingsWith({
        facebook_app_id: 'fb-app-42',
        facebook_dialog_url: 'https://www.facebook.com/v21.0/dialog/oauth',
      }),
    });
    const url = await leaveForFacebook();
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
  });

  it('says so when this browser cannot make the PKCE values, and does not leave', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle')!;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      renderPage('/signIn');
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Facebook' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Sign-in with Facebook does not work in this browser.',
      );
      expect(fullPageLoad).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', subtle);
    }
  });
});

describe('back from Facebook (/signIn/facebook)', () => {
  /** the button's part: this tab left for Facebook from `route` and kept its values */
  async function startedFrom(route = '/signIn?returnTo=%2Fen-id%2Fmy-bookings') {
    const page = renderPage(route);
    const url = await leaveForFacebook();
    page.unmount();
    jest.mocked(fullPageLoad).mockClear();
    return {
      state: url.searchParams.get('state')!,
      nonce: url.searchParams.get('nonce')!,
      redirectUri: url.searchParams.get('redirect_uri')!,
    };
  }

  it('finishes the sign-in with fb_login (code, verifier, redirect_uri, nonce) and loads the page it started from', async () => {
    const { state, nonce, redirectUri } = await startedFrom();
    const verifier = JSON.parse(window.sessionStorage.getItem('rn.account.facebookSignIn')!).codeVerifier;
    const api = createFakeApi({
      fbLogin: makeUser({ first_name: 'Wulan', access_token: 'tok-fb', is_new_user: false }),
    });
    comeBack({ code: 'fb-code-1', state }, { api });
    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in with Facebook…');
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/en-id/my-bookings'));
    expect(api.calls).toEqual([
      {
        name: 'fbLogin',
        input: {
          body: {
            provider: 'facebook',
            code: 'fb-code-1',
            code_verifier: verifier,
            redirect_uri: redirectUri,
            nonce,
            locale: 'en-id',
          },
        },
      },
    ]);
    expect(session.getUser()?.access_token).toBe('tok-fb');
    // the code left the address bar, and the kept values are spent
    expect(window.location.search).toBe('');
    expect(window.sessionStorage.getItem('rn.account.facebookSignIn')).toBeNull();
  });

  it('a new account is a sign-up: register-successfully, under the language saved in its settings', async () => {
    const { state } = await startedFrom('/signUp');
    const settings = makeSiteSettings('en-id', {
      sign_in_providers: { google_client_id: null, facebook_app_id: 'fb-app-42' },
      locale_list: [
        ['Indonesia', 'id', 'id-id', 'id'],
        ['Indonesia', 'en', 'en-id', 'id'],
      ],
    });
    comeBack(
      { code: 'fb-code-2', state },
      { api: createFakeApi({ fbLogin: makeUser({ is_new_user: true, locale: 'id-id' }) }), settings },
    );
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/id-id/register-successfully'));
  });

  it('a state other than the one this tab sent: nothing is sent, the sign-in page says it failed', async () => {
    await startedFrom();
    const api = createFakeApi();
    comeBack({ code: 'fb-code-3', state: 'someone-elses-state' }, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Facebook sign-in could not be completed. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en-id/signIn');
    expect(api.calls).toHaveLength(0);
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('a code with no sign-in started in this tab is refused the same way', async () => {
    const api = createFakeApi();
    comeBack({ code: 'fb-code-4', state: 'abc' }, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('This Facebook sign-in could not be completed.');
    expect(api.calls).toHaveLength(0);
  });

  it('a person who cancels on Facebook reads a calm word on the sign-in page, focused, with every way to sign in', async () => {
    await startedFrom();
    const api = createFakeApi();
    comeBack(
      {
        error: 'access_denied',
        error_code: '200',
        error_description: 'Permissions error',
        error_reason: 'user_denied',
        state: 'x',
      },
      { api },
    );
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('You cancelled signing in with Facebook.');
    await waitFor(() => expect(note).toHaveFocus());
    // typing below it keeps the focus where the person put it
    await userEvent.setup().type(screen.getByLabelText('Email'), 'ayu@example.com');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('ayu@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    // returnTo survives, so a second try still ends on the page it started from
    expect(window.location.pathname + window.location.search).toBe('/en-id/signIn?returnTo=%2Fen-id%2Fmy-bookings');
    expect(api.calls).toHaveLength(0);
  });

  it("the API's refusal is said in words on the sign-in page", async () => {
    const { state } = await startedFrom();
    comeBack(
      { code: 'fb-code-5', state },
      { api: createFakeApi({ fbLogin: apiError('fbLogin', 503, 'ID_PROVIDER_UNAVAILABLE') }) },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach Facebook just now. Please try again in a moment.',
    );
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('the same callback opened again (reload, Back) sends nothing: the values were used once', async () => {
    const { state } = await startedFrom();
    const first = comeBack(
      { code: 'fb-code-6', state },
      { api: createFakeApi({ fbLogin: apiError('fbLogin', 400, 'AUTH_CODE_INVALID') }) },
    );
    await screen.findByRole('alert');
    first.unmount();
    const api = createFakeApi();
    comeBack({ code: 'fb-code-6', state }, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('This Facebook sign-in could not be completed.');
    expect(api.calls).toHaveLength(0);
  });

  it('on desktop a cancel opens the sign-in dialog over the page the person came from, with the word in it', async () => {
    setDesktop(true);
    await startedFrom('/hotel/12#signIn');
    comeBack({ error: 'access_denied', state: 'x' });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveTextContent('You cancelled signing in with Facebook.');
    // the dialog starts at the word, so it is read first
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(window.location.pathname + window.location.hash).toBe('/en-id/hotel/12#signIn');
  });
});
