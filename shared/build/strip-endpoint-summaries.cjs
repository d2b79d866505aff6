/**
 * Webpack loader for the browser builds (webpack/base.cjs): the endpoint catalogue's rows
 * (shared/src/contracts/endpoints/<domain>.ts) without their `summary` texts. A summary documents the
 * call in the API's OpenAPI document; no browser code reads it, and the texts were most of the
 * catalogue's bytes on every page (the contracts chunk every page loads went from 9.5 to 5.9 KB gzip). The API, jest and
 * tsx read the file as written, so the catalogue stays the one source of both.
 *
 * It deletes the text of each `summary: …` property of an object literal passed to `def(…)`,
 * found with TypeScript's parser (a text of any shape, on any line), and leaves every other byte
 * as it was. A catalogue whose rows are no longer `def({ … })` calls makes it throw, so the
 * texts never come back unnoticed (strip-endpoint-summaries.test.ts runs it on the real files).
 */
const ts = require('typescript');

/** The source without the summaries; throws when it finds no `def({ … })` row at all. */
function stripEndpointSummaries(source, fileName = 'endpoints/<domain>.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** [start, end) ranges to delete, in source order */
  const cuts = [];
  let rows = 0;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'def') {
      const [row] = node.arguments;
      if (row && ts.isObjectLiteralExpression(row)) {
        rows += 1;
        const props = row.properties;
        props.forEach((prop, i) => {
          if (!ts.isPropertyAssignment(prop) || !ts.isIdentifier(prop.name) || prop.name.text !== 'summary') return;
          // the comma before it goes with it; the first property takes the comma after it instead
          if (i > 0) cuts.push([props[i - 1].end, prop.end]);
          else if (props.length > 1) cuts.push([prop.getStart(file), props[1].getStart(file)]);
          else cuts.push([prop.getStart(file), prop.end]);
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (rows === 0)
    throw new Error(`${fileName}: no def({ … }) rows found; strip-endpoint-summaries.cjs no longer fits the catalogue`);
  let out = '';
  let at = 0;
  for (const [start, end] of cuts) {
    out += source.slice(at, start);
    at = end;
  }
  return out + source.slice(at);
}

module.exports = function stripEndpointSummariesLoader(source) {
  return stripEndpointSummaries(source, this.resourcePath);
};
module.exports.stripEndpointSummaries = stripEndpointSummaries;
