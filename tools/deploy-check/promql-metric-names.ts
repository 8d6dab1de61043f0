/**
 * The metric names a PromQL expression selects, so the deploy checks can hold dashboards and alert rules to the
 * metrics contract (deploy/observability/metric-names.ts). A tokenizer, not a parser: promtool checks the syntax;
 * this only has to tell a metric name from a function, a keyword, a label name or a Grafana variable.
 */

/** Words that are never metric names: aggregations, operators and modifiers. */
const KEYWORDS = new Set([
  'and',
  'or',
  'unless',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'offset',
  'atan2',
  'inf',
  'nan',
]);

/** Keywords followed by a parenthesised list of label names. */
const LABEL_LISTS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right']);

const TOKEN = new RegExp(
  [
    /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/.source, // strings
    /\{[^}]*\}/.source, // label matchers
    /\[[^\]]*\]/.source, // range and subquery durations
    /\$\{?\w+\}?/.source, // Grafana variables ($__rate_interval)
    /\d+(?:\.\d+)?(?:e[+-]?\d+)?(?:ms|[smhdwy])?/.source, // numbers and durations
    /[A-Za-z_:][\w:]*/.source, // identifiers
    /\S/.source, // punctuation and operators
  ].join('|'),
  'gi',
);

const IDENTIFIER = /^[A-Za-z_:][\w:]*$/;

export function metricNamesIn(expr: string): string[] {
  const tokens: string[] = expr.match(TOKEN) ?? [];
  const names = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!IDENTIFIER.test(token)) {
      continue;
    }
    const lower = token.toLowerCase();
    if (LABEL_LISTS.has(lower) && tokens[i + 1] === '(') {
      const close = tokens.indexOf(')', i + 1);
      if (close < 0) {
        break;
      }
      i = close;
      continue;
    }
    // A function or an aggregation: rate(...), sum(...), sum by (...) (...).
    const next = tokens[i + 1]?.toLowerCase();
    if (KEYWORDS.has(lower) || next === '(' || next === 'by' || next === 'without') {
      continue;
    }
    names.add(token);
  }
  return [...names].sort();
}
