/**
 * Home's offers strip, for the first HTML: the country's banners (spec §7 load_banners),
 * whose first picture is home's largest paint. The browser would learn of them only after the
 * shell, the remote's code and the banners call; the edge asks the API itself and
 *   - draws the strip into home's prerendered first view from mf-search's own template
 *     (first-view.ts: the picture is in the document, fetched at high priority),
 *   - hands the same answer to the page (a JSON block the shell's query cache starts with), so the
 *     mounted remote draws the same strip at once instead of asking again.
 *
 * The page must never wait long for this: the edge asks for every country when it starts (`warm`),
 * and answers are kept per country as edge-answers.ts keeps them (`ttlMs`, at most `waitMs` for a
 * first answer; without one the fragment keeps its skeleton strip). An API that fails or answers
 * anything but a list of well-formed banners with safe picture URLs changes nothing: the last good
 * answer keeps serving. Never an error page.
 */
import { ENDPOINTS, endpointPath } from '@rednest/shared/contracts/endpoints';
import { LOCALES, countryOfLocale, isLocale, languageOfLocale } from '@rednest/shared/contracts/locales';
import { createEdgeAnswers } from './edge-answers';

export interface HomeBannersOptions {
  apiUrl: string;
  ttlMs?: number;
  waitMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** One banner as load_banners answers it (shared/contracts/schemas/site.ts BannerSchema). */
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  image_url: string;
  link_url: string;
  country: string;
}

/** A country's banners as the API answered, when they were fetched, and the input they answer. */
export interface HomeBanners {
  country: string;
  answer: { banners: Banner[] };
  /** ms since the epoch, the edge's clock */
  at: number;
}

/** A picture URL fit for an attribute: http(s) or a path of this host, nothing else. */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** a string no longer than `max` (what the edge draws from an API answer) */
export const boundedText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** The answer when every banner has the contract's shape and a safe picture; null otherwise (the page must not draw what the remote would not). */
export function validBanners(body: unknown): { banners: Banner[] } | null {
  const list = (body as { banners?: unknown } | null)?.banners;
  if (!Array.isArray(list) || list.length > 50) return null;
  for (const b of list as Partial<Banner>[]) {
    if (!b || typeof b !== 'object') return null;
    if (
      !Number.isInteger(b.id) ||
      !boundedText(b.title, 500) ||
      !boundedText(b.subtitle, 500) ||
      !boundedText(b.link_url, 2000) ||
      !boundedText(b.country, 10)
    )
      return null;
    if (safeImageUrl(b.image_url) !== b.image_url) return null;
  }
  return {
    banners: (list as Banner[]).map(({ id, title, subtitle, image_url, link_url, country }) => ({
      id,
      title,
      subtitle,
      image_url,
      link_url,
      country,
    })),
  };
}

export function createHomeBanners({
  apiUrl,
  ttlMs = 60_000,
  waitMs = 150,
  fetchImpl = fetch,
  now = Date.now,
}: HomeBannersOptions) {
  // per locale: a country's banners are written per language (vi-vn and en-vn show different ones)
  async function fetchBanners(locale: string): Promise<HomeBanners | null> {
    if (!isLocale(locale)) return null;
    const country = countryOfLocale(locale).code;
    // the API serves under /api, as the browser reaches it through the edge; it answers in the language the page's call asks
    const url = `${apiUrl}/api${endpointPath(ENDPOINTS.loadBanners)}?country=${encodeURIComponent(country)}`;
    try {
      const res = await fetchImpl(url, {
        headers: { accept: 'application/json', 'accept-language': languageOfLocale(locale) },
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) return null;
      const answer = validBanners(await res.json());
      return answer ? { country, answer, at: now() } : null;
    } catch {
      return null;
    }
  }
  const answers = createEdgeAnswers(fetchBanners, { ttlMs, waitMs, now });

  return {
    /** Asks for every locale's banners now, in the background, so the first pages find them. */
    warm(): Promise<void> {
      return Promise.all(LOCALES.map((locale) => answers.refresh(locale))).then(() => undefined);
    },

    /** The banners of the page path's country when it is a home page, or null (not home, unknown locale, no answer in time). */
    async forPath(pathname: string): Promise<HomeBanners | null> {
      const [, locale = '', rest = ''] = pathname.split('?')[0]!.split('/');
      const lower = locale.toLowerCase();
      if (rest !== '' || !isLocale(lower)) return null;
      return answers.get(lower);
    },
  };
}

export type HomeBannersSource = ReturnType<typeof createHomeBanners>;
