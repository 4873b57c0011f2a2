/*
 * The raw finding record the worker sends back (one JSON object per XSD error or SVRL failed
 * assert / successful report). Severity mapping happens on the Node side so both engines share it.
 */
package einvoice.validator;

import java.util.LinkedHashMap;
import java.util.Map;

final class Findings {
  private Findings() {}

  static Map<String, Object> of(String ruleSet, String kind, String id, String flag, String location, String test, String text) {
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
}
