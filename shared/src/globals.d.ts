declare const __RN_BUILD_TIME__: string;
declare const __RN_REMOTE_NAME__: string;
/** a remote's release: package version [+RN_RELEASE_LABEL] (shared/build/webpack.cjs) */
declare const __RN_RELEASE__: string;
/** the web client of the token grant (shared/build/webpack.cjs: OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET at build time) */
declare const __RN_OAUTH_CLIENT_ID__: string;
declare const __RN_OAUTH_CLIENT_SECRET__: string;
declare module '*.module.scss' {
  const classes: Record<string, string>;
  export default classes;
}
