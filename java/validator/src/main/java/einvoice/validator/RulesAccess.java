/*
 * Confines the XSD and XSLT engines to the rules directory: schema imports, document() and any
 * other resource a rule set asks for must resolve to a file under the rules root, or loading fails.
 */
package einvoice.validator;

import java.net.URI;
import java.nio.file.Path;
import java.nio.file.Paths;

final class RulesAccess {
  private final Path root;

  RulesAccess(Path root) {
    this.root = root.toAbsolutePath().normalize();
  }

  Path root() {
    return root;
  }

  /** Resolves a (possibly relative) URI against a base and checks that it is a file under the root. */
  Path check(String uri, String base) {
    try {
      URI resolved = base != null && !base.isEmpty() ? new URI(base).resolve(uri) : new URI(uri);
      if (!"file".equals(resolved.getScheme())) throw new SecurityException("not a local rules file: " + resolved);
      Path p = Paths.get(resolved).toAbsolutePath().normalize();
      if (!p.startsWith(root)) throw new SecurityException("outside the rules directory: " + p);
      return p;
    } catch (java.net.URISyntaxException e) {
      throw new SecurityException("bad URI " + uri);
    }
  }

  /** Checks a path given directly (from a load request). */
  Path checkPath(String path) {
    Path p = Paths.get(path).toAbsolutePath().normalize();
    if (!p.startsWith(root)) throw new SecurityException("outside the rules directory: " + p);
    return p;
  }
}
