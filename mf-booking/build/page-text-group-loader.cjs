/**
 * Webpack loader (webpack.config.cjs): `./texts/pages/<lang>?group=<name>` is that language's page
 * texts with only the keys of one group (src/texts/page-text-groups.ts), so each group is a chunk
 * of its own while the texts stay one file per language. It keeps the properties of the file's
 * object literal whose key starts with one of the group's prefixes and leaves every other byte
 * as it was; a file with no such object, or an unknown group, makes it throw.
 */
const ts = require('typescript');
const { PAGE_TEXT_GROUPS } = require('jiti')(__filename)('../src/texts/page-text-groups.ts');

/** `source` without the properties of its text object whose keys none of `prefixes` starts */
function pickPageTexts(source, prefixes, fileName = 'pages/<lang>.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let object = null;
  const visit = (node) => {
    if (object) return;
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isObjectLiteralExpression(node.initializer))
      object = node.initializer;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  if (!object)
    throw new Error(`${fileName}: no object literal of texts found; page-text-group-loader.cjs no longer fits`);
  const keep = (prop) =>
    ts.isPropertyAssignment(prop) &&
    (ts.isStringLiteral(prop.name) || ts.isIdentifier(prop.name)) &&
    prefixes.some((p) => prop.name.text.startsWith(p));
  const kept = object.properties.filter(keep).map((prop) => prop.getText(file));
  const body = kept.length ? `{\n  ${kept.join(',\n  ')},\n}` : '{}';
  return source.slice(0, object.getStart(file)) + body + source.slice(object.end);
}

module.exports = function pageTextGroupLoader(source) {
  const group = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('group');
  const prefixes = PAGE_TEXT_GROUPS[group];
  if (!prefixes) throw new Error(`${this.resourcePath}${this.resourceQuery}: unknown page text group "${group}"`);
  return pickPageTexts(source, prefixes, this.resourcePath);
};
module.exports.pickPageTexts = pickPageTexts;
