/**
 * The part of every build's configuration that does not depend on its role: loaders, CSS per
 * mode, the production builds of libraries, the build-time definitions and the release label.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { webClientFromEnv } = require('../web-client.cjs');

/**
 * Production extracts CSS into stylesheet files (loaded in parallel with, not inside, the JS, and
 * cached on their own); development injects it with style-loader for fast reloads.
 */
const styleLoader = (isProd) => (isProd ? MiniCssExtractPlugin.loader : 'style-loader');

function sassModuleRule(test, prefix, isProd, exclude) {
  return {
    test,
    ...(exclude ? { exclude } : {}),
    use: [
      styleLoader(isProd),
      {
        loader: 'css-loader',
        options: {
          modules: {
            localIdentName: isProd ? `${prefix}-[hash:base64:6]` : `${prefix}-[name]__[local]`,
            namedExport: false,
            exportLocalsConvention: 'as-is',
          },
        },
      },
      'sass-loader',
    ],
  };
}

/**
 * The endpoint catalogue's rows (contracts/endpoints/<domain>.ts; endpoints.ts only joins them), whose
 * `summary` texts the browser builds leave out (strip-endpoint-summaries.cjs).
 */
const ENDPOINT_CATALOGUE = /[\\/]shared[\\/]src[\\/]contracts[\\/]endpoints[\\/][\w-]+\.ts$/;

function moduleRules(cssPrefix, isProd) {
  return [
    // before swc: a summary documents the call for the API's OpenAPI document, no browser code reads it
    { test: ENDPOINT_CATALOGUE, enforce: 'pre', use: path.join(__dirname, '..', 'strip-endpoint-summaries.cjs') },
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !isProd } },
            target: 'es2020',
          },
        },
      },
    },
    // class names prefixed per package so remotes never collide (ARCHITECTURE: styles); the shared
    // UI kit keeps its own 'rn' prefix whichever package's build serves the shared singleton.
    sassModuleRule(/\.module\.scss$/, cssPrefix, isProd, /[\\/]shared[\\/]src[\\/]/),
    sassModuleRule(/[\\/]shared[\\/]src[\\/].*\.module\.scss$/, 'rn', isProd),
    {
      test: /\.scss$/,
      exclude: /\.module\.scss$/,
      use: [styleLoader(isProd), 'css-loader', 'sass-loader'],
    },
    // a library's own stylesheet (Leaflet's), imported from the chunk that uses the library
    { test: /\.css$/, use: [styleLoader(isProd), 'css-loader'] },
    { test: /\.(png|svg|jpg|jpeg|gif|webp)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
    // fonts are files of their own (never inlined): a page downloads one only when it needs it
    { test: /\.woff2?$/i, type: 'asset/resource', generator: { filename: 'fonts/[name].[contenthash:8][ext]' } },
  ];
}

/**
 * axios bundles three adapters; the api client uses XHR (client.ts), so the fetch adapter (4.5 KB
 * gzip on every page, measured with `npm run figures`) is swapped for a module that reports fetch
 * as unavailable. A test (axios-no-fetch.test.cjs) fails when an axios upgrade moves the file.
 */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const axiosWithoutFetch = () =>
  new webpack.NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, path.join(__dirname, '..', 'axios-no-fetch.js'));

/**
 * Libraries whose package exports only name their development build, mapped to the production one
 * they ship beside it. react-router's `exports` always resolve to dist/development, which keeps its
 * development warnings (ENABLE_DEV_WARNINGS = true: texts such as "You should call navigate() in a
 * React.useEffect()" shipped to every page); dist/production is the same code with them off.
 */
function productionBuilds(dir) {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [dir, __dirname] }));
  const production = path.join(routerDir, 'dist', 'production', 'index.mjs');
  if (!fs.existsSync(production)) throw new Error(`react-router: no production build at ${production}`);
  return { 'react-router$': production };
}

function baseConfig({ dir, mode, cssPrefix, publicPath, uniqueName }) {
  const isProd = mode !== 'development';
  return {
    mode: isProd ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      // [contenthash] in filename breaks the federation runtime: hashes only on chunks,
      // versions on the folder a release is published to (deploy/).
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs', '.json'],
      // rxjs's ES2015 build: native classes instead of ES5 ones with tslib's helpers
      conditionNames: ['es2015', '...'],
      ...(isProd ? { alias: productionBuilds(dir) } : {}),
    },
    module: { rules: moduleRules(cssPrefix, isProd) },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  };
}

function cssPlugins(mode) {
  return mode === 'development'
    ? []
    : [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' })];
}

function definitions(extra) {
  // the public web client of the token grant, per deployment (web-client.cjs)
  const client = webClientFromEnv();
  return {
    __RN_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    __RN_OAUTH_CLIENT_ID__: JSON.stringify(client.id),
    __RN_OAUTH_CLIENT_SECRET__: JSON.stringify(client.secret),
    ...extra,
  };
}

const definePlugin = (extra) => new webpack.DefinePlugin(definitions(extra));

/**
 * What a remote's build says it is (`__RN_RELEASE__`, on its area as `data-rn-release`): the
 * package version, plus `+<RN_RELEASE_LABEL>` when set (e.g. a CI build number, or the e2e rollback
 * proof's second build). The published version adds the content hash (deploy/).
 */
function releaseOf(dir) {
  const { version = '0.0.0' } = require(path.join(dir, 'package.json'));
  const label = process.env.RN_RELEASE_LABEL?.trim();
  if (label && !/^[\w.-]{1,40}$/.test(label))
    throw new Error(`RN_RELEASE_LABEL must be 1-40 letters, digits, '.', '_' or '-' (got "${label}")`);
  return label ? `${version}+${label}` : version;
}

module.exports = {
  AXIOS_FETCH_ADAPTER,
  ENDPOINT_CATALOGUE,
  axiosWithoutFetch,
  baseConfig,
  cssPlugins,
  definePlugin,
  definitions,
  moduleRules,
  releaseOf,
};
