/*
 * Secure XML readers for documents from users: DTDs refused, no external entities, secure
 * processing on. Every parse of an untrusted document in the worker goes through here.
 */
package einvoice.validator;

import javax.xml.XMLConstants;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.XMLReader;

final class SecureXml {
  private static final SAXParserFactory FACTORY = create();

  private SecureXml() {}

  private static SAXParserFactory create() {
    try {
      SAXParserFactory f = SAXParserFactory.newInstance();
      f.setNamespaceAware(true);
      f.setXIncludeAware(false);
      f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      f.setFeature("http://xml.org/sax/features/external-general-entities", false);
      f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
      f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
      return f;
    } catch (Exception e) {
      throw new IllegalStateException("cannot configure a secure XML parser", e);
    }
  }

  /** A fresh namespace-aware reader that refuses DTDs and external entities. */
  static XMLReader reader() {
    try {
      return FACTORY.newSAXParser().getXMLReader();
    } catch (Exception e) {
      throw new IllegalStateException("cannot create a secure XML reader", e);
    }
  }
}
