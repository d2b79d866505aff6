/**
 * Prerendered first views (issue 7, ARCHITECTURE "First view without shifts"). A remote that has
 * `src/expose/first-view.tsx` gets, in its production build, `dist/first-view/`:
 *   - `<page>.<language>.html`: the HTML its routes draw on their first render, before any data
 *     (headings, texts, form fields, its own loading skeletons), rendered here with React's server
 *     renderer from the same components and texts as the browser code;
 *   - `first-view.css`: the styles those elements use, with the same class names as the browser
 *     build (same CSS-modules naming, same context), so the fragment looks like the mounted page.
 * They are files of the remote's build, so they are published in its version folder and released
 * and rolled back with it; the edge (deploy/src/first-view.ts) stitches the live version's fragment
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

const decodeEntities = (v) => v.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

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
      else if (!['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-activedescendant'].includes(key)) kept.push(m[0]);
    }
    if (style) {
      if (!styleClasses.has(style)) styleClasses.set(style, `rn-fv-${styleClasses.size}`);
      cls = cls ? `${cls} ${styleClasses.get(style)}` : styleClasses.get(style);
    }
    return `<${name}${cls !== null ? ` class="${cls}"` : ''}${kept.join('')}${selfClose ? '/' : ''}>`;
  });
}

const styleRules = (styleClasses) => [...styleClasses].map(([style, cls]) => `.${cls}{${style.replace(/[{}<]/g, '')}}`).join('\n');

function nodeConfig({ webpack, dir, rules, defines }) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'rn-first-view-'));
  return {
    out,
    config: {
      mode: 'production',
      target: 'node',
      context: dir,
      entry: { 'first-view': `./${FIRST_VIEW_ENTRY}` },
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
 */
class FirstViewPlugin {
  constructor({ dir, rules, defines }) {
    this.dir = dir;
    this.rules = rules;
    this.defines = defines;
  }

  apply(compiler) {
    if (!fs.existsSync(path.join(this.dir, FIRST_VIEW_ENTRY))) return;
    compiler.hooks.afterEmit.tapPromise('FirstViewPlugin', async (compilation) => {
      const { out, config } = nodeConfig({ webpack: compiler.webpack, dir: this.dir, rules: this.rules, defines: this.defines });
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
        for (const [name, html] of Object.entries(pages)) {
          if (!/^[\w.-]+\.html$/.test(name)) throw new Error(`first view "${name}": expected <page>.<language>.html`);
          fs.writeFileSync(path.join(target, name), fitForPage(html, styleClasses));
        }
        const css = path.join(out, CSS_FILE);
        fs.writeFileSync(path.join(target, CSS_FILE), `${fs.existsSync(css) ? fs.readFileSync(css, 'utf8') : ''}\n${styleRules(styleClasses)}\n`);
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`first view prerender failed: ${error && error.stack ? error.stack : error}`));
      } finally {
        fs.rmSync(out, { recursive: true, force: true });
      }
    });
  }
}

module.exports = { FirstViewPlugin, FIRST_VIEW_ENTRY, fitForPage };
