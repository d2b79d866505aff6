/** where the sandbox gateway posts its signed events, under the API's base path */
export const WEBHOOK_PATH = '/payments/webhooks/sandbox';
