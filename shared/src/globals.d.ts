declare const __RN_BUILD_TIME__: string;
declare const __RN_REMOTE_NAME__: string;
declare module '*.module.scss' {
  const classes: Record<string, string>;
  export default classes;
}
