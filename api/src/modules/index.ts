/**
 * Every module's route plugin, in one place. Platform modules are static imports; the
 * catalogue modules (api-catalog: search, booking, images) are loaded when their files exist,
 * so each helper's work runs alone.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../app.ts';
import { accountRoutes } from './account/account.routes.ts';
import { siteRoutes } from './site/site.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { monitorRoutes } from './monitor/monitor.routes.ts';

type RoutePlugin = (app: FastifyInstance, deps: ModuleDeps) => Promise<void>;

async function optional(specifier: string, exportName: string): Promise<RoutePlugin | null> {
  try {
    const mod = (await import(specifier)) as Record<string, unknown>;
    return (mod[exportName] as RoutePlugin | undefined) ?? null;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String((err as Error).message).includes(specifier.replace(/^\.\//, '').replace(/\.ts$/, ''))) return null;
    throw err;
  }
}

export async function registerModules(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const plugins: RoutePlugin[] = [accountRoutes, siteRoutes, contentRoutes, monitorRoutes];
  for (const [file, name] of [
    ['./search/search.routes.ts', 'searchRoutes'],
    ['./booking/booking.routes.ts', 'bookingRoutes'],
    ['./images/images.routes.ts', 'imageRoutes'],
  ] as const) {
    const plugin = await optional(file, name);
    if (plugin) plugins.push(plugin);
  }
  for (const plugin of plugins) await plugin(app, deps);
}
