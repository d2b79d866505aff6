/**
 * What every module's route plugin receives (`(app, deps) => Promise<void>`). Repositories are
 * built inside each plugin from `db` and handed to its service; nothing hangs on the app.
 */
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Cache } from '../plugins/cache.ts';
import type { TokenService } from './auth/token.service.ts';

export interface ModuleDeps {
  config: AppConfig;
  database: Database;
  db: Database['db'];
  cache: Cache;
  tokens: TokenService;
  now: () => Date;
}
