/**
 * A prerendered first view's stylesheet blocks the page's first paint, so the build keeps only the
 * rules its fragments can use (shared/build/first-view.cjs pruneCss); the prerender compilation
 * inlines every lazy page, whose styles would otherwise all come along.
 */
import { createRequire } from 'node:module';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pruneCss } = require('../../build/first-view.cjs') as {
  pruneCss(css: string, htmls: string[], postcss: unknown): string;
};
const postcss = createRequire(require.resolve('css-loader'))('postcss') as unknown;

const css = `:root{--rn-red:#d9232d}
@font-face{font-family:X;src:url(x.woff2)}
.s-hero{color:red}
.s-hero .s-title,.s-map .s-pin{font-size:2rem}
.s-map{height:300px}
.s-button:not(.s-disabled):hover{color:blue}
@media (min-width:768px){.s-hero{padding:2rem}.s-map{height:500px}}
@media print{.s-map{display:none}}
@keyframes s-shine{from{opacity:0}to{opacity:1}}
h1{margin:0}`;

test('rules for classes the fragments draw stay, with tokens, fonts, keyframes and element rules; the rest goes', () => {
  const out = pruneCss(
    css,
    ['<div class="s-hero"><h1 class="s-title">Stay</h1><button class="s-button">Go</button></div>'],
    postcss,
  );
  expect(out).toContain('--rn-red');
  expect(out).toContain('@font-face');
  expect(out).toContain('.s-hero{color:red}');
  expect(out).toContain('.s-hero .s-title{font-size:2rem}'); // the other selector of the list dropped
  expect(out).toContain('.s-button:not(.s-disabled):hover');
  expect(out).toMatch(/@media \(min-width:768px\)\{\.s-hero\{padding:2rem\}\}/);
  expect(out).not.toContain('s-map');
  expect(out).not.toContain('@media print');
  expect(out).toContain('@keyframes s-shine');
  expect(out).toContain('h1{margin:0}');
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fitForPage, styleRules, PAGE_RULES } = require('../../build/first-view.cjs') as {
  fitForPage(html: string, classes: Map<string, string>): string;
  styleRules(classes: Map<string, string>): string;
  PAGE_RULES: string;
};

test("a fragment's inline styles become rules that beat the remote's own class rules loaded after them (an inline style always did)", () => {
  const classes = new Map<string, string>();
  const html = fitForPage('<span class="rn-skeleton" style="width:40%;height:22px"></span>', classes);
  expect(html).toBe('<span class="rn-skeleton rn-fv-0"></span>');
  // id + class: more specific than any class-only rule, whatever the order the stylesheets load in
  expect(styleRules(classes)).toBe('#rn-skeleton .rn-fv-0{width:40%;height:22px}');
});

test('a page with a first view has no boot mark over it (with scripts off it stayed for good)', () => {
  expect(PAGE_RULES).toBe('#rn-boot{display:none}');
});
