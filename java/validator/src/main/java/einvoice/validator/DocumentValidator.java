/*
 * Validates one document against loaded rule sets: the XSD matching its root element (each XSD
 * once, even when several rule sets share it), then every Schematron XSLT, returning the SVRL
 * failed asserts and successful reports as raw findings. The document is parsed once into a
 * Saxon tree that every stylesheet reads; the XSDs and the chunks of Schematron patterns run in
 * parallel (Parts), and the findings come back in the fixed order: XSD findings by rule set, then
 * Schematron findings by rule set and stylesheet, each in the stylesheet's own order.
 */
package einvoice.validator;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import javax.xml.transform.sax.SAXSource;
import net.sf.saxon.s9api.DocumentBuilder;
import net.sf.saxon.s9api.QName;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XdmNodeKind;
import org.xml.sax.InputSource;

final class DocumentValidator {
  private final RuleSets rules;
  private final Parts parts;
  /** How many pieces one stylesheet's patterns are cut into (the threads that can share it). */
  private final int chunks;

  DocumentValidator(RuleSets rules, Parts parts, int chunks) {
    this.rules = rules;
    this.parts = parts;
    this.chunks = chunks;
  }

  /** -Deinvoice.validator.timing=true: log each step's time to stderr (see Main). */
  static final boolean TIMING = Boolean.getBoolean("einvoice.validator.timing");

  /** The part itself, or with TIMING a part that logs how long it ran and on which thread. */
  static <T> Callable<T> timed(String label, Callable<T> c) {
    if (!TIMING) return c;
    return () -> {
      long t = System.nanoTime();
      try { return c.call(); } finally { System.err.printf("timing %s %d ms on %s%n", label, (System.nanoTime() - t) / 1_000_000, Thread.currentThread().getName()); }
    };
  }

  /**
   * Validates the bytes against the named (already loaded) rule sets; `split` cuts the work into
   * parallel parts (only worth it when the worker has nothing else to do).
   */
  List<Map<String, Object>> validate(byte[] xml, List<String> ids, boolean split) throws Exception {
    List<Map<String, Object>> findings = new ArrayList<>();
    DocumentBuilder builder = rules.processor.newDocumentBuilder();
    XdmNode doc;
    long t0 = System.nanoTime();
    try {
      doc = builder.build(new SAXSource(SecureXml.reader(), new InputSource(new ByteArrayInputStream(xml))));
    } catch (Exception e) {
      findings.add(Findings.of(ids.isEmpty() ? "" : ids.get(0), "xml", "XML-NOT-WELL-FORMED", "fatal", "/", "", e.getMessage()));
      return findings;
    }
    if (TIMING) System.err.printf("timing tree %d ms%n", (System.nanoTime() - t0) / 1_000_000);
    // Parallel parts share the tree: only once it is safe to read from several threads (SharedTree).
    split = split && SharedTree.prepare(doc);
    int chunks = split ? this.chunks : 1;
    XdmNode root = null;
    for (XdmNode child : doc.children()) {
      if (child.getNodeKind() == XdmNodeKind.ELEMENT) { root = child; break; }
    }
    QName name = root.getNodeName();
    String clark = "{" + name.getNamespaceUri().toString() + "}" + name.getLocalName();
    List<Callable<List<Map<String, Object>>>> xsd = new ArrayList<>();
    Set<Path> done = new HashSet<>();
    for (String id : ids) {
      RuleSets.Loaded set = rules.get(id);
      if (set.xsd().isEmpty()) continue;
      RuleSets.XsdEntry entry = set.xsd().stream().filter(x -> x.root().equals(clark)).findFirst().orElse(null);
      if (entry == null) {
        List<Map<String, Object>> wrongRoot = List.of(Findings.of(id, "xsd", "XSD-ROOT", "fatal", "/", "", "The root element " + clark + " is not allowed by rule set " + id));
        xsd.add(() -> wrongRoot);
        continue;
      }
      if (done.add(entry.path())) {
        var schema = rules.schema(entry.path());
        xsd.add(timed("xsd " + id, () -> XsdCheck.run(id, schema, xml)));
      }
    }
    List<Callable<List<Map<String, Object>>>> schematron = new ArrayList<>();
    for (String id : ids) {
      for (Path p : rules.get(id).xslt()) {
        int k = 0;
        for (var part : SchematronRun.parts(id, rules.stylesheet(p), doc, rules.documents, chunks)) schematron.add(timed("sch " + id + " " + k++, part));
      }
    }
    // The Schematron chunks are the long parts: start them first, then the XSDs.
    List<Callable<List<Map<String, Object>>>> all = new ArrayList<>(schematron);
    all.addAll(xsd);
    List<List<Map<String, Object>>> results = split ? parts.run(all) : Parts.inOrder(all);
    for (List<Map<String, Object>> r : results.subList(schematron.size(), results.size())) findings.addAll(r);
    Set<Object> notEvaluated = new HashSet<>();
    for (List<Map<String, Object>> r : results.subList(0, schematron.size())) {
      for (Map<String, Object> f : r) {
        // Parallel parts of one stylesheet may each stop on the same error: one finding per rule set.
        if ("rules-error".equals(f.get("kind")) && !notEvaluated.add(f.get("ruleSet"))) continue;
        findings.add(f);
      }
    }
    return findings;
  }
}
