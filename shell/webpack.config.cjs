const path = require('node:path');
const { createShellConfig } = require('@rednest/shared/build/webpack');

// The retry/timeout plugin runs inside the module-federation runtime for every remote load
// (manifest fetch and remoteEntry script); see src/remotes/federation-retry-plugin.ts.
const shellConfig = createShellConfig({
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/remotes/federation-retry-plugin.ts')],
});

// The boot styles (loader, page frame) are part of the entry, so production extracts them into
// main.css, which html-webpack-plugin links in <head>: painted before any JS, with no inline
// <style> for the Content-Security-Policy to allow (deploy/src/security-headers.ts).
module.exports = (env, argv) => {
  const cfg = shellConfig(env, argv);
  cfg.entry = { main: ['./src/boot.scss', './src/index.ts'] };
  return cfg;
};
