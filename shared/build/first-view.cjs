/**
 * Prerendered first views (ARCHITECTURE "First view without shifts"). A remote that has
 * `src/expose/first-view.tsx` gets, in its production build, `dist/first-view/`:
 *   - `<page>.<language>.html`: the HTML its routes draw on their first render, before any data
 *     (headings, texts, form fields, its own loading skeletons), rendered here with React's server
 *     renderer from the same components and texts as the browser code;
 *   - `first-view.css`: the styles those elements use, with the same class names as the browser
 *     build (same CSS-modules naming, same context), so the fragment looks like the mounted page.
 * They are files of the remote's build, so they are published in its version folder and released
 * and rolled back with it; the edge (deploy/src/edge/first-view/first-view.ts) stitches the live version's fragment
 * into the page. `first-view.tsx` exports `renderFirstViews(): Promise<Record<string, string>>`
 * (file name → HTML).
 *
 * The render runs in a second, Node-targeted compilation of that one file, in one chunk (dynamic
 * imports inlined, so lazy pages and other languages' texts are there at once).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const FIRST_VIEW_ENTRY = 'src/expose/first-view.tsx';
const OUT_DIR = 'first-view';
const CSS_FILE = 'first-view.css';

const decodeEntities = (v) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Makes React's markup fit a page under our Content-Security-Policy and beside the mounted page:
 * - inline `style="…"` attributes (blocked without 'unsafe-inline') become classes whose rules
 *   are returned, to be appended to first-view.css;
 * - `id`, `for` and the ARIA references to ids are dropped: the fragment is an inert, hidden
 *   placeholder, and the mounted page draws the same ids.
 */
function fitForPage(html, styleClasses) {
  return html.replace(/<([a-zA-Z][\w-]*)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*(\/?)>/g, (tag, name, attrs, selfClose) => {
    let style = null;
    let cls = null;
    const kept = [];
    for (const m of attrs.matchAll(/\s+([\w:-]+)(?:="([^"]*)")?/g)) {
      const [, key, value] = m;
      if (key === 'style') style = decodeEntities(value ?? '');
      else if (key === 'class') cls = value ?? '';
      else if (
        !['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-activedescendant'].includes(key)
      )
        kept.push(m[0]);
    }
    if (style) {
      if (!styleClasses.has(style)) styleClasses.set(style, `rn-fv-${styleClasses.size}`);
      cls = cls ? `${cls} ${styleClasses.get(style)}` : styleClasses.get(style);
    }
    return `<${name}${cls !== null ? ` class="${cls}"` : ''}${kept.join('')}${selfClose ? '/' : ''}>`;
  });
}

/**
 * first-view.css keeps only what the fragments can use: a rule stays when every class its selector
 * names appears in some fragment (pseudo-classes and elements aside); at-rules are kept with their
 * pruned contents (dropped when empty), @font-face, @keyframes and custom-property rules whole.
 * The prerender compilation inlines every lazy page, so without this a remote's whole stylesheet
 * (mf-search: ~100 KB) would block the first paint of a page that shows a tenth of it.
 */
function usedClasses(htmls) {
  const used = new Set();
  for (const html of htmls) {
    for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) used.add(c);
  }
  return used;
}

function pruneCss(css, htmls, postcss) {
  const used = usedClasses(htmls);
  const unescape = (s) => s.replace(/\\(.)/g, '$1');
  // classes inside :not()/:is()/:where()/:has() do not have to be present
  const keepSelector = (sel) =>
    [...sel.replace(/:(not|is|where|has)\([^)]*\)/g, '').matchAll(/\.((?:\\.|[\w-])+)/g)].every((m) =>
      used.has(unescape(m[1])),
    );
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent && rule.parent.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter(keepSelector);
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((at) => {
    if (/^(media|supports|layer|container)$/i.test(at.name) && at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/** postcss, as css-loader (which every build uses) resolves it: not a dependency of its own. */
const postcss = () => require('node:module').createRequire(require.resolve('css-loader'))('postcss');

/**
 * The rules of the inline styles a fragment's elements had (fitForPage). In the browser an inline
 * style beats every stylesheet rule; here it is a class, which a rule of the remote's own CSS with
 * the same specificity (the kit's `.skeleton { height: 1em }`) overrides once that CSS loads after
 * first-view.css, and the fragment's skeleton bars changed size under the visitor's eyes (the FAQ's
 * and hotel's layout shifts). Scoped under the skeleton area's id, they win over any class rule.
 */
const styleRules = (styleClasses) =>
  [...styleClasses].map(([style, cls]) => `#rn-skeleton .${cls}{${style.replace(/[{}<]/g, '')}}`).join('\n');

/**
 * Rules first-view.css adds for the page around a fragment. The shell's boot mark (a pulsing square
 * in the middle of the viewport, removed by the shell's script once it has booted) is for a page
 * with nothing to read yet; over a first view it hides what is there, and with scripts off it
 * stayed for good. A page stitched with a fragment (only such a page links this file) has none.
 */
const PAGE_RULES = '#rn-boot{display:none}';

function nodeConfig({ webpack, dir, entry, rules, defines }) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rn-first-view-'));
  return {
    out,
    config: {
      mode: 'production',
      target: 'node',
      context: dir,
      entry: { 'first-view': `./${entry}` },
      devtool: false,
      output: { path: out, filename: '[name].cjs', library: { type: 'commonjs2' }, publicPath: '' },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs', '.json'] },
      module: { rules },
      optimization: { minimize: false, moduleIds: 'deterministic', splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new MiniCssExtractPlugin({ filename: CSS_FILE }),
        new webpack.DefinePlugin(defines),
      ],
    },
  };
}

/**
 * `rules(isProd)` must be the browser build's module rules with production CSS extraction, so the
 * class names match. Runs after the browser build has emitted, and fails that build if it fails.
 *
 * The shell uses it too, for its frame (`entry: 'src/first-view.tsx'`, `css: false`): the header's and
 * footer's styles are already in the stylesheets its index.html links, so no first-view.css is
 * written, and markup that would need one (an inline style) fails the build.
 */
class FirstViewPlugin {
  constructor({ dir, rules, defines, entry = FIRST_VIEW_ENTRY, css = true }) {
    this.dir = dir;
    this.rules = rules;
    this.defines = defines;
    this.entry = entry;
    this.css = css;
  }

  apply(compiler) {
    if (!fs.existsSync(path.join(this.dir, this.entry))) return;
    compiler.hooks.afterEmit.tapPromise('FirstViewPlugin', async (compilation) => {
      const { out, config } = nodeConfig({
        webpack: compiler.webpack,
        dir: this.dir,
        entry: this.entry,
        rules: this.rules,
        defines: this.defines,
      });
      try {
        await new Promise((resolve, reject) => {
          compiler.webpack(config, (err, stats) => {
            if (err) return reject(err);
            if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
            resolve();
          });
        });
        const mod = require(path.join(out, 'first-view.cjs'));
        const pages = await mod.renderFirstViews();
        const target = path.join(compiler.options.output.path, OUT_DIR);
        fs.rmSync(target, { recursive: true, force: true });
        fs.mkdirSync(target, { recursive: true });
        const styleClasses = new Map();
        const written = [];
        for (const [name, html] of Object.entries(pages)) {
          if (!/^[\w.-]+\.html$/.test(name))
            throw new Error(
              `first view "${name}": expected <page>.<language>.html (the shell's: <part>.<locale>.html)`,
            );
          const fitted = fitForPage(html, styleClasses);
          written.push(fitted);
          fs.writeFileSync(path.join(target, name), fitted);
        }
        if (!this.css) {
          if (styleClasses.size)
            throw new Error(
              `inline styles in a first view without a stylesheet: ${[...styleClasses.keys()].join('; ')}`,
            );
          return;
        }
        const css = path.join(out, CSS_FILE);
        const extracted = fs.existsSync(css) ? pruneCss(fs.readFileSync(css, 'utf8'), written, postcss()) : '';
        fs.writeFileSync(path.join(target, CSS_FILE), `${extracted}\n${styleRules(styleClasses)}\n${PAGE_RULES}\n`);
      } catch (error) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `first view prerender failed: ${error && error.stack ? error.stack : error}`,
          ),
        );
      } finally {
        fs.rmSync(out, { recursive: true, force: true });
      }
    });
  }
}

module.exports = { FirstViewPlugin, FIRST_VIEW_ENTRY, fitForPage, pruneCss, styleRules, PAGE_RULES };
