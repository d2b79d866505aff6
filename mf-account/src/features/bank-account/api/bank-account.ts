import { useEndpointMutation, useEndpointQuery } from '@rednest/shared/api-client';

/** GET login/v16/bank_account_details: the signed-in user's bank account, masked (fetched on every visit). */
export function useBankAccount(enabled: boolean) {
  return useEndpointQuery('bankAccountDetails', enabled ? {} : null, { staleTime: 0 });
}

/** PUT login/v16/bank_account_details: set or change it, with the password or a mailed code. */
export function useSaveBankAccount() {
  return useEndpointMutation('saveBankAccountDetails');
}

/** POST login/v16/bank_account_details/send_code: a code to the account's email that allows one change. */
export function useSendBankCode() {
  return useEndpointMutation('sendBankDetailsCode');
}
