/*
 * Applies one compiled Schematron stylesheet to a parsed document and reads the SVRL it writes:
 * failed asserts and successful reports become raw findings. When the stylesheet has a pattern
 * plan (SchematronPlan) its pattern modes run directly, split into contiguous chunks that may run
 * in parallel; concatenated in chunk order they give the findings of the whole stylesheet in the
 * same order. Without a plan the stylesheet runs whole, as one part.
 */
package einvoice.validator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import net.sf.saxon.lib.ResourceResolver;
import net.sf.saxon.s9api.QName;
import net.sf.saxon.s9api.SaxonApiException;
import net.sf.saxon.s9api.XdmDestination;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XdmNodeKind;
import net.sf.saxon.s9api.Xslt30Transformer;

final class SchematronRun {
  private static final String SVRL = SchematronPlan.SVRL;

  private SchematronRun() {}

  /** The parts of applying `sheet` to `doc`: `chunks` pieces at most, in findings order. */
  static List<Callable<List<Map<String, Object>>>> parts(String id, RuleSets.Compiled sheet, XdmNode doc, ResourceResolver documents, int chunks) {
    List<Callable<List<Map<String, Object>>>> parts = new ArrayList<>();
    List<QName> modes = sheet.patternModes();
    if (modes == null) {
      parts.add(() -> whole(id, sheet, doc, documents));
      return parts;
    }
    int size = (modes.size() + chunks - 1) / Math.max(1, chunks);
    for (int from = 0; from < modes.size(); from += size) {
      List<QName> slice = modes.subList(from, Math.min(modes.size(), from + size));
      parts.add(() -> patterns(id, sheet, doc, documents, slice));
    }
    return parts;
  }

  private static List<Map<String, Object>> whole(String id, RuleSets.Compiled sheet, XdmNode doc, ResourceResolver documents) throws Exception {
    Xslt30Transformer t = sheet.executable().load30();
    t.setResourceResolver(documents);
    XdmDestination dest = new XdmDestination();
    List<Map<String, Object>> out = new ArrayList<>();
    try {
      t.transform(doc.asSource(), dest);
    } catch (SaxonApiException e) {
      out.add(notEvaluated(id, e));
      return out;
    }
    collect(dest.getXdmNode(), id, out);
    return out;
  }

  /**
   * The finding for rules that stop with a dynamic error on this document: official rules assume
   * the structure their XSD guarantees (e.g. one buyer, where normalize-space() is given two), so
   * a document outside it can make an expression fail. That is a verdict on the document (fatal,
   * beside its schema findings), not a failure of the service; the saxon-js engine reports the
   * same finding. The text is the error code; the message is worded on the Node side
   * (validation/report.ts) for both engines.
   */
  static Map<String, Object> notEvaluated(String id, SaxonApiException e) {
    QName code = e.getErrorCode();
    return Findings.of(id, "rules-error", "RULES-NOT-EVALUATED", "fatal", "/", "", code == null ? "dynamic error" : code.getLocalName());
  }

  private static List<Map<String, Object>> patterns(String id, RuleSets.Compiled sheet, XdmNode doc, ResourceResolver documents, List<QName> modes) throws Exception {
    Xslt30Transformer t = sheet.executable().load30();
    t.setResourceResolver(documents);
    t.setGlobalContextItem(doc);
    List<Map<String, Object>> out = new ArrayList<>();
    boolean failed = false;
    for (QName mode : modes) {
      t.setInitialMode(mode);
      XdmDestination dest = new XdmDestination();
      try {
        t.applyTemplates(doc, dest);
      } catch (SaxonApiException e) {
        // The other patterns still give their findings; the failure is reported once per part
        // (DocumentValidator keeps one per rule set).
        if (!failed) out.add(notEvaluated(id, e));
        failed = true;
        continue;
      }
      collect(dest.getXdmNode(), id, out);
    }
    return out;
  }

  private static void collect(XdmNode node, String id, List<Map<String, Object>> out) {
    for (XdmNode child : node.children()) {
      if (child.getNodeKind() != XdmNodeKind.ELEMENT && child.getNodeKind() != XdmNodeKind.DOCUMENT) continue;
      QName n = child.getNodeName();
      if (n != null && SVRL.equals(n.getNamespaceUri().toString())
          && ("failed-assert".equals(n.getLocalName()) || "successful-report".equals(n.getLocalName()))) {
        String text = "";
        for (XdmNode c : child.children()) {
          if (c.getNodeKind() == XdmNodeKind.ELEMENT && "text".equals(c.getNodeName().getLocalName())) text = c.getStringValue();
        }
        Map<String, Object> f = Findings.of(id, n.getLocalName(), attr(child, "id"), attr(child, "flag"), attr(child, "location"), attr(child, "test"), text);
        f.put("role", attr(child, "role"));
        out.add(f);
      } else {
        collect(child, id, out);
      }
    }
  }

  private static String attr(XdmNode n, String name) {
    String v = n.getAttributeValue(new QName(name));
    return v == null ? "" : v;
  }
}
