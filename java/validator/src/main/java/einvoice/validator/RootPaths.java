/*
 * Evaluates once per document the paths from the root that Schematron asserts repeat for every
 * line. A rule on each invoice line that tests, say,
 * "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/..."
 * makes Saxon-HE walk the transaction's children for every line — and the transaction holds all
 * the lines before its header, so the cost grows with the square of the lines (10,000 lines: a
 * second per such rule). A path that starts at the root and uses no variable and no current()
 * has the same value wherever it is evaluated in the document, so the assert may read it from a
 * global variable bound to that path (global variables are evaluated once, on first use, with
 * the validated document as global context item — the tree the rules walk).
 *
 * Only xsl:when/@test and xsl:if/@test of the rules DirectPatterns runs directly are rewritten (never
 * the svrl output, whose "test" text is reported as is). The scanner is deliberately narrow: a
 * "/" or "//" where an expression may start (after an operator, "(", "," or "[" or at the start),
 * then steps that are a name, a prefixed name, "*" or "@name", each with balanced predicates free
 * of "$" and "current()", until anything else; any doubt leaves the text as it is.
 */
package einvoice.validator;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

final class RootPaths {
  /** Words after which a "/" starts an expression (XPath operators and keywords). */
  private static final Set<String> OPERATORS = Set.of("or", "and", "div", "mod", "idiv", "eq", "ne", "lt", "le", "gt", "ge", "is",
      "return", "then", "else", "in", "satisfies", "to", "union", "intersect", "except");

  /** Root paths found so far, by text, with the name of their global variable. */
  private final Map<String, String> names = new LinkedHashMap<>();
  private final String prefix;

  /** `prefix`: the start of the variable names, unused in the stylesheet. */
  RootPaths(String prefix) {
    this.prefix = prefix;
  }

  /** The global variables to declare: name → path. */
  Map<String, String> variables() {
    Map<String, String> out = new LinkedHashMap<>();
    names.forEach((path, name) -> out.put(name, path));
    return out;
  }

  /** The expression with each root path replaced by its variable. */
  String rewrite(String expr) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < expr.length()) {
      char c = expr.charAt(i);
      if (c == '\'' || c == '"') {
        int end = expr.indexOf(c, i + 1);
        if (end < 0) return expr; // unbalanced: leave it to the compiler
        out.append(expr, i, end + 1);
        i = end + 1;
        continue;
      }
      if (c == '/' && startsExpression(expr, i)) {
        int end = pathEnd(expr, i);
        if (end > i) {
          String path = expr.substring(i, end);
          String name = names.computeIfAbsent(path, p -> prefix + (names.size() + 1));
          out.append('$').append(name);
          i = end;
          continue;
        }
      }
      out.append(c);
      i++;
    }
    return out.toString();
  }

  /** Whether position i (a "/") is where an expression starts, not a step of a longer path. */
  private static boolean startsExpression(String s, int i) {
    int j = i - 1;
    while (j >= 0 && Character.isWhitespace(s.charAt(j))) j--;
    if (j < 0) return true;
    char p = s.charAt(j);
    if ("(,[=<>!+|".indexOf(p) >= 0) return true;
    if (!Character.isLetter(p)) return false;
    int k = j;
    while (k >= 0 && (Character.isLetterOrDigit(s.charAt(k)) || "-_.:".indexOf(s.charAt(k)) >= 0)) k--;
    // A keyword only when it stands alone (not the end of a name such as "ram:ID").
    return OPERATORS.contains(s.substring(k + 1, j + 1)) && (k < 0 || Character.isWhitespace(s.charAt(k)) || "()".indexOf(s.charAt(k)) >= 0);
  }

  /** The end of a root path starting at i, or i when it is not one this scanner accepts. */
  private static int pathEnd(String s, int i) {
    int pos = i;
    int steps = 0;
    while (pos < s.length() && s.charAt(pos) == '/') {
      pos++;
      if (pos < s.length() && s.charAt(pos) == '/') pos++;
      int step = step(s, pos);
      if (step == pos) return i; // "/" alone, or a step this scanner does not read
      pos = step;
      steps++;
      while (pos < s.length() && s.charAt(pos) == '[') {
        int close = predicateEnd(s, pos);
        if (close < 0) return i;
        pos = close + 1;
      }
    }
    if (steps == 0) return i;
    // A path followed by "(" or "::" was misread (a function or an axis): leave it.
    int after = pos;
    while (after < s.length() && Character.isWhitespace(s.charAt(after))) after++;
    if (after < s.length() && (s.charAt(after) == '(' || s.startsWith("::", after))) return i;
    return pos;
  }

  /** One step: "@"? then "*", a name or a prefixed name (prefix:* too); returns its end. */
  private static int step(String s, int pos) {
    int p = pos;
    if (p < s.length() && s.charAt(p) == '@') p++;
    int start = p;
    if (p < s.length() && s.charAt(p) == '*') return p + 1;
    while (p < s.length() && (Character.isLetterOrDigit(s.charAt(p)) || "-_.".indexOf(s.charAt(p)) >= 0)) p++;
    if (p == start || !Character.isLetter(s.charAt(start)) && s.charAt(start) != '_') return pos;
    if (p < s.length() && s.charAt(p) == ':' && p + 1 < s.length() && s.charAt(p + 1) != ':') {
      p++;
      if (p < s.length() && s.charAt(p) == '*') return p + 1;
      int local = p;
      while (p < s.length() && (Character.isLetterOrDigit(s.charAt(p)) || "-_.".indexOf(s.charAt(p)) >= 0)) p++;
      if (p == local) return pos;
    }
    return p;
  }

  /** The "]" closing the predicate at pos, or -1 when it is unbalanced or uses "$" or current(). */
  private static int predicateEnd(String s, int pos) {
    int depth = 0;
    for (int p = pos; p < s.length(); p++) {
      char c = s.charAt(p);
      if (c == '\'' || c == '"') {
        int end = s.indexOf(c, p + 1);
        if (end < 0) return -1;
        p = end;
      } else if (c == '$') {
        return -1;
      } else if (c == '[') {
        depth++;
      } else if (c == ']') {
        if (--depth == 0) return p;
      } else if (s.startsWith("current", p) && (p == 0 || !Character.isLetterOrDigit(s.charAt(p - 1)))) {
        return -1;
      }
    }
    return -1;
  }
}
