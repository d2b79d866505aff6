const path = require('node:path');
const { createShellConfig } = require('@rednest/shared/build/webpack');
const { CookieNoticePlugin } = require('@rednest/shared/build/cookie-notice');

// The retry/timeout plugin runs inside the module-federation runtime for every remote load
// (manifest fetch and remoteEntry script); see src/remotes/federation-retry-plugin.ts.
const shellConfig = createShellConfig({
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/remotes/federation-retry-plugin.ts')],
});

// The boot styles (loader, page frame) are part of the entry, so production extracts them into
// main.css, which html-webpack-plugin links in <head>: painted before any JS, with no inline
// <style> for the Content-Security-Policy to allow (deploy/src/edge/security-headers.ts).
module.exports = (env, argv) => {
  const cfg = shellConfig(env, argv);
  cfg.entry = { main: ['./src/boot.scss', './src/index.ts'] };
  // the cookie notice as static HTML per language, for the edge to draw before any script
  cfg.plugins.push(new CookieNoticePlugin({ textsDir: path.join(__dirname, 'src/i18n/texts') }));
  return cfg;
};
