/*
 * Reads the shape of a compiled Schematron stylesheet (the ISO skeleton's output: one root
 * template that, for each pattern, writes an svrl:active-pattern and then applies the pattern's
 * own mode to "/") and lists those pattern modes in order. The worker then runs each mode
 * directly (several in parallel) instead of the root template: the findings are the same, in the
 * same order, but the root template's default-mode pass over the whole document before every
 * pattern — which writes nothing, only text() is matched there and that rule is empty — is gone.
 *
 * The plan is only made when that is provably so; any other shape gives null and the stylesheet
 * runs whole. Conditions: no xsl:import/include/use-package/mode; no template for #default or
 * #all modes; every template without a mode
 * is the root template, a named template without a match, or an empty text() rule; the root
 * template holds only svrl literal elements, xsl:comment/value-of/attribute/text, default-mode
 * xsl:apply-templates without select or parameters, and xsl:apply-templates with a mode, select
 * "/" and no parameters (the patterns). The stylesheet is a trusted file of the rules directory.
 * With -Deinvoice.validator.reference=true there are no plans, no shared rules documents and no
 * parallel parts: the worker runs as a plain Schematron processor (tests and benchmarks compare).
 */
package einvoice.validator;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import net.sf.saxon.s9api.QName;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

final class SchematronPlan {
  static final String XSL = "http://www.w3.org/1999/XSL/Transform";
  static final String SVRL = "http://purl.oclc.org/dsdl/svrl";

  private SchematronPlan() {}

  /** The pattern modes of the stylesheet in the order the root template runs them, or null. */
  static List<QName> patternModes(Path xslt) {
    if (reference()) return null;
    try {
      Element sheet = parse(xslt).getDocumentElement();
      if (!XSL.equals(sheet.getNamespaceURI())) return null;
      Element root = null;
      for (Element top : children(sheet)) {
        if (!XSL.equals(top.getNamespaceURI())) continue;
        String name = top.getLocalName();
        if (name.equals("import") || name.equals("include") || name.equals("use-package") || name.equals("mode")) return null;
        if (!name.equals("template")) continue;
        if (top.getAttribute("mode").contains("#")) return null; // #default or #all: a default-mode rule
        if (top.hasAttribute("mode")) continue;
        String match = top.getAttribute("match").trim();
        if (!top.hasAttribute("match")) continue; // a named template: never a rule
        if (match.equals("/") && root == null) root = top;
        else if (!(match.equals("text()") && isEmpty(top))) return null;
      }
      if (root == null) return null;
      List<QName> modes = new ArrayList<>();
      return collect(root, modes) && !modes.isEmpty() ? modes : null;
    } catch (Exception e) {
      return null;
    }
  }

  /** The stylesheet as a namespace-aware DOM (no DTD). */
  static org.w3c.dom.Document parse(Path xslt) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return f.newDocumentBuilder().parse(xslt.toFile());
  }

  /** Reference mode: stylesheets run whole and document() reads files as Saxon does by default. */
  static boolean reference() {
    return Boolean.getBoolean("einvoice.validator.reference");
  }

  /** Walks the root template; false when it holds anything the plan cannot prove harmless. */
  private static boolean collect(Element parent, List<QName> modes) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n.getNodeType() == Node.TEXT_NODE || n.getNodeType() == Node.COMMENT_NODE) continue;
      if (n.getNodeType() != Node.ELEMENT_NODE) return false;
      Element e = (Element) n;
      String ns = e.getNamespaceURI();
      if (SVRL.equals(ns)) {
        if (!collect(e, modes)) return false;
        continue;
      }
      if (!XSL.equals(ns)) return false;
      switch (e.getLocalName()) {
        case "comment", "value-of", "attribute", "text" -> {
          if (!onlyValueInstructions(e)) return false;
        }
        case "apply-templates" -> {
          if (!children(e).isEmpty()) return false;
          if (!e.hasAttribute("mode")) {
            if (e.hasAttribute("select")) return false;
          } else {
            if (!"/".equals(e.getAttribute("select").trim())) return false;
            modes.add(modeName(e, e.getAttribute("mode").trim()));
          }
        }
        default -> {
          return false;
        }
      }
    }
    return true;
  }

  /** A mode name as Saxon knows it (prefixed names resolved against the element's namespaces). */
  private static QName modeName(Element e, String lexical) {
    int colon = lexical.indexOf(':');
    if (colon < 0) return new QName(lexical);
    String uri = e.lookupNamespaceURI(lexical.substring(0, colon));
    return new QName(uri == null ? "" : uri, lexical.substring(colon + 1));
  }

  private static boolean onlyValueInstructions(Element e) {
    for (Element c : children(e)) {
      if (!XSL.equals(c.getNamespaceURI()) || !c.getLocalName().equals("value-of") && !c.getLocalName().equals("text")) return false;
    }
    return true;
  }

  static boolean isEmpty(Element e) {
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n.getNodeType() == Node.ELEMENT_NODE) return false;
      if (n.getNodeType() == Node.TEXT_NODE && !n.getNodeValue().isBlank()) return false;
    }
    return true;
  }

  static List<Element> children(Element e) {
    List<Element> out = new ArrayList<>();
    for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n.getNodeType() == Node.ELEMENT_NODE) out.add((Element) n);
    }
    return out;
  }
}
