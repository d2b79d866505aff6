/** The club's rows: points and tiers (recent_redpoints, mark_show_animation). */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';

const DOCS = {
  recentRedpoints:
    "Always the caller's own. The tier counts completed stays whose check-out was within the last 24 months (silver 3, " +
    'gold 8, diamond 15) and never falls between reviews; an unknown tier reads as bronze. point_value is what one ' +
    "point takes off a stay in the member's home currency (minor units). Lines as redcash_history's: one per " +
    'movement, a reservation for a booking on hold pending, a hold that ended unpaid left out.',
  markShowAnimation:
    'Records that the caller saw the animation of the tier they hold now: recent_redpoints answers ' +
    'show_tier_animation false until their tier rises again. Asked twice, the same answer.',
} as const;

export async function clubRoutes(app: FastifyInstance, services: Services): Promise<void> {
  defineEndpoint(app, 'recentRedpoints', {
    description: DOCS.recentRedpoints,
    handler: async (request) => services.loyalty.recentRedpoints(request.auth.userId!, request.query.page ?? 1),
  });
  defineEndpoint(app, 'markShowAnimation', {
    description: DOCS.markShowAnimation,
    handler: async (request) => services.loyalty.markShowAnimation(request.auth.userId!),
  });
}
