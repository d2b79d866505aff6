import { useCallback, useEffect, useState } from 'react';
import type { UserInfo } from '@rednest/shared/contracts';
import type { ApiClient } from '@rednest/shared/api-client';
import { useShell } from '@rednest/shared/remote';
import { userFromResponse } from '../../../lib/user-response';

/** GET login/v16/users (catalogue `profile`): AES-encrypted on the wire; the api client decrypts it. */
export async function getProfile(api: ApiClient, signal?: AbortSignal): Promise<UserInfo> {
  const response = await api.call('profile', { signal });
  return userFromResponse(response);
}

type ProfileState =
  | { status: 'loading'; profile?: undefined; error?: undefined }
  | { status: 'ready'; profile: UserInfo; error?: undefined }
  | { status: 'error'; profile?: undefined; error: unknown };

/** Loads the profile while `enabled` (a signed-in user); `reload` retries after an error. */
export function useProfile(enabled: boolean) {
  const { api } = useShell();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getProfile(api, controller.signal).then(
      (profile) => {
        if (!controller.signal.aborted) setState({ status: 'ready', profile });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [api, enabled, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
