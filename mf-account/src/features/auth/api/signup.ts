import { useCallback, useState } from 'react';
import type { SignupBody, UserInfo } from '@rednest/shared/contracts';
import type { ApiClient } from '@rednest/shared/api-client';
import { dropEmpty } from '@rednest/shared/format';
import { useShell } from '@rednest/shared/remote';
import { userFromResponse } from '../../../lib/user-response';

/** POST login/v16/signup (catalogue `signup`): creates the account and signs the user in. */
export async function signup(api: ApiClient, body: SignupBody): Promise<UserInfo> {
  // spec §5: empty or blank fields are dropped from payloads
  const response = await api.call('signup', { body: dropEmpty({ ...body }) });
  return userFromResponse(response);
}

export function useSignup() {
  const { api } = useShell();
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (body: SignupBody) => {
      setPending(true);
      try {
        return await signup(api, body);
      } finally {
        setPending(false);
      }
    },
    [api],
  );
  return { submit, pending };
}
