/**
 * Per-address rate limits, counted in the shared cache: Redis when REDIS_URL is
 * set, so every replica sees the same counts; in-process otherwise (and, during a Redis outage,
 * per instance until Redis is back: see plugins/cache.ts).
 *
 * One app-level onRequest hook, so it runs before any route hook (authentication included): a
 * flood of garbage tokens is counted like anything else and cannot reach the database unlimited.
 * - every request, routed or not, counts against the default per-address limit
 *   (RATE_LIMIT_PER_MINUTE, a minute window): search and the other public reads included;
 * - a route may add its own, stricter window (`config.rateLimit: { max, timeWindow }` in
 *   milliseconds, set through defineEndpoint's `rateLimit` option), counted separately.
 * The address is request.ip, i.e. what TRUST_PROXY_HOPS lets Fastify read from X-Forwarded-For;
 * an IPv6 client counts by its /64, the block one subscriber gets, so rotating addresses inside
 * it does not reset the count. Over a limit → 429 RATE_LIMITED with Retry-After.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Cache } from './cache.ts';
import { rateLimited } from '../errors.ts';

export interface RouteRateLimit {
  max: number;
  /** milliseconds */
  timeWindow: number | string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a route's own per-address limit, on top of the default one */
    rateLimit?: RouteRateLimit | false;
  }
}

/** The key an address counts under: IPv4 as is, IPv6 by its /64 prefix. */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g || '0', 16) || 0).toString(16))
    .join(':')}::/64`;
}

function windowSeconds(timeWindow: number | string, where: string): number {
  const ms = typeof timeWindow === 'number' ? timeWindow : Number(timeWindow);
  if (!Number.isFinite(ms) || ms < 1000)
    throw new Error(
      `${where}: rateLimit.timeWindow must be a number of milliseconds ≥ 1000 (got ${String(timeWindow)})`,
    );
  return Math.ceil(ms / 1000);
}

export function registerRateLimits(app: FastifyInstance, opts: { cache: Cache; perMinute: number }): void {
  const { cache, perMinute } = opts;
  // a wrong route limit fails at start, not on the first request
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own) {
      windowSeconds(own.timeWindow, `${String(route.method)} ${route.url}`);
      if (!Number.isInteger(own.max) || own.max < 1)
        throw new Error(`${String(route.method)} ${route.url}: rateLimit.max must be a positive integer`);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const client = clientKey(request.ip);
    const all = await cache.incr(`rl:ip:${client}`, 60);
    if (all.count > perMinute) throw rateLimited(all.ttlSeconds);
    const own = request.routeOptions.config?.rateLimit;
    if (own) {
      const route = `${request.routeOptions.method}:${request.routeOptions.url}`;
      const counted = await cache.incr(`rl:route:${route}:${client}`, windowSeconds(own.timeWindow, route));
      if (counted.count > own.max) throw rateLimited(counted.ttlSeconds);
    }
  });
}
