import { useEndpointMutation } from '@rednest/shared/api-client';

/** update_whatsapp_status and update_unsubscribed: the signed-in user's message preferences. */
export function usePreferences() {
  return {
    whatsapp: useEndpointMutation('updateWhatsappStatus'),
    unsubscribed: useEndpointMutation('updateUnsubscribed'),
  };
}
