/** The member's wallet (catalogue rows redcash_balance, redcash_history): read from the ledger. */
import type { FastifyInstance } from 'fastify';
import { homeCurrency } from '@rednest/shared/contracts';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

const DOCS = {
  redcashBalance:
    "Always the caller's own wallet (no user id is read from the request), in their home country's currency. " +
    'redcash_balance is what may be spent now: lots not expired, less on_hold (kept by bookings waiting for payment).',
  redcashHistory:
    "Always the caller's own. One line per movement (a spend drawn from several lots is one line); a spend still " +
    'held is pending; a hold that ended unpaid is not listed, its money never left.',
} as const;

export async function ledgerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  defineEndpoint(app, 'redcashBalance', {
    description: DOCS.redcashBalance,
    handler: async (request) => {
      const userId = request.auth.userId!;
      return services.ledger.wallet(userId, homeCurrency(await services.account.countryOf(userId)));
    },
  });
  defineEndpoint(app, 'redcashHistory', {
    description: DOCS.redcashHistory,
    handler: async (request) => services.ledger.history(request.auth.userId!, request.query.page ?? 1),
  });
}
