/**
 * The stylesheet text the saxon-js engine compiles to SEF: the official XSLT with one rewrite
 * that keeps its meaning and works around a saxon-js type error. In XPath, sum() over untyped
 * nodes (amounts read from the invoice) is an xs:double, xs:double * xs:decimal is double
 * arithmetic and round() keeps the type; the SEF compiler types round(sum(...) * xs:decimal(100))
 * as xs:decimal, and saxon-js then stops on the division that follows with "Required item type
 * of first operand of 'arith' is xs:decimal; supplied value is xs:double" (every Factur-X
 * EXTENDED document: BR-FXEXT-CO-10 and the other line sums). Wrapping that round() in
 * xs:double(), the type its value has, gives the compiler the right type. Only xsl:
 * instructions' test and select expressions are touched (never the rule texts reported in SVRL),
 * and only sums whose argument is a plain path (no casts, no number(), no variables), so the JVM
 * engine, which runs the official XSLT unchanged, gives the same findings. (One difference in
 * type, none in value: the sum of no nodes is the integer 0, so there round() gave a decimal 0
 * and now gives the double 0.)
 */

/** Index of the parenthesis closing the one opened just before `from`, or -1. */
function closing(text: string, from: number): number {
  let depth = 1;
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

const TIMES_DECIMAL = /^\s*(\*|div)\s*xs:decimal\(\s*[\d.]+\s*\)\s*$/;

/**
 * Wraps round(sum(<untyped path>) * xs:decimal(n)) in xs:double(): the value is an xs:double
 * already (sum of untyped values, times a decimal, rounded), but the SEF compiler types it as
 * xs:decimal and the arithmetic that follows then fails at run time.
 */
export function typeUntypedSums(expression: string): string {
  let out = '';
  let at = 0;
  const re = /(^|[^\w:.-])round\(/g;
  for (let m = re.exec(expression); m; m = re.exec(expression)) {
    const open = m.index + m[1]!.length + 'round('.length;
    const close = closing(expression, open);
    if (close < 0) break;
    const inner = expression.slice(open, close);
    // round( sum(<path>) * xs:decimal(<number>) ), nothing else inside.
    const start = inner.search(/\S/);
    if (!inner.startsWith('sum(', start)) continue;
    const sumClose = closing(inner, start + 'sum('.length);
    const path = inner.slice(start + 'sum('.length, sumClose);
    if (
      sumClose < 0 ||
      !TIMES_DECIMAL.test(inner.slice(sumClose + 1)) ||
      /xs:|number\(|\$|\bdata\(/.test(path)
    )
      continue;
    out += `${expression.slice(at, m.index + m[1]!.length)}xs:double(round(${inner}))`;
    at = close + 1;
    re.lastIndex = close + 1;
  }
  return out + expression.slice(at);
}

/** The text to compile to SEF for an official XSLT (unchanged when nothing needs the rewrite). */
export function sefSource(xslt: string): string {
  if (!xslt.includes('round(sum(')) return xslt;
  return xslt.replace(/<xsl:[\w-]+\b[^>]*>/g, (tag) =>
    tag.replace(/\s(test|select)="([^"]*)"/g, (attr, name: string, value: string) => {
      if (!value.includes('round(sum(')) return attr;
      const typed = typeUntypedSums(value);
      return typed === value ? attr : ` ${name}="${typed}"`;
    }),
  );
}
