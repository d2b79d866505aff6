/** one group of a language's page texts, cut out by the build (page-text-group-loader.cjs) */
declare module '*?group=summary' {
  const texts: Record<string, string>;
  export default texts;
}
declare module '*?group=payment' {
  const texts: Record<string, string>;
  export default texts;
}
declare module '*?group=manage' {
  const texts: Record<string, string>;
  export default texts;
}
