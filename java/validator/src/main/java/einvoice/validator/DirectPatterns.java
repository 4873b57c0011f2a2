/*
 * Runs a Schematron pattern without walking the whole document. In the ISO skeleton's output a
 * pattern mode visits every element and attribute of the document (a catch-all rule that only
 * applies the mode to "@*|*", and every rule ends by doing the same), so a pattern with three
 * rules still costs one template call per node: on a 1,000-line invoice (50,000 nodes) that walk
 * is most of the Factur-X stylesheet's time, 66 walks of which almost all find nothing.
 *
 * The walk visits each element and attribute once, in document order, and fires the rule of
 * highest priority that matches it. Selecting the nodes that some rule's pattern matches — the
 * union of the patterns written as path expressions (XSLT 3.0 §5.5.3 defines matching a path
 * pattern P as membership of root(.)//(P)), in document order, elements and attributes only —
 * and applying to them the rules without their trailing recursion fires the same
 * rules on the same nodes in the same order: the findings are the same, in the same order.
 *
 * The rewrite is made for a mode only when its shape proves this; any other mode keeps its walk:
 * every template of the mode names it alone; there is one catch-all "@*|node()" that only applies
 * the mode to "@*|*", possibly an empty text() rule, and every other template is a rule (a match,
 * no name, no parameters) whose last instruction, and only application of the mode, is that same
 * apply-templates, with no next-match, apply-imports or #current anywhere in it; no template
 * declares namespaces of its own; each alternative of a rule's pattern is a path from the root,
 * from anywhere (//), or relative (a name, a wildcard or an attribute), and never uses current().
 * The rules' tests read their paths from the root from global variables (RootPaths), and their
 * constant svrl:fired-rule records, which the worker never reads, are dropped.
 * Several threads may run these selections on one document: SharedTree makes that safe.
 * The rewritten stylesheet is compiled from the DOM with the file's URI as base, so document()
 * finds the rules' own files as before. Reference mode (SchematronPlan.reference) never rewrites.
 */
package einvoice.validator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.sf.saxon.s9api.QName;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

final class DirectPatterns {
  private static final String XSL = SchematronPlan.XSL;
  private static final String XMLNS = "http://www.w3.org/2000/xmlns/";
  /** Suffixes of the modes added for a rewritten pattern mode M: M.select (entry), M.direct (rules). */
  static final String SELECT = ".select";
  private static final String DIRECT = ".direct";

  private DirectPatterns() {}

  /**
   * Adds the direct form of every provable pattern mode to `sheet` (a parsed stylesheet) and
   * returns the modes to run in place of `modes`: M.select where rewritten, else M itself.
   */
  static List<QName> rewrite(Document sheet, List<QName> modes) {
    Element root = sheet.getDocumentElement();
    Map<String, List<Element>> byMode = new TreeMap<>();
    for (Element top : SchematronPlan.children(root)) {
      if (!XSL.equals(top.getNamespaceURI()) || !"template".equals(top.getLocalName()) || !top.hasAttribute("mode")) continue;
      for (String token : top.getAttribute("mode").trim().split("\\s+")) byMode.computeIfAbsent(token, k -> new ArrayList<>()).add(top);
    }
    List<QName> run = new ArrayList<>();
    // Paths from the root in the rules' tests become global variables (RootPaths), unless a name could clash.
    RootPaths roots = usesName(root, ROOT_PREFIX) ? null : new RootPaths(ROOT_PREFIX);
    for (QName mode : modes) {
      String name = mode.getNamespaceUri().isEmpty() ? mode.getLocalName() : null;
      String select = name == null ? null : selection(name, byMode.getOrDefault(name, List.of()));
      if (select == null || byMode.containsKey(name + SELECT) || byMode.containsKey(name + DIRECT)) {
        run.add(mode);
        continue;
      }
      // The rules move to M.direct (no copy: a worker holds every rule set in its heap); M itself,
      // left without templates, is only named by the root template, which a plan never runs.
      for (Element rule : byMode.get(name)) {
        if (isCatchAll(rule, name) || isEmptyText(rule)) {
          root.removeChild(rule);
          continue;
        }
        rule.setAttribute("mode", name + DIRECT);
        rule.removeChild(lastElement(rule));
        dropFiredRule(rule);
        if (roots != null) hoistRootPaths(rule, roots);
      }
      Element entry = sheet.createElementNS(XSL, "xsl:template");
      entry.setAttribute("match", "/");
      entry.setAttribute("mode", name + SELECT);
      Element apply = sheet.createElementNS(XSL, "xsl:apply-templates");
      apply.setAttribute("mode", name + DIRECT);
      apply.setAttribute("select", select);
      entry.appendChild(apply);
      root.appendChild(entry);
      run.add(new QName(name + SELECT));
    }
    if (roots != null) {
      roots.variables().forEach((variable, path) -> {
        Element v = sheet.createElementNS(XSL, "xsl:variable");
        v.setAttribute("name", variable);
        v.setAttribute("select", path);
        root.appendChild(v);
      });
    }
    return run;
  }

  /**
   * Removes the rule's svrl:fired-rule record when it is a constant: an empty literal element
   * whose attributes hold no "{" (no value template, so nothing is evaluated and nothing can
   * fail). The worker reads only failed asserts and successful reports; writing one record per
   * node a rule matches, each carrying every namespace of the stylesheet, was about a tenth of
   * the Factur-X stylesheet's time.
   */
  private static void dropFiredRule(Element rule) {
    for (Element e : SchematronPlan.children(rule)) {
      if (!SchematronPlan.SVRL.equals(e.getNamespaceURI()) || !"fired-rule".equals(e.getLocalName())) continue;
      if (!SchematronPlan.isEmpty(e)) continue;
      NamedNodeMap attrs = e.getAttributes();
      boolean constant = true;
      for (int i = 0; i < attrs.getLength(); i++) constant &= attrs.item(i).getNodeValue().indexOf('{') < 0;
      if (constant) rule.removeChild(e);
    }
  }

  /** The start of the global variables' names holding root paths. */
  private static final String ROOT_PREFIX = "einvoice.root.";

  /** The tests (xsl:when, xsl:if) of a rule run directly, with their root paths read from variables. */
  private static void hoistRootPaths(Element rule, RootPaths roots) {
    List<Element> all = new ArrayList<>();
    descendants(rule, all);
    for (Element e : all) {
      if (XSL.equals(e.getNamespaceURI()) && ("when".equals(e.getLocalName()) || "if".equals(e.getLocalName())) && e.hasAttribute("test") && sameNamespaces(e, rule)) {
        e.setAttribute("test", roots.rewrite(e.getAttribute("test")));
      }
    }
  }

  /** No namespace declared between the rule and e (so a path means the same at the top level). */
  private static boolean sameNamespaces(Element e, Element rule) {
    for (Node n = e; n != rule && n instanceof Element el; n = n.getParentNode()) {
      if (declaresNamespaces(el)) return false;
    }
    return true;
  }

  /** Whether any variable, parameter or function of the stylesheet has a name starting with `prefix`. */
  private static boolean usesName(Element e, String prefix) {
    if (e.getAttribute("name").startsWith(prefix)) return true;
    for (Element c : SchematronPlan.children(e)) if (usesName(c, prefix)) return true;
    return false;
  }

  /** The union of the mode's rule patterns as one expression, or null when the mode is not provably a walk. */
  private static String selection(String mode, List<Element> templates) {
    int catchAll = 0;
    List<String> paths = new ArrayList<>();
    for (Element t : templates) {
      if (!t.getAttribute("mode").trim().equals(mode) || declaresNamespaces(t)) return null;
      if (isCatchAll(t, mode)) {
        catchAll++;
        continue;
      }
      if (isEmptyText(t)) continue;
      if (!t.hasAttribute("match") || t.hasAttribute("name")) return null;
      Element last = lastElement(t);
      if (last == null || !isRecursion(last, mode) || !safeBody(t, mode, last)) return null;
      for (String alternative : alternatives(t.getAttribute("match"))) {
        String path = asPath(alternative);
        if (path == null) return null;
        paths.add("(" + path + ")");
      }
    }
    if (catchAll != 1 || paths.isEmpty()) return null;
    // The walk only ever visits elements and attributes (and the document node, which no rule here matches).
    return "(" + String.join(" | ", paths) + ")[. instance of element() or . instance of attribute()]";
  }

  /** `<xsl:template match="@*|node()" mode="M">` whose only content applies M to "@*|*". */
  private static boolean isCatchAll(Element t, String mode) {
    if (!"@*|node()".equals(t.getAttribute("match").replace(" ", "")) || t.hasAttribute("name")) return false;
    List<Element> kids = SchematronPlan.children(t);
    return kids.size() == 1 && isRecursion(kids.get(0), mode) && onlyElements(t);
  }

  private static boolean isEmptyText(Element t) {
    return "text()".equals(t.getAttribute("match").trim()) && !t.hasAttribute("name") && SchematronPlan.isEmpty(t);
  }

  /** `<xsl:apply-templates mode="M" select="@*|*"/>` with nothing inside. */
  private static boolean isRecursion(Element e, String mode) {
    return XSL.equals(e.getNamespaceURI()) && "apply-templates".equals(e.getLocalName()) && mode.equals(e.getAttribute("mode").trim())
        && "@*|*".equals(e.getAttribute("select").replace(" ", "")) && e.getFirstChild() == null;
  }

  /** No parameter, no other application of the mode, no next-match, apply-imports or #current in the rule. */
  private static boolean safeBody(Element t, String mode, Element last) {
    if (!onlyElementsAfter(last)) return false;
    List<Element> all = new ArrayList<>();
    descendants(t, all);
    for (Element e : all) {
      if (e == last || !XSL.equals(e.getNamespaceURI())) continue;
      switch (e.getLocalName()) {
        case "param", "next-match", "apply-imports" -> {
          return false;
        }
        case "apply-templates" -> {
          String m = e.getAttribute("mode").trim();
          if (!e.hasAttribute("mode") || m.equals(mode) || m.contains("#")) return false;
        }
        default -> { }
      }
    }
    return true;
  }

  /** The top-level alternatives of a pattern ("a | b"), split outside brackets, parentheses and strings. */
  static List<String> alternatives(String pattern) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    char quote = 0;
    int from = 0;
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (quote != 0) {
        if (c == quote) quote = 0;
      } else if (c == '\'' || c == '"') quote = c;
      else if (c == '[' || c == '(') depth++;
      else if (c == ']' || c == ')') depth--;
      else if (c == '|' && depth == 0) {
        out.add(pattern.substring(from, i).trim());
        from = i + 1;
      }
    }
    out.add(pattern.substring(from).trim());
    return out;
  }

  /**
   * One alternative of a pattern as the path expression that selects what it matches, or null:
   * "/..." and "//..." as they are, a relative path ("name...", "*...", "@...") under "//".
   */
  static String asPath(String alternative) {
    if (alternative.isEmpty() || alternative.equals("/") || alternative.contains("current()") || alternative.contains("current (")) return null;
    char c = alternative.charAt(0);
    if (c == '/') return alternative;
    if (c == '@' || c == '*' || Character.isLetter(c) || c == '_') {
      // A name followed by "(" is a function or kind test (key(), id(), doc(), node(), text()...): not a plain step.
      int end = 0;
      while (end < alternative.length() && (Character.isLetterOrDigit(alternative.charAt(end)) || "_-.:@*".indexOf(alternative.charAt(end)) >= 0)) end++;
      if (end < alternative.length() && alternative.substring(end).trim().startsWith("(")) return null;
      if (alternative.contains("::")) return null;
      return "//" + alternative;
    }
    return null;
  }

  private static boolean declaresNamespaces(Element t) {
    NamedNodeMap attrs = t.getAttributes();
    for (int i = 0; i < attrs.getLength(); i++) {
      Node a = attrs.item(i);
      if (XMLNS.equals(a.getNamespaceURI()) || "xpath-default-namespace".equals(a.getLocalName())) return true;
    }
    return false;
  }

  private static Element lastElement(Element e) {
    for (Node n = e.getLastChild(); n != null; n = n.getPreviousSibling()) {
      if (n.getNodeType() == Node.ELEMENT_NODE) return (Element) n;
    }
    return null;
  }

  /** Only whitespace and comments beside the element children of `e`. */
  private static boolean onlyElements(Element e) {
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n.getNodeType() == Node.TEXT_NODE && !n.getNodeValue().isBlank()) return false;
      if (n.getNodeType() != Node.TEXT_NODE && n.getNodeType() != Node.COMMENT_NODE && n.getNodeType() != Node.ELEMENT_NODE) return false;
    }
    return true;
  }

  /** Nothing but whitespace and comments after `last` (so it really is the last instruction). */
  private static boolean onlyElementsAfter(Element last) {
    for (Node n = last.getNextSibling(); n != null; n = n.getNextSibling()) {
      if (n.getNodeType() == Node.TEXT_NODE && n.getNodeValue().isBlank()) continue;
      if (n.getNodeType() == Node.COMMENT_NODE) continue;
      return false;
    }
    return true;
  }

  private static void descendants(Element e, List<Element> out) {
    for (Element c : SchematronPlan.children(e)) {
      out.add(c);
      descendants(c, out);
    }
  }
}
