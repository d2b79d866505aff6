import { useCallback, useState } from 'react';
import type { LoginBody, UserInfo } from '@rednest/shared/contracts';
import type { ApiClient } from '@rednest/shared/api-client';
import { useShell } from '@rednest/shared/remote';
import { userFromResponse } from '../../../lib/user-response';

/** POST login/v16/users (catalogue `login`): email + password → the user with an access token. */
export async function login(api: ApiClient, body: LoginBody): Promise<UserInfo> {
  const response = await api.call('login', { body: { email: body.email.trim(), password: body.password } });
  return userFromResponse(response);
}

export function useLogin() {
  const { api } = useShell();
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (body: LoginBody) => {
      setPending(true);
      try {
        return await login(api, body);
      } finally {
        setPending(false);
      }
    },
    [api],
  );
  return { submit, pending };
}
