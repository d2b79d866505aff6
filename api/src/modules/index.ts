/**
 * Every module's route plugin, in registration order. Each is `(app, services) => Promise<void>` and
 * only declares endpoints: the services are built once, in services.ts (the composition root).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './module-deps.ts';
import { buildServices, type Services } from './services.ts';
import { startAvailabilityIndex, startSweepers } from './background.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { accountRoutes } from './account/account.routes.ts';
import { siteRoutes } from './site/site.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { monitorRoutes } from './monitor/monitor.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { bookingRoutes } from './booking/booking.routes.ts';
import { paymentRoutes } from './payment/payment.routes.ts';
import { payAtHotelRoutes } from './payment/pay-at-hotel.routes.ts';
import { checkinRoutes } from './booking/checkin.routes.ts';
import { feedbackRoutes } from './booking/feedback.routes.ts';
import { imageRoutes } from './images/images.routes.ts';
import { hotelRoutes } from './hotel/hotel.routes.ts';
import { discoveryRoutes } from './discovery/discovery.routes.ts';
import { experimentRoutes } from './experiments/experiments.routes.ts';
import { outboxRoutes } from './outbox/outbox.routes.ts';
import { corporateRoutes } from './corporate/corporate.routes.ts';
import { ledgerRoutes } from './ledger/ledger.routes.ts';
import { clubRoutes } from './club/club.routes.ts';

type RoutePlugin = (app: FastifyInstance, services: Services) => Promise<void>;

export const MODULES: RoutePlugin[] = [
  authRoutes,
  accountRoutes,
  siteRoutes,
  contentRoutes,
  monitorRoutes,
  searchRoutes,
  hotelRoutes,
  discoveryRoutes,
  experimentRoutes,
  bookingRoutes,
  payAtHotelRoutes,
  checkinRoutes,
  feedbackRoutes,
  paymentRoutes,
  corporateRoutes,
  ledgerRoutes,
  clubRoutes,
  imageRoutes,
  outboxRoutes,
];

export async function registerModules(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const services = buildServices(deps, app.log);
  for (const plugin of MODULES) await plugin(app, services);
  startSweepers(app, services);
  startAvailabilityIndex(app, services);
}
