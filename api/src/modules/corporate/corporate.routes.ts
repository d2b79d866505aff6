/** Corporate clients (catalogue rows corpClients, addCorpClient, sendCorpClientLink, corpClientLink, corpClientVerify). */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { corporateDocs } from './corporate.docs.ts';
import { defineEndpoint } from '../../http/define-endpoint.ts';
import { CODE_CHECK_ROUTE_LIMIT, CODE_SEND_ROUTE_LIMIT } from '../account/code-limits.ts';

export async function corporateRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const service = services.corporate.clients;
  const sendLimit = CODE_SEND_ROUTE_LIMIT;
  const linkLimit = CODE_CHECK_ROUTE_LIMIT;

  defineEndpoint(app, 'corpClients', {
    description: corporateDocs.corpClients,
    handler: async (request) => service.list(request.auth, request.query.page),
  });
  defineEndpoint(app, 'addCorpClient', {
    description: corporateDocs.addCorpClient,
    rateLimit: sendLimit,
    handler: async (request) => service.add(request.auth, request.body, services.sites.ofRequest(request)),
  });
  defineEndpoint(app, 'sendCorpClientLink', {
    description: corporateDocs.sendCorpClientLink,
    rateLimit: sendLimit,
    handler: async (request) => service.sendAgain(request.auth, request.body, services.sites.ofRequest(request)),
  });
  defineEndpoint(app, 'corpClientLink', {
    description: corporateDocs.corpClientLink,
    rateLimit: linkLimit,
    handler: async (request) => service.link(request.query.token),
  });
  defineEndpoint(app, 'corpClientVerify', {
    description: corporateDocs.corpClientVerify,
    rateLimit: linkLimit,
    handler: async (request) => service.verify(request.body.token),
  });
}
