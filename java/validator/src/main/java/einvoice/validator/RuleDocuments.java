/*
 * The XML files that official stylesheets read with document() at run time (the Factur-X code
 * lists, FACTUR-X_*_codedb.xml, ~180 KB, read by 120 asserts): parsed once into a Saxon tree and
 * shared by every transformation, instead of being parsed again by each one. The files are
 * static artefacts of the rules directory (the confinement check still applies), and a built
 * tree is immutable, so every worker thread may read it.
 */
package einvoice.validator;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.xml.transform.Source;
import net.sf.saxon.lib.ResourceRequest;
import net.sf.saxon.lib.ResourceResolver;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.trans.XPathException;

final class RuleDocuments implements ResourceResolver {
  private final Processor processor;
  private final RulesAccess access;
  private final ResourceResolver confined;
  private final Map<Path, XdmNode> trees = new ConcurrentHashMap<>();

  RuleDocuments(Processor processor, RulesAccess access, ResourceResolver confined) {
    this.processor = processor;
    this.access = access;
    this.confined = confined;
  }

  /** XML documents (document(), doc()) come from the cache; anything else from the confined resolver. */
  @Override
  public Source resolve(ResourceRequest request) throws XPathException {
    if (request.uri == null || !ResourceRequest.XML_NATURE.equals(request.nature) || SchematronPlan.reference()) return confined.resolve(request);
    Path p = access.check(request.uri, request.baseUri);
    XdmNode tree = trees.computeIfAbsent(p, this::build);
    return tree.asSource();
  }

  private XdmNode build(Path p) {
    try {
      return processor.newDocumentBuilder().build(new javax.xml.transform.sax.SAXSource(SecureXml.reader(), new org.xml.sax.InputSource(p.toUri().toString())));
    } catch (Exception e) {
      throw new IllegalStateException("cannot read rules document " + p + ": " + e.getMessage(), e);
    }
  }
}
