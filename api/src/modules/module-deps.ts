/**
 * What the composition root (services.ts) builds every repository and service from: the platform's
 * configuration, database, cache, clock, tokens, outbox and sites. Route plugins never see it; they get
 * the built `Services`. Nothing hangs on the app.
 */
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Cache } from '../plugins/cache.ts';
import type { TokenService } from './auth/token.service.ts';
import type { OutboxSender } from './outbox/outbox.service.ts';
import type { DevInbox } from './outbox/transports.ts';
import type { SiteOrigins } from '../http/site-origin.ts';

export interface ModuleDeps {
  config: AppConfig;
  database: Database;
  db: Database['db'];
  cache: Cache;
  tokens: TokenService;
  now: () => Date;
  /** queue a mail or an SMS (modules/outbox, api/README.md "Mail and SMS") */
  outbox: OutboxSender;
  /** what the outbox delivered in development (null in production) */
  devInbox: DevInbox | null;
  /** the public origin of the site a request came through, for links in mails and SMS (http/site-origin.ts) */
  sites: SiteOrigins;
}
