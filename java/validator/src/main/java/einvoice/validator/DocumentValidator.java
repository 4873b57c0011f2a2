/*
 * Validates one document against loaded rule sets: the XSD matching its root element (each XSD
 * once, even when several rule sets share it), then every Schematron XSLT, returning the SVRL
 * failed asserts and successful reports as raw findings. Severity mapping happens on the Node side
 * so both engines share it.
 */
package einvoice.validator;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.transform.sax.SAXSource;
import javax.xml.validation.Validator;
import net.sf.saxon.s9api.DocumentBuilder;
import net.sf.saxon.s9api.QName;
import net.sf.saxon.s9api.XdmDestination;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XdmNodeKind;
import net.sf.saxon.s9api.Xslt30Transformer;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXParseException;

final class DocumentValidator {
  private static final String SVRL = "http://purl.oclc.org/dsdl/svrl";
  private final RuleSets rules;

  DocumentValidator(RuleSets rules) {
    this.rules = rules;
  }

  private static Map<String, Object> finding(String ruleSet, String kind, String id, String flag, String location, String test, String text) {
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("ruleSet", ruleSet);
    f.put("kind", kind);
    f.put("id", id);
    f.put("flag", flag);
    f.put("location", location);
    f.put("test", test);
    f.put("text", text);
    return f;
  }

  /** Validates the bytes against the named (already loaded) rule sets. */
  List<Map<String, Object>> validate(byte[] xml, List<String> ids) throws Exception {
    List<Map<String, Object>> findings = new ArrayList<>();
    DocumentBuilder builder = rules.processor.newDocumentBuilder();
    XdmNode doc;
    try {
      doc = builder.build(new SAXSource(SecureXml.reader(), new InputSource(new ByteArrayInputStream(xml))));
    } catch (Exception e) {
      findings.add(finding(ids.isEmpty() ? "" : ids.get(0), "xml", "XML-NOT-WELL-FORMED", "fatal", "/", "", e.getMessage()));
      return findings;
    }
    XdmNode root = null;
    for (XdmNode child : doc.children()) {
      if (child.getNodeKind() == XdmNodeKind.ELEMENT) { root = child; break; }
    }
    QName name = root.getNodeName();
    String clark = "{" + name.getNamespaceUri().toString() + "}" + name.getLocalName();
    Set<Path> done = new HashSet<>();
    for (String id : ids) {
      RuleSets.Loaded set = rules.get(id);
      if (set.xsd().isEmpty()) continue;
      RuleSets.XsdEntry entry = set.xsd().stream().filter(x -> x.root().equals(clark)).findFirst().orElse(null);
      if (entry == null) {
        findings.add(finding(id, "xsd", "XSD-ROOT", "fatal", "/", "", "The root element " + clark + " is not allowed by rule set " + id));
        continue;
      }
      if (done.add(entry.path())) findings.addAll(xsd(id, entry.path(), xml));
    }
    for (String id : ids) {
      for (Path p : rules.get(id).xslt()) findings.addAll(schematron(id, p, doc));
    }
    return findings;
  }

  private List<Map<String, Object>> xsd(String id, Path path, byte[] xml) throws Exception {
    List<Map<String, Object>> out = new ArrayList<>();
    Validator v = rules.schema(path).newValidator();
    v.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    v.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    v.setErrorHandler(new ErrorHandler() {
      private void add(SAXParseException e, String flag) {
        String msg = e.getMessage() == null ? "" : e.getMessage();
        int colon = msg.indexOf(": ");
        String code = msg.startsWith("cvc-") && colon > 0 ? msg.substring(0, colon) : "XSD";
        out.add(finding(id, "xsd", code, flag, "line " + e.getLineNumber() + ", column " + e.getColumnNumber(), "", msg));
      }
      @Override public void warning(SAXParseException e) { add(e, "warning"); }
      @Override public void error(SAXParseException e) { add(e, "fatal"); }
      @Override public void fatalError(SAXParseException e) { add(e, "fatal"); }
    });
    try {
      v.validate(new SAXSource(SecureXml.reader(), new InputSource(new ByteArrayInputStream(xml))));
    } catch (SAXParseException e) {
      if (out.isEmpty()) out.add(finding(id, "xsd", "XSD", "fatal", "line " + e.getLineNumber(), "", e.getMessage()));
    }
    return out;
  }

  private List<Map<String, Object>> schematron(String id, Path path, XdmNode doc) throws Exception {
    Xslt30Transformer t = rules.stylesheet(path).load30();
    XdmDestination dest = new XdmDestination();
    t.transform(doc.asSource(), dest);
    List<Map<String, Object>> out = new ArrayList<>();
    collect(dest.getXdmNode(), id, out);
    return out;
  }

  private void collect(XdmNode node, String id, List<Map<String, Object>> out) {
    for (XdmNode child : node.children()) {
      if (child.getNodeKind() != XdmNodeKind.ELEMENT && child.getNodeKind() != XdmNodeKind.DOCUMENT) continue;
      QName n = child.getNodeName();
      if (n != null && SVRL.equals(n.getNamespaceUri().toString())
          && ("failed-assert".equals(n.getLocalName()) || "successful-report".equals(n.getLocalName()))) {
        String text = "";
        for (XdmNode c : child.children()) {
          if (c.getNodeKind() == XdmNodeKind.ELEMENT && "text".equals(c.getNodeName().getLocalName())) text = c.getStringValue();
        }
        Map<String, Object> f = finding(id, n.getLocalName(), attr(child, "id"), attr(child, "flag"), attr(child, "location"), attr(child, "test"), text);
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
