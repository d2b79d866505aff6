/** The sandbox's test cards and its one-time code: what a guest (or a test) types on the hosted page. */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  challenge: '4000000000003220',
} as const;
export const CHALLENGE_CODE = '123456';
