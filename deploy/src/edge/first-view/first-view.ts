/**
 * The first view, composed at the edge (ARCHITECTURE "First view without shifts"): the
 * shell's index.html is the same for every page, but the edge knows, per request, which remote
 * owns the URL and which version of it is live. It stitches into the page, before the browser has
 * run a line of script:
 *   - the runtime manifest itself (a JSON data block, not a script: the page's Content-Security-
 *     Policy has nothing to allow), so the shell does not wait a round trip for /manifest.json;
 *   - preloads of what that remote's live version publishes for its first view: its
 *     remoteEntry.js and the synchronous JS and CSS of its `./app` expose, read from the version's
 *     own mf-manifest.json on the CDN (the page itself never fetches that file: the manifest entry
 *     is the remoteEntry.js, manifest.ts);
 *   - the owner's prerendered first view of the page in its language, when the live version
 *     publishes one (shared/build/first-view.cjs), in place of the shell's generic skeleton: the
 *     page's real headings, texts and fields paint with the HTML and CSS, before any script;
 *   - on home, the country's offers strip drawn into that first view from the version's own
 *     template (`slot.banners.<language>.html`), and the banners answer it was drawn from, which
 *     the page's query cache starts with (home-banners.ts);
 *   - on a hotel page, the hotel's first picture drawn into the skeleton's gallery from the
 *     version's template (`slot.hotel-picture.<language>.html`, hotel-pictures.ts);
 *   - on a listing whose search the edge knows, the first result's picture drawn into the
 *     skeleton's first card (`slot.listing-picture.<language>.html`, listing-pictures.ts).
 * All come from the version folder the manifest points at, so publishing, promoting or rolling
 * back a remote changes what the page is stitched with on the next load, never separately.
 * Without this the browser discovers those files one after another (HTML → main.js → manifest →
 * remoteEntry.js → expose chunks); with it they load in parallel with main.js, once the first frame
 * is drawn (the shell's after-paint template, stitchFirstView).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteKind } from '@rednest/shared/contracts';
import { LANGUAGES } from '@rednest/shared/contracts/locales';
import { isSafeLink } from '@rednest/shared/format/rules';
import {
  BANNER_SLOT,
  HOTEL_PICTURE_SLOT,
  SUMMARY_PICTURE_SLOT,
  LISTING_PICTURE_SLOT,
  SLOT_ATTRIBUTE,
  bannerAlt,
} from '@rednest/shared/remote/first-view-slots';
import { webModeOf } from '@rednest/shared/session/embedded-mode';
import { findRemote, ownerOfSegment, type RemoteName } from '../../remotes';
import { remoteCdnDir } from '../../releases/store';
import type { RuntimeManifest } from '../manifest';
import { boundedText, safeImageUrl, type HomeBanners } from './home-banners';
import type { HotelPicture } from './hotel-pictures';
import type { ListingPicture } from './listing-pictures';
import type { PageAnswer } from './page-answers';
import { localeOfPage } from './page-path';

/** The remote that owns a page path `/{locale}/{segment}/…`; null for `/`, assets and paths no remote owns. */
export function ownerOfPath(pathname: string): RemoteName | null {
  const [, locale, segment = ''] = pathname.split('?')[0]!.split('/');
  if (!locale || !/^[a-z]{2}-[a-z]{2}$/i.test(locale)) return null;
  return ownerOfSegment(segment);
}

/** The slice of a remote's mf-manifest.json read here. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** Files of a version folder never change (README "The CDN layout"): each is read once. */
const fileCache = new Map<string, string>();

function readVersionFile(file: string): string | null {
  const cached = fileCache.get(file);
  if (cached !== undefined) return cached;
  try {
    const text = fs.readFileSync(file, 'utf8');
    fileCache.set(file, text);
    return text;
  } catch {
    // not published (yet), or this page has no such file: the page works without it
    return null;
  }
}

function readFederationManifest(file: string): FederationManifest | null {
  const text = readVersionFile(file);
  try {
    return text ? (JSON.parse(text) as FederationManifest) : null;
  } catch {
    return null;
  }
}

const safeFile = (name: unknown): name is string =>
  typeof name === 'string' && /^[\w./-]+$/.test(name) && !name.includes('..');

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface FirstViewInput {
  cdnDir: string;
  manifest: RuntimeManifest;
  pathname: string;
  /**
   * The site this host serves (spec §6, from the host name and `?site=`; default main). Fragments
   * are the main site's first view: a brand or the corporate site draws another (brand name in the
   * hero, no offers strip), so there the shell's skeleton stays.
   */
  siteKind?: SiteKind;
  /** The shell's build folder: its static frame (`first-view/`), and its bundled fonts (`fonts/`), preloaded for a Thai first view. */
  shellDir?: string;
  /** The request's query string (`web=embedded` or `iframe`: the page shows without the site's frame). */
  search?: string;
  /** The page carries other text drawn before any script (the cookie notice): a Thai page preloads the Thai font for it too. */
  staticText?: boolean;
  /** Home's banners, when the page is a home page and the API answered in time (home-banners.ts). */
  banners?: HomeBanners | null;
  /** What the page's boot asks the API for, as far as the API answered in time (page-answers.ts). */
  answers?: PageAnswer[];
  /** The hotel's first picture, when the page is a hotel page and the API answered in time (hotel-pictures.ts). */
  hotelPicture?: HotelPicture | null;
  /** The first result's picture, when the page is a listing whose search the edge knows and the API answered in time (listing-pictures.ts). */
  listingPicture?: ListingPicture | null;
}

/** The live release of the remote owning `pathname`, and its version folder on disk and on the CDN. */
function ownerRelease({ cdnDir, manifest, pathname }: FirstViewInput) {
  const owner = ownerOfPath(pathname);
  const release = owner ? manifest.remotes[owner] : undefined;
  const remote = owner ? findRemote(owner) : undefined;
  if (!release || !remote) return null;
  return {
    dir: path.join(remoteCdnDir(cdnDir, remote.folder), release.version),
    base: release.entry.slice(0, release.entry.lastIndexOf('/') + 1),
    entry: release.entry,
  };
}

/** `<link rel="preload">` tags for the first view of the remote owning `pathname`, from its live version. */
export function firstViewPreloads(input: FirstViewInput): string[] {
  const live = ownerRelease(input);
  const fed = live && readFederationManifest(path.join(live.dir, 'mf-manifest.json'));
  if (!live || !fed) return [];
  const entryName = fed.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const app = fed.exposes?.find((e) => e.path === './app');
  const scripts = [entryName, ...(app?.assets?.js?.sync ?? [])].filter(safeFile);
  const styles = (app?.assets?.css?.sync ?? []).filter(safeFile);
  return [
    // an entry that is a manifest (written before the manifest named remoteEntry.js) is fetched
    // with fetch() (CORS, no credentials): crossorigin matches
    ...(/\.json$/.test(live.entry)
      ? [`<link rel="preload" as="fetch" crossorigin href="${escapeAttr(live.entry)}">`]
      : []),
    ...styles.map((f) => `<link rel="preload" as="style" href="${escapeAttr(live.base + f)}">`),
    ...scripts.map((f) => `<link rel="preload" as="script" href="${escapeAttr(live.base + f)}">`),
  ];
}

/**
 * The owner's prerendered first view of this page in the page's language, if its live version
 * publishes one (shared/build/first-view.cjs: `first-view/<first segment or index>.<language>.html`
 * and the styles it uses, `first-view/first-view.css`).
 */
export function firstViewFragment(input: FirstViewInput): { html: string; stylesheet: string } | null {
  const live = ownerRelease(input);
  if (!live || (input.siteKind ?? 'main') !== 'main') return null;
  const [, locale = '', segment = ''] = input.pathname.split('/');
  const page = segment || 'index';
  const language = locale.slice(0, 2).toLowerCase();
  if (!/^[\w-]+$/.test(page) || !/^[a-z]{2}$/.test(language)) return null;
  const html = readVersionFile(path.join(live.dir, 'first-view', `${page}.${language}.html`));
  if (html === null) return null;
  const banners = input.banners?.answer.banners;
  const { hotelPicture, listingPicture } = input;
  const stayPicture = summaryPicture(input.pathname, input.answers);
  let filled = html;
  if (banners)
    filled = withSlot(filled, live.dir, language, BANNER_ELEMENT, (template) => fillBannerStrip(template, banners));
  if (hotelPicture)
    filled = withSlot(filled, live.dir, language, HOTEL_PICTURE_ELEMENT, (template) =>
      fillHotelPicture(template, hotelPicture),
    );
  if (listingPicture)
    filled = withSlot(filled, live.dir, language, LISTING_PICTURE_ELEMENT, (template) =>
      fillListingPicture(template, listingPicture),
    );
  if (stayPicture)
    filled = withSlot(filled, live.dir, language, SUMMARY_PICTURE_ELEMENT, (template) =>
      fillSummaryPicture(template, stayPicture),
    );
  return { html: filled, stylesheet: `${live.base}first-view/first-view.css` };
}

/**
 * The shell's bundled Thai font (shell/src/styles/fonts.scss), regular and bold, preloaded on a Thai
 * page that carries a first view or the static cookie notice. The shell loads it by script on a device without Thai (shell
 * app/bundled-fonts.ts); a fragment paints before any script, and Chromium drew its Thai headings
 * as boxes when the font came later. Preloaded, it is there for the first paint; `crossorigin`
 * because fonts are fetched in CORS mode, or the preload would not be used. A device with Thai
 * fonts of its own downloads it for nothing (two files, about 20 KB): the price of a Thai page that
 * reads before its scripts. Other languages' pages get nothing.
 */
const THAI_FONT = /^noto-sans-thai-thai-(400|700)-normal\.[0-9a-f]+\.woff2$/;

export function bundledFontPreloads(shellDir: string | undefined, pathname: string): string[] {
  const language = pathname.split('/')[1]?.slice(0, 2).toLowerCase();
  if (!shellDir || language !== 'th') return [];
  let files: string[];
  try {
    files = fs.readdirSync(path.join(shellDir, 'fonts'));
  } catch {
    return [];
  }
  return files
    .filter((f) => THAI_FONT.test(f))
    .sort()
    .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/fonts/${escapeAttr(f)}">`);
}

/**
 * The shell's frame of the page's locale (shell/src/first-view.tsx: `first-view/header.<locale>.html`
 * and `footer.<locale>.html` in the live shell's build): the main site's header and footer as static
 * HTML, so the brand and the page links paint with the document and work before any script. Read
 * per request as index.html is (a shell published in place is seen at once). Null on a brand or the
 * corporate site (their own name, logo and links come with the site settings), for a path without
 * a locale, or when the shell published none.
 */
export function staticFrame(
  shellDir: string | undefined,
  pathname: string,
  siteKind: SiteKind = 'main',
  search = '',
): { header: string; footer: string } | null {
  const locale = localeOfPage(pathname);
  if (!shellDir || !locale || siteKind !== 'main' || embeddedRequest(search)) return null;
  try {
    const read = (part: string) =>
      fs.readFileSync(path.join(shellDir, 'first-view', `${part}.${locale}.html`), 'utf8').trim();
    // the footer's year, as the shell's footer says it (shell app/static-frame.ts STATIC_FRAME_YEAR)
    return {
      header: read('header'),
      footer: read('footer').split(STATIC_FRAME_YEAR).join(String(new Date().getFullYear())),
    };
  } catch {
    // a locale the shell does not draw, or a shell release from before the frame: the page as before
    return null;
  }
}

/**
 * A page opened in embedded or iframe mode (spec §2 `web`, shell app/embedded-mode.ts): the host has
 * its own frame. The shell remembers the mode for the tab, which the edge cannot see; a later page
 * of that tab loaded in full gets the frame until the shell hides it, as it hid the reserved space.
 */
function embeddedRequest(search: string): boolean {
  const mode = webModeOf(search);
  return mode === 'embedded' || mode === 'iframe';
}

/** The UI language of a page under a locale (`/th-th/…` → th), or null. */
export function pageLanguage(pathname: string): string | null {
  const language = localeOfPage(pathname)?.slice(0, 2);
  return language && (LANGUAGES as readonly string[]).includes(language) ? language : null;
}

/**
 * The page's description in its locale's language (shell/src/first-view.tsx `head.<locale>.html`,
 * one `<meta name="description">`), for every site kind: index.html's is English. Null for a path
 * without a locale, or when the live shell published none.
 */
export function localizedHead(shellDir: string | undefined, pathname: string): string | null {
  const locale = localeOfPage(pathname);
  if (!shellDir || !locale) return null;
  try {
    const html = fs.readFileSync(path.join(shellDir, 'first-view', `head.${locale}.html`), 'utf8').trim();
    return /^<meta name="description" content="[^"<>]*">$/.test(html) ? html : null;
  } catch {
    return null;
  }
}

/** index.html's description (minified: the attributes may have no quotes). */
const DESCRIPTION = /<meta name="?description"? content=(?:"[^"]*"|[^\s>]+)\s*\/?>/i;

/** The placeholder of the footer's year in the shell's static frame (shell/src/app/static-frame.ts): the edge keeps the shell's literals, as it does its ids. */
const STATIC_FRAME_YEAR = '__RN_YEAR__';

/** Where the shell's index.html has the frame's elements (minified: no quotes). */
const HEADER_OPEN = /<header id="?rn-header"?>/;
const FOOTER_OPEN = /<footer id="?rn-footer"?>/;

/** The largest paint named by an API answer: fetched at once, at high priority (never lazy). */
function imagePreload(url: string | null | undefined): string[] {
  return url ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(url)}">`] : [];
}

/** a slot's element in a fragment or template (shared first-view-slots.ts): no element of the same tag is nested in it */
function slotElement(tag: 'section' | 'div', name: string) {
  return { name, pattern: new RegExp(`<${tag}\\b[^>]*\\s${SLOT_ATTRIBUTE}="${name}"[^>]*>[^]*?<\\/${tag}>`) };
}
type SlotElement = ReturnType<typeof slotElement>;
/** home's offers strip: a section of cards */
const BANNER_ELEMENT = slotElement('section', BANNER_SLOT.name);
/** the hotel skeleton's gallery: a div holding one picture */
const HOTEL_PICTURE_ELEMENT = slotElement('div', HOTEL_PICTURE_SLOT.name);
/** the booking summary's stay card picture: a div holding one picture */
const SUMMARY_PICTURE_ELEMENT = slotElement('div', SUMMARY_PICTURE_SLOT.name);
/** the listing skeleton's first card picture: a div holding one picture */
const LISTING_PICTURE_ELEMENT = slotElement('div', LISTING_PICTURE_SLOT.name);

/**
 * The strip drawn from the country's banners with the live version's template: the template's cards
 * are the first banner's (high priority), the next three's (eager) and the later ones' (lazy), as
 * the remote draws them; each placeholder takes the banner's value, escaped, and a link the remote
 * would not draw (isSafeLink) loses its href as it does there. Null when the template is not the
 * shape expected (then the fragment keeps its skeleton strip).
 */
export function fillBannerStrip(template: string, banners: HomeBanners['answer']['banners']): string | null {
  const section = BANNER_ELEMENT.pattern.exec(template)?.[0];
  const cards = section ? [...section.matchAll(/<li\b[^]*?<\/li>/g)] : [];
  if (!section || cards.length < 5) return null;
  if (banners.length === 0) return '';
  const head = section.slice(0, cards[0]!.index);
  const last = cards[cards.length - 1]!;
  const tail = section.slice(last.index + last[0].length);
  const cardFor = (i: number) => cards[i === 0 ? 0 : i < 4 ? 1 : 4]![0];
  const filled = banners.map((b, i) => {
    let card = cardFor(i);
    card = isSafeLink(b.link_url)
      ? card.split(`href="${BANNER_SLOT.link}"`).join(`href="${escapeAttr(b.link_url)}"`)
      : card.split(` href="${BANNER_SLOT.link}"`).join('');
    return card
      .split(BANNER_SLOT.image)
      .join(escapeAttr(b.image_url))
      .split(BANNER_SLOT.alt)
      .join(escapeAttr(bannerAlt(b)));
  });
  return head + filled.join('') + tail;
}

/**
 * A picture slot (a div holding one picture) drawn from the live version's template: the picture's
 * URL, and its caption as alt text (else the template's "photo of {name}" with the hotel's name),
 * escaped. Null when the template is not the shape expected (one picture with the placeholder
 * address): then the fragment keeps its skeleton.
 */
function fillPicture(
  slot: SlotElement,
  placeholders: { image: string; name_placeholder: string },
  template: string,
  picture: HotelPicture,
): string | null {
  const element = slot.pattern.exec(template)?.[0];
  const images = element?.match(/<img\b[^>]*>/g) ?? [];
  if (
    !element ||
    images.length !== 1 ||
    !images[0]!.includes(`src="${placeholders.image}"`) ||
    !/\salt="[^"]*"/.test(images[0]!)
  )
    return null;
  let image = images[0]!.split(`src="${placeholders.image}"`).join(`src="${escapeAttr(picture.url)}"`);
  image = picture.caption
    ? image.replace(/\salt="[^"]*"/, () => ` alt="${escapeAttr(picture.caption)}"`)
    : image.split(placeholders.name_placeholder).join(escapeAttr(picture.name));
  return element.replace(images[0]!, () => image);
}

/** The hotel skeleton's gallery drawn with the hotel's first picture (fillPicture). */
export function fillHotelPicture(template: string, picture: HotelPicture): string | null {
  return fillPicture(HOTEL_PICTURE_ELEMENT, HOTEL_PICTURE_SLOT, template, picture);
}

/** The booking summary's stay card drawn with the hotel's picture (fillPicture). */
export function fillSummaryPicture(template: string, picture: HotelPicture): string | null {
  return fillPicture(SUMMARY_PICTURE_ELEMENT, SUMMARY_PICTURE_SLOT, template, picture);
}

/**
 * The hotel's picture of a booking summary, from the `hotelDetails` answer the edge asked for the
 * page (page-answers.ts): the stay card's picture, the summary's largest paint. Null on any other
 * page, without that answer, or for a picture the edge does not draw (an unsafe address).
 */
export function summaryPicture(pathname: string, answers: PageAnswer[] | undefined): HotelPicture | null {
  if (!/^\/[a-z]{2}-[a-z]{2}\/bookingsummary\/?$/.test(pathname)) return null;
  const hotel = answers?.find((a) => a.endpoint === 'hotelDetails')?.data as
    { lead_picture?: unknown; name?: unknown } | undefined;
  const url = hotel?.lead_picture;
  const name = hotel?.name;
  if (typeof url !== 'string' || typeof name !== 'string') return null;
  if (!boundedText(url, 2000) || !boundedText(name, 500) || safeImageUrl(url) !== url) return null;
  return { url, caption: '', name };
}

/** The listing skeleton's first card drawn with the first result's picture (fillPicture). */
export function fillListingPicture(template: string, picture: ListingPicture): string | null {
  return fillPicture(LISTING_PICTURE_ELEMENT, LISTING_PICTURE_SLOT, template, picture);
}

/** The fragment with a slot drawn from the live version's template of it (`slot.<name>.<language>.html`), when it publishes one. */
function withSlot(
  html: string,
  dir: string,
  language: string,
  slot: SlotElement,
  fill: (template: string) => string | null,
): string {
  if (!slot.pattern.test(html)) return html;
  const template = readVersionFile(path.join(dir, 'first-view', `slot.${slot.name}.${language}.html`));
  const drawn = template === null ? null : fill(template);
  return drawn === null ? html : html.replace(slot.pattern, () => drawn);
}

/** The id of the JSON block of answers the page's query cache starts with (shared api-client first-view-answers.ts). */
export const ANSWERS_BLOCK_ID = 'rn-first-view-answers';

/** The id of the JSON block the shell reads instead of fetching /manifest.json (shell/src/remotes/runtime-manifest.ts). */
export const MANIFEST_BLOCK_ID = 'rn-runtime-manifest';

/** JSON inside <script type="application/json">: `<` escaped so no `</script>` can end the block early. */
function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The answers the edge fetched for this page (shared api-client first-view-answers.ts): the main
 * site's home banners for the query cache, and what the page's boot asks for (page-answers.ts).
 */
function answersBlock(input: FirstViewInput): string[] {
  const b = input.banners;
  const banners =
    b && (input.siteKind ?? 'main') === 'main'
      ? [{ endpoint: 'loadBanners', input: { query: { country: b.country } }, data: b.answer, at: b.at }]
      : [];
  const all = [...banners, ...(input.answers ?? [])];
  return all.length ? [jsonBlock(ANSWERS_BLOCK_ID, all)] : [];
}

/** The template of preloads the shell's loader adds after the first frame (shared/build/webpack/boot-chunks.cjs AFTER_PAINT_TEMPLATE_ID). */
const AFTER_PAINT_TEMPLATE = /<template id="?rn-after-paint"?>[^]*?<\/template>/;

/** Where the shell's index.html keeps the page-kind skeletons (shell/src/index.html; minified: no quotes). */
const SKELETON_OPEN = /<div id="?rn-skeleton"?[^>]*>/;

/**
 * index.html with, first in <head>, the largest paint's picture and the Thai font; at the end of
 * <head>, the manifest block, the answers block, the fragment's stylesheet and the owner's preloads;
 * the shell's static header and footer (staticFrame) in their elements; and the fragment as the
 * first thing in the skeleton area: inert and hidden from assistive
 * technology like the skeletons, drawn with the page's real texts and shapes until the remote
 * mounts over it (shell boot.scss).
 */
export function stitchFirstView(indexHtml: string, input: FirstViewInput): string {
  const fragment = firstViewFragment(input);
  const frame = staticFrame(input.shellDir, input.pathname, input.siteKind, input.search);
  // the page's own files come first in <head>, right after the charset: over HTTP/1.1 the browser
  // asks for them in document order, six connections a host, and behind the shell's sixteen script
  // preloads the largest paint's picture and the Thai font waited their turn. The fragment's
  // stylesheet stays after the shell's (its rules override the boot mark's) and comes from the
  // remote's host, which has connections of its own.
  const early = [
    ...imagePreload(
      input.banners?.answer.banners[0]?.image_url ??
        input.hotelPicture?.url ??
        input.listingPicture?.url ??
        (fragment ? summaryPicture(input.pathname, input.answers)?.url : undefined),
    ),
    ...(fragment || frame || input.staticText ? bundledFontPreloads(input.shellDir, input.pathname) : []),
  ].join('');
  // The owner's preloads go where the shell keeps its own, in the template its loader adds to
  // <head> once the first frame is drawn (shared/build/after-paint.js); a shell without one (a
  // release before it) gets them in <head>, as before.
  const preloads = firstViewPreloads(input).join('');
  const afterPaint = AFTER_PAINT_TEMPLATE.exec(indexHtml);
  const late = [
    jsonBlock(MANIFEST_BLOCK_ID, input.manifest),
    ...answersBlock(input),
    ...(fragment ? [`<link rel="stylesheet" href="${escapeAttr(fragment.stylesheet)}">`] : []),
    ...(afterPaint ? [] : [preloads]),
  ].join('');
  let page = indexHtml;
  if (afterPaint) {
    const close = afterPaint.index + afterPaint[0].length - '</template>'.length;
    page = page.slice(0, close) + preloads + page.slice(close);
  }
  const at = page.indexOf('</head>');
  page = at < 0 ? page : page.slice(0, at) + late + page.slice(at);
  const first = /<meta charset="?[\w-]+"?>/i.exec(page) ?? /<head>/i.exec(page);
  if (early && first)
    page = page.slice(0, first.index + first[0].length) + early + page.slice(first.index + first[0].length);
  // the page's language, as the shell sets it at boot: a reader, a search engine and the browser's
  // font choice know it from the first byte (index.html says English for every page)
  const language = pageLanguage(input.pathname);
  if (language) page = page.replace(/<html\b(?:\s+lang=(?:"[^"]*"|[\w-]+))?/i, `<html lang="${language}"`);
  const head = localizedHead(input.shellDir, input.pathname);
  if (head) page = page.replace(DESCRIPTION, () => head);
  if (frame) {
    page = page.replace(HEADER_OPEN, (open) => open + frame.header).replace(FOOTER_OPEN, (open) => open + frame.footer);
  }
  const slot = SKELETON_OPEN.exec(page);
  if (fragment && slot) {
    const end = slot.index + slot[0].length;
    page = `${page.slice(0, end)}<div class="rn-first-view" inert>${fragment.html}</div>${page.slice(end)}`;
  }
  return page;
}
