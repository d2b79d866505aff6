/** Experiment group endpoints (spec §7): getAbGroup, getAcGroup, clubPriceAbGroup, guestAbExperiments, listingAbGroup. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { experimentsDocs } from './experiments.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { NO_STORE } from '../../http/response-headers.ts';
import { subjectOf } from './experiments.service.ts';

export async function experimentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.experiments;
  const subject = (request: { auth: { userId: number | null }; query: { visitor_id?: string } }) =>
    subjectOf(request.auth.userId, request.query.visitor_id);

  defineEndpoint(app, 'getAbGroup', {
    description: experimentsDocs.getAbGroup,
    headers: NO_STORE,
    handler: async (request) => service.abGroup(subject(request)),
  });
  defineEndpoint(app, 'getAcGroup', {
    description: experimentsDocs.getAcGroup,
    headers: NO_STORE,
    handler: async (request) => service.acGroup(subject(request)),
  });
  defineEndpoint(app, 'clubPriceAbGroup', {
    description: experimentsDocs.clubPriceAbGroup,
    headers: NO_STORE,
    handler: async (request) => service.clubPriceGroup(subject(request)),
  });
  defineEndpoint(app, 'guestAbExperiments', {
    description: experimentsDocs.guestAbExperiments,
    headers: NO_STORE,
    handler: async (request) => service.guestExperiments(subject(request)),
  });
  defineEndpoint(app, 'listingAbGroup', {
    description: experimentsDocs.listingAbGroup,
    headers: NO_STORE,
    handler: async (request) => service.listingGroup(subject(request), request.auth.kind === 'user'),
  });
}
