// Validates several PDF or XML e-invoices with the Mustang validator in one JVM (its start-up
// and XSLT compilation dominate a single run) and prints one <report file="..."> element per
// input, each wrapping Mustang's own XML report. Run by scripts/conformance-mustang.sh.
import org.mustangproject.validator.ZUGFeRDValidator;

public class MustangBatch {
  public static void main(String[] args) {
    java.io.PrintStream out = System.out;
    out.print("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<reports>\n");
    for (String file : args) {
      ZUGFeRDValidator validator = new ZUGFeRDValidator();
      String report;
      try {
        report = validator.validate(file).replaceFirst("^<\\?xml[^>]*\\?>", "");
      } catch (RuntimeException e) {
        report = "<error>" + e.toString().replace("&", "&amp;").replace("<", "&lt;") + "</error>";
      }
      String name = file.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
      out.print("<report file=\"" + name + "\">" + report + "</report>\n");
      out.flush();
    }
    out.print("</reports>\n");
    out.flush();
  }
}
