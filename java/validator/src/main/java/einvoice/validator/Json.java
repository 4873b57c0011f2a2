/*
 * A minimal JSON reader and writer for the worker protocol (one JSON object per line), so the
 * worker depends on nothing but Saxon-HE. Objects become LinkedHashMap, arrays ArrayList,
 * numbers Double or Long, and strings String.
 */
package einvoice.validator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

final class Json {
  private final String s;
  private int p;

  private Json(String s) {
    this.s = s;
  }

  /** Parses one JSON value. */
  static Object parse(String text) {
    Json j = new Json(text);
    j.ws();
    Object v = j.value();
    j.ws();
    if (j.p != j.s.length()) throw new IllegalArgumentException("trailing characters in JSON");
    return v;
  }

  private void ws() {
    while (p < s.length() && Character.isWhitespace(s.charAt(p))) p++;
  }

  private Object value() {
    if (p >= s.length()) throw new IllegalArgumentException("unexpected end of JSON");
    char c = s.charAt(p);
    switch (c) {
      case '{': return object();
      case '[': return array();
      case '"': return string();
      case 't': expect("true"); return Boolean.TRUE;
      case 'f': expect("false"); return Boolean.FALSE;
      case 'n': expect("null"); return null;
      default: return number();
    }
  }

  private void expect(String word) {
    if (!s.startsWith(word, p)) throw new IllegalArgumentException("bad JSON at " + p);
    p += word.length();
  }

  private Map<String, Object> object() {
    Map<String, Object> m = new LinkedHashMap<>();
    p++;
    ws();
    if (s.charAt(p) == '}') { p++; return m; }
    while (true) {
      ws();
      String k = string();
      ws();
      if (s.charAt(p++) != ':') throw new IllegalArgumentException("expected : at " + p);
      ws();
      m.put(k, value());
      ws();
      char c = s.charAt(p++);
      if (c == '}') return m;
      if (c != ',') throw new IllegalArgumentException("expected , or } at " + p);
    }
  }

  private List<Object> array() {
    List<Object> a = new ArrayList<>();
    p++;
    ws();
    if (s.charAt(p) == ']') { p++; return a; }
    while (true) {
      ws();
      a.add(value());
      ws();
      char c = s.charAt(p++);
      if (c == ']') return a;
      if (c != ',') throw new IllegalArgumentException("expected , or ] at " + p);
    }
  }

  private String string() {
    if (s.charAt(p) != '"') throw new IllegalArgumentException("expected string at " + p);
    p++;
    // Fast path: a string without escapes (the base64 document, megabytes long) is one substring.
    int end = s.indexOf('"', p);
    int escape = end;
    for (int i = p; i < end; i++) {
      if (s.charAt(i) == '\\') { escape = i; break; }
    }
    if (end >= 0 && escape == end) {
      String plain = s.substring(p, end);
      p = end + 1;
      return plain;
    }
    StringBuilder b = new StringBuilder();
    while (true) {
      char c = s.charAt(p++);
      if (c == '"') return b.toString();
      if (c != '\\') { b.append(c); continue; }
      char e = s.charAt(p++);
      switch (e) {
        case 'n': b.append('\n'); break;
        case 't': b.append('\t'); break;
        case 'r': b.append('\r'); break;
        case 'b': b.append('\b'); break;
        case 'f': b.append('\f'); break;
        case 'u': b.append((char) Integer.parseInt(s.substring(p, p + 4), 16)); p += 4; break;
        default: b.append(e);
      }
    }
  }

  private Object number() {
    int start = p;
    while (p < s.length() && "+-0123456789.eE".indexOf(s.charAt(p)) >= 0) p++;
    String n = s.substring(start, p);
    if (n.isEmpty()) throw new IllegalArgumentException("bad JSON value at " + start);
    if (n.matches("-?\\d+")) return Long.parseLong(n);
    return Double.parseDouble(n);
  }

  /** Writes a value (Map, List, String, Number, Boolean, null) as compact JSON. */
  static String write(Object v) {
    StringBuilder b = new StringBuilder();
    write(b, v);
    return b.toString();
  }

  @SuppressWarnings("unchecked")
  private static void write(StringBuilder b, Object v) {
    if (v == null) b.append("null");
    else if (v instanceof String) quote(b, (String) v);
    else if (v instanceof Number || v instanceof Boolean) b.append(v);
    else if (v instanceof Map) {
      b.append('{');
      boolean first = true;
      for (Map.Entry<String, Object> e : ((Map<String, Object>) v).entrySet()) {
        if (!first) b.append(',');
        first = false;
        quote(b, e.getKey());
        b.append(':');
        write(b, e.getValue());
      }
      b.append('}');
    } else if (v instanceof List) {
      b.append('[');
      boolean first = true;
      for (Object o : (List<Object>) v) {
        if (!first) b.append(',');
        first = false;
        write(b, o);
      }
      b.append(']');
    } else quote(b, v.toString());
  }

  private static void quote(StringBuilder b, String s) {
    b.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20 || c == 0x2028 || c == 0x2029) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    b.append('"');
  }
}
