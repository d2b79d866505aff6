/** Generated SVG artwork (banners, brand logos, content art): no network, no binary assets. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const THAI = /[\u0E00-\u0E7F]/;
let thaiFontFaces: string | null = null;
/**
 * Noto Sans Thai's Thai glyphs (about 9 KB a weight), inside the SVG: a picture shown by <img> can
 * use no font but the device's and its own, and a device without a Thai font (a fresh Linux, many
 * kiosks) would draw a Thai headline as empty boxes. Only banners with Thai text carry it.
 */
function thaiFonts(): string {
  thaiFontFaces ??= (['400', '700'] as const)
    .map((weight) => {
      const file = require.resolve(`@fontsource/noto-sans-thai/files/noto-sans-thai-thai-${weight}-normal.woff2`);
      return `@font-face{font-family:'RN Noto Sans Thai';font-weight:${weight};src:url(data:font/woff2;base64,${readFileSync(file).toString('base64')}) format('woff2')}`;
    })
    .join('');
  return thaiFontFaces;
}
const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const safeColour = (c: string) => (/^#[0-9a-f]{3,8}$/i.test(c) ? c : '#d7263d');

/** 8:3, the shape the banner strip shows, so `object-fit: cover` never crops the headline. */
const BANNER_W = 1200;
const BANNER_H = 450;

export function bannerSvg(opts: { title: string; subtitle: string; palette: [string, string]; seed: number }): string {
  const [a, b] = opts.palette.map(safeColour) as [string, string];
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const x = ((opts.seed * 97 + i * 211) % 1200) + 40;
    const r = 40 + ((opts.seed * 31 + i * 53) % 120);
    return `<circle cx="${x}" cy="${(i % 2) * BANNER_H + 40}" r="${r}" fill="#ffffff" fill-opacity="0.08"/>`;
  }).join('');
  const houses = Array.from({ length: 5 }, (_, i) => {
    const x = 820 + i * 70;
    const h = 80 + ((opts.seed + i * 37) % 90);
    return `<rect x="${x}" y="${BANNER_H - h}" width="56" height="${h}" rx="4" fill="#ffffff" fill-opacity="${0.18 + (i % 3) * 0.08}"/>`;
  }).join('');
  const thai = THAI.test(opts.title + opts.subtitle);
  const family = `${thai ? "'RN Noto Sans Thai', " : ''}system-ui, 'Segoe UI', 'Noto Sans', 'Noto Sans Thai', sans-serif`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_W}" height="${BANNER_H}" viewBox="0 0 ${BANNER_W} ${BANNER_H}" role="img" aria-label="${escapeXml(opts.title)}">
<defs>${thai ? `<style>${thaiFonts()}</style>` : ''}<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${BANNER_W}" height="${BANNER_H}" fill="url(#g)"/>${shapes}${houses}
<text x="72" y="200" font-family="${family}" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(opts.title)}</text>
<text x="72" y="268" font-family="${family}" font-size="32" fill="#ffffff" fill-opacity="0.92">${escapeXml(opts.subtitle)}</text>
</svg>`;
}

export function logoSvg(opts: { name: string; background: string; foreground: string; mark: string }): string {
  const bg = safeColour(opts.background);
  const fg = safeColour(opts.foreground);
  const mark = safeColour(opts.mark);
  const width = 64 + opts.name.length * 22;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="56" viewBox="0 0 ${width} 56" role="img" aria-label="${escapeXml(opts.name)}">
<rect width="${width}" height="56" rx="12" fill="${bg}"/>
<path d="M14 38 L28 16 L42 38 Z" fill="${mark}"/><rect x="24" y="28" width="8" height="10" fill="${bg}"/>
<text x="54" y="37" font-family="system-ui, 'Segoe UI', sans-serif" font-size="24" font-weight="700" fill="${fg}">${escapeXml(opts.name)}</text>
</svg>`;
}
