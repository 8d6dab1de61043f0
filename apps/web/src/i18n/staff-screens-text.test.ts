import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Staff screens are in English and Tamil: a newcomer who writes text straight into a staff component (JSX text, a
 * label="..." or a toast({ title: '...' })) fails here, before a Tamil user finds it. Text goes through t() and
 * the catalogs instead. A value that must stay as written (a sample to type, a brand) can be marked with a
 * `// i18n-ignore: <why>` comment on the line before.
 */
const sources = import.meta.glob<string>(
  [
    '/src/features/admin-*/**/*.{ts,tsx}',
    '/src/features/meta-leads/**/*.{ts,tsx}',
    '/src/features/check-in/**/*.{ts,tsx}',
    '/src/components/layouts/staff-*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/testing/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Attributes and object properties whose string becomes visible (or spoken) text. */
const TEXT_ATTRIBUTES = new Set(['label', 'title', 'hint', 'placeholder', 'alt', 'aria-label', 'message']);
const TEXT_PROPERTIES = new Set([...TEXT_ATTRIBUTES, 'description', 'note', 'notice']);
/** Names kept in Latin script in both languages (brands, file types, units, codes). */
const LATIN_NAMES = new Set(
  'VIP UPI QR IFSC CSV Excel WhatsApp Facebook Instagram YouTube LinkedIn Meta PNG JPEG WebP kB KB HH MM IST id'.split(
    ' ',
  ),
);
const CATALOG_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+){2,}$/;

function isHardCoded(text: string): boolean {
  const trimmed = text.trim();
  if (CATALOG_KEY.test(trimmed)) {
    return false;
  }
  const words = trimmed.match(/[A-Za-z]+/g) ?? [];
  return words.some((word) => !LATIN_NAMES.has(word));
}

const isTranslateCall = (node: ts.CallExpression) =>
  (ts.isIdentifier(node.expression) && node.expression.text === 't') ||
  (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 't');

/** Operators whose operands may be the text shown: `a ?? 'x'`, `a || 'x'`, `'x' + y` (not `a === 'x'`). */
const TEXT_OPERATORS = new Set([
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.PlusToken,
]);

function hardCodedTexts(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push(`${path}:${line} ${JSON.stringify(text.trim())}`);
  };
  const ignored = (node: ts.Node) =>
    (ts.getLeadingCommentRanges(source, node.getFullStart()) ?? []).some((range) =>
      source.slice(range.pos, range.end).includes('i18n-ignore'),
    );

  const visit = (node: ts.Node, textPosition: boolean): void => {
    if (ignored(node)) {
      return;
    }
    if (ts.isJsxText(node)) {
      if (isHardCoded(node.text)) {
        report(node, node.text);
      }
      return;
    }
    if (ts.isJsxAttribute(node)) {
      if (TEXT_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
        visit(node.initializer, true);
      }
      return;
    }
    if (ts.isCallExpression(node) && isTranslateCall(node)) {
      return;
    }
    if (textPosition && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      if (isHardCoded(node.text)) {
        report(node, node.text);
      }
      return;
    }
    if (textPosition && ts.isTemplateExpression(node)) {
      const literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (isHardCoded(literal)) {
        report(node, literal);
      }
      node.templateSpans.forEach((span) => visit(span.expression, false));
      return;
    }
    // The branches of `a ? 'x' : 'y'` and the value of `a && 'x'` are shown; their conditions are not.
    if (ts.isConditionalExpression(node)) {
      visit(node.condition, false);
      visit(node.whenTrue, textPosition);
      visit(node.whenFalse, textPosition);
      return;
    }
    if (ts.isBinaryExpression(node)) {
      const and = node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;
      const shown = textPosition && TEXT_OPERATORS.has(node.operatorToken.kind);
      visit(node.left, shown);
      visit(node.right, shown || (textPosition && and));
      return;
    }
    if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText(file).replaceAll(/['"]/g, '');
      visit(node.initializer, TEXT_PROPERTIES.has(name));
      return;
    }
    // A `{...}` between tags is shown as it is; inside an attribute it is only shown for the text attributes.
    const childPosition =
      (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) ||
      (textPosition && (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)));
    ts.forEachChild(node, (child) => visit(child, childPosition));
  };
  visit(file, false);
  return found;
}

describe('staff screens', () => {
  it('finds the staff sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('have no hard-coded English text (every message goes through the en/ta catalogs)', () => {
    const found = Object.entries(sources).flatMap(([path, source]) => hardCodedTexts(path, source));
    expect(found).toEqual([]);
  });

  it('would catch the usual ways of hard-coding text', () => {
    const sample = `
      export const A = () => <p title="Hello there">Saved <b>{ok ? 'Yes' : t('x.y.z')}</b> {\`\${n} rows\`}</p>;
      toast({ title: 'Settings saved', description: t('a.b.c') });
      const fields = [{ key: 'k', label: 'Target id' }];
      export const B = () => <img alt={t('a.b.c')} className="p-4" data-testid="kpi-1" />;
      export const C = () => <span>VIP · UPI</span>;
    `;
    expect(hardCodedTexts('sample.tsx', sample).map((line) => line.replace(/^sample\.tsx:\d+ /, ''))).toEqual(
      ['"Hello there"', '"Saved"', '"Yes"', '"rows"', '"Settings saved"', '"Target id"'],
    );
  });
});
