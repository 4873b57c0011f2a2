/*
 * One XSD validation of a document (javax.xml.validation with a cached, thread-safe Schema; the
 * document read through the secure parser). Each schema error becomes a raw finding.
 */
package einvoice.validator;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.transform.sax.SAXSource;
import javax.xml.validation.Schema;
import javax.xml.validation.Validator;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXParseException;

final class XsdCheck {
  private XsdCheck() {}

  /** The findings of validating `xml` against `schema`, attributed to rule set `id`. */
  static List<Map<String, Object>> run(String id, Schema schema, byte[] xml) throws Exception {
    List<Map<String, Object>> out = new ArrayList<>();
    Validator v = schema.newValidator();
    v.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    v.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    v.setErrorHandler(new ErrorHandler() {
      private void add(SAXParseException e, String flag) {
        String msg = e.getMessage() == null ? "" : e.getMessage();
        int colon = msg.indexOf(": ");
        String code = msg.startsWith("cvc-") && colon > 0 ? msg.substring(0, colon) : "XSD";
        out.add(Findings.of(id, "xsd", code, flag, "line " + e.getLineNumber() + ", column " + e.getColumnNumber(), "", msg));
      }
      @Override public void warning(SAXParseException e) { add(e, "warning"); }
      @Override public void error(SAXParseException e) { add(e, "fatal"); }
      @Override public void fatalError(SAXParseException e) { add(e, "fatal"); }
    });
    try {
      v.validate(new SAXSource(SecureXml.reader(), new InputSource(new ByteArrayInputStream(xml))));
    } catch (SAXParseException e) {
      if (out.isEmpty()) out.add(Findings.of(id, "xsd", "XSD", "fatal", "line " + e.getLineNumber(), "", e.getMessage()));
    }
    return out;
  }
}
