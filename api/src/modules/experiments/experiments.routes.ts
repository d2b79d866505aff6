/** Experiment group endpoints (spec §7): getAbGroup, getAcGroup, clubPriceAbGroup, guestAbExperiments, listingAbGroup. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { NO_STORE } from '../../http/response-headers.ts';
import { subjectOf } from './experiments.service.ts';

const WHO =
  'The subject is the signed-in user, else visitor_id (the browser session id); with neither every field is "NA". Groups are sticky (stored at first assignment).';

export async function experimentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.experiments;
  const subject = (request: { auth: { userId: number | null }; query: { visitor_id?: string } }) =>
    subjectOf(request.auth.userId, request.query.visitor_id);

  defineEndpoint(app, 'getAbGroup', {
    description: `bod_group, bod_discount_percent, bod_segment, rack_rate_user_group. ${WHO}`,
    headers: NO_STORE,
    handler: async (request) => service.abGroup(subject(request)),
  });
  defineEndpoint(app, 'getAcGroup', {
    description: `redclub_pricing_factor, redclub_discount_group, redclub_pricing_group, redclub_discount_percent. ${WHO}`,
    headers: NO_STORE,
    handler: async (request) => service.acGroup(subject(request)),
  });
  defineEndpoint(app, 'clubPriceAbGroup', {
    description: `The club price group and its pricing factor. ${WHO}`,
    headers: NO_STORE,
    handler: async (request) => service.clubPriceGroup(subject(request)),
  });
  defineEndpoint(app, 'guestAbExperiments', {
    description: `Every running experiment with the subject's group. ${WHO}`,
    headers: NO_STORE,
    handler: async (request) => service.guestExperiments(subject(request)),
  });
  defineEndpoint(app, 'listingAbGroup', {
    description: `The listing experiment: group, search variant, expiry (ask again after it), and the user's bouquet group and segment. ${WHO}`,
    headers: NO_STORE,
    handler: async (request) => service.listingGroup(subject(request), request.auth.kind === 'user'),
  });
}
