/**
 * The cookie notice as static HTML, one file per language, written into the shell's build as
 * `cookie-notice/<language>.html`. The edge puts the file of the page's language into the
 * first HTML of a visitor who has not seen the notice yet (deploy/src/edge/cookie-notice.ts), so it paints
 * with the page's frame instead of after the shell's scripts; the shell's CookieNotice then takes its
 * place (shell/src/layout/cookie-notice.tsx, same global classes from boot.scss). The texts are the
 * shell's own (`shell.cookie.*` in src/i18n/texts/<language>.ts, read here through jiti), so the
 * file is released and rolled back with the shell.
 */
const fs = require('node:fs');
const path = require('node:path');

const OUT_DIR = 'cookie-notice';
/** the id the shell removes it by: the shell's and the edge's contract (src/session/cookie-notice.ts), read through jiti */
const { STATIC_COOKIE_NOTICE_ID: STATIC_ID } = require('jiti')(__filename)('../src/session/cookie-notice.ts');

const escapeHtml = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** the notice's markup, as the shell's CookieNotice draws it */
function cookieNoticeHtml(texts) {
  for (const key of ['shell.cookie.title', 'shell.cookie.text', 'shell.cookie.ok']) {
    if (typeof texts[key] !== 'string' || !texts[key]) throw new Error(`cookie notice: no "${key}" text`);
  }
  return (
    `<section id="${STATIC_ID}" class="rn-cookie" role="dialog" aria-modal="false" aria-labelledby="${STATIC_ID}-title">` +
    `<div class="rn-cookie-text"><h2 id="${STATIC_ID}-title" class="rn-cookie-title">${escapeHtml(texts['shell.cookie.title'])}</h2>` +
    `<p class="rn-cookie-long">${escapeHtml(texts['shell.cookie.text'])}</p>` +
    // a phone's bar shows this one (two lines at most); without it, the text's first two lines
    `<p class="rn-cookie-short">${escapeHtml(texts['shell.cookie.short'] || texts['shell.cookie.text'])}</p></div>` +
    `<button type="button" class="rn-cookie-ok">${escapeHtml(texts['shell.cookie.ok'])}</button></section>`
  );
}

class CookieNoticePlugin {
  /** textsDir: the folder of `<language>.ts` modules whose default export is the shell's texts */
  constructor({ textsDir }) {
    this.textsDir = textsDir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CookieNoticePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CookieNoticePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const load = require('jiti')(__filename, { moduleCache: false });
          for (const file of fs.readdirSync(this.textsDir).sort()) {
            const m = /^([a-z]{2})\.ts$/.exec(file);
            if (!m) continue;
            const full = path.join(this.textsDir, file);
            compilation.fileDependencies.add(full);
            const mod = load(full);
            const html = cookieNoticeHtml(mod.default ?? mod);
            compilation.emitAsset(`${OUT_DIR}/${m[1]}.html`, new compiler.webpack.sources.RawSource(`${html}\n`));
          }
        },
      );
    });
  }
}

module.exports = { CookieNoticePlugin, cookieNoticeHtml, STATIC_ID };
