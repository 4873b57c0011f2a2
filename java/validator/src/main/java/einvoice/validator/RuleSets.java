/*
 * Loaded rule sets: XSD schemas (javax.xml.validation, secure processing, imports confined to the
 * rules directory) and Schematron XSLTs compiled once by Saxon-HE and cached by path, each with
 * its pattern plan (SchematronPlan). Schema and XsltExecutable objects are thread-safe, so every
 * worker thread shares them, and so are the rules' own XML files read by document() (RuleDocuments).
 */
package einvoice.validator;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.xml.XMLConstants;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import net.sf.saxon.lib.ResourceRequest;
import net.sf.saxon.lib.ResourceResolver;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.QName;
import net.sf.saxon.s9api.XsltCompiler;
import net.sf.saxon.s9api.XsltExecutable;
import net.sf.saxon.trans.XPathException;

final class RuleSets {
  /** An XSD entry point chosen by the document's root element ({ns}local). */
  record XsdEntry(String root, Path path) {}

  /** A compiled stylesheet and its pattern modes (null: it runs whole). */
  record Compiled(XsltExecutable executable, List<QName> patternModes) {}

  /** One loaded rule set. */
  record Loaded(String id, List<XsdEntry> xsd, List<Path> xslt) {}

  final Processor processor;
  private final RulesAccess access;
  private final Map<String, Loaded> sets = new ConcurrentHashMap<>();
  private final Map<Path, Schema> schemas = new ConcurrentHashMap<>();
  final RuleDocuments documents;
  private final Map<Path, Compiled> stylesheets = new ConcurrentHashMap<>();

  RuleSets(RulesAccess access) {
    this.access = access;
    this.processor = new Processor(false);
    ResourceResolver confined = (ResourceRequest request) -> {
      if (request.uri == null) return null;
      Path p = access.check(request.uri, request.baseUri);
      StreamSource s = new StreamSource(p.toFile());
      s.setSystemId(p.toUri().toString());
      return s;
    };
    processor.getUnderlyingConfiguration().setResourceResolver(confined);
    this.documents = new RuleDocuments(processor, access, confined);
  }

  Loaded get(String id) {
    return sets.get(id);
  }

  /** Loads (or finds cached) a rule set from a load request entry. */
  @SuppressWarnings("unchecked")
  Loaded load(Map<String, Object> def) throws Exception {
    String id = (String) def.get("id");
    List<XsdEntry> xsd = new ArrayList<>();
    for (Object o : (List<Object>) def.get("xsd")) {
      Map<String, Object> e = (Map<String, Object>) o;
      Path p = access.checkPath((String) e.get("path"));
      schema(p);
      xsd.add(new XsdEntry((String) e.get("root"), p));
    }
    List<Path> xslt = new ArrayList<>();
    for (Object o : (List<Object>) def.get("xslt")) {
      Path p = access.checkPath((String) o);
      stylesheet(p);
      xslt.add(p);
    }
    Loaded loaded = new Loaded(id, xsd, xslt);
    sets.put(id, loaded);
    return loaded;
  }

  /**
   * Drops every loaded rule set (a standby worker compiles rule sets only to make the JIT compile
   * Saxon's compiler and run time, then forgets them, so it waits warm but small).
   */
  void forgetAll() {
    sets.clear();
    stylesheets.clear();
    schemas.clear();
  }

  /** Every compiled stylesheet with the number of its pattern modes (0: it runs whole). */
  Map<String, Object> plans() {
    Map<String, Object> out = new java.util.TreeMap<>();
    stylesheets.forEach((p, c) -> out.put(p.toString(), c.patternModes() == null ? 0 : c.patternModes().size()));
    return out;
  }

  Schema schema(Path p) throws Exception {
    Schema cached = schemas.get(p);
    if (cached != null) return cached;
    SchemaFactory f = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    f.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    f.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "file");
    f.setResourceResolver((type, ns, publicId, systemId, baseUri) -> {
      if (systemId != null) access.check(systemId, baseUri);
      return null;
    });
    Schema s = f.newSchema(p.toFile());
    schemas.put(p, s);
    return s;
  }

  Compiled stylesheet(Path p) throws Exception {
    Compiled cached = stylesheets.get(p);
    if (cached != null) return cached;
    XsltCompiler c = processor.newXsltCompiler();
    XsltExecutable e;
    List<QName> modes = SchematronPlan.patternModes(p);
    try {
      if (modes == null) {
        e = c.compile(new StreamSource(p.toFile()));
      } else {
        // With a plan, the pattern modes that provably only walk the document run directly (DirectPatterns).
        org.w3c.dom.Document sheet = SchematronPlan.parse(p);
        modes = DirectPatterns.rewrite(sheet, modes);
        e = c.compile(new DOMSource(sheet, p.toUri().toString()));
      }
    } catch (net.sf.saxon.s9api.SaxonApiException ex) {
      throw new XPathException("cannot compile " + p + ": " + ex.getMessage());
    }
    Compiled compiled = new Compiled(e, modes);
    stylesheets.put(p, compiled);
    return compiled;
  }
}
