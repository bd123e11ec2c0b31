import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []))
    : [];

/** Props a person reads (or hears, for the aria ones). */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'helperText',
  'alt',
  'primary',
  'secondary',
  'primaryText',
  'tooltip',
  'emptyText',
  'subheader',
  'description',
  'confirmText',
  'content',
]);
/** Calls whose string arguments reach the screen. */
const TEXT_CALLS = new Set(['notify', 'pushToast', 'alert', 'confirm']);
// Values that are translation keys, not text.
const KEY_LIKE = /^(gondola|ra|resources|boot)\.[\w.-]+$/;
/** The product's name is the same in every language. */
const PRODUCT_NAME = 'Gondola';
/** A word a person would read: two letters or more. */
const WORDS = /[A-Za-zÄÖÜäöüß]{2,}/;

/** The static text of a string or template literal (the `${…}` parts left out). */
function staticText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return undefined;
}

const isText = (text: string | undefined) => text !== undefined && WORDS.test(text) && !KEY_LIKE.test(text.trim()) && text.trim() !== PRODUCT_NAME;

/** Literal texts in a component file: JSX text, text props (as strings or `{'…'}`/`{`…`}`), `{'…'}` children and text calls. */
function literalTexts(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const add = (node: ts.Node, text: string) => found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${JSON.stringify(text.trim())}`);
  const literalIn = (expression: ts.Expression | undefined): ts.Node[] => {
    if (!expression) return [];
    if (ts.isParenthesizedExpression(expression)) return literalIn(expression.expression);
    if (ts.isConditionalExpression(expression)) return [...literalIn(expression.whenTrue), ...literalIn(expression.whenFalse)];
    if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(expression.operatorToken.kind)
    )
      return literalIn(expression.right);
    return staticText(expression) !== undefined ? [expression] : [];
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) add(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      for (const literal of ts.isJsxExpression(init) ? literalIn(init.expression) : [init]) if (isText(staticText(literal))) add(literal, staticText(literal)!);
    }
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of literalIn(node.expression)) if (isText(staticText(literal))) add(literal, staticText(literal)!);
    }
    if (ts.isCallExpression(node) && TEXT_CALLS.has(node.expression.getText(sf).split('.').pop()!)) {
      for (const arg of node.arguments) {
        const literals = ts.isObjectLiteralExpression(arg)
          ? arg.properties.flatMap((p) => (ts.isPropertyAssignment(p) && ['title', 'body', 'message'].includes(p.name.getText(sf)) ? literalIn(p.initializer) : []))
          : literalIn(arg);
        for (const literal of literals) if (isText(staticText(literal))) add(literal, staticText(literal)!);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('components', () => {
  it('render no literal user-facing strings: every text goes through the message catalogues', () => {
    const offenders = [...files(path.join(ROOT, 'src')), ...files(path.join(ROOT, 'custom-pages'))].flatMap((file) =>
      literalTexts(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('find literals in text, in attributes, in template strings and in toasts', () => {
    const sample = `
      const A = () => <p>Hello there</p>;
      const B = () => <Button label={'Save now'} title={\`Open \${name}\`} />;
      const C = () => <span>{cond ? 'Yes please' : translate('gondola.ok')}</span>;
      const D = () => { notify('Saved it'); pushToast({ title: 'Failed hard', body: x }); return <i aria-label="Close dialog" />; };
      const E = () => <p title="gondola.x.y">{translate('gondola.a')} · {\`\${a} / \${b}\`}</p>;`;
    expect(literalTexts('sample.tsx', sample).map((line) => line.replace(/^sample\.tsx:\d+: /, ''))).toEqual([
      '"Hello there"',
      '"Save now"',
      '"Open"',
      '"Yes please"',
      '"Saved it"',
      '"Failed hard"',
      '"Close dialog"',
    ]);
  });
});
