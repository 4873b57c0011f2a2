/*
 * The worker's entry point and protocol: one JSON request per line on stdin, one JSON response
 * per line on stdout, matched by "id" (responses may come out of order; requests run on a small
 * thread pool). Operations:
 *   {"id":1,"op":"ping"}
 *   {"id":2,"op":"load","ruleSets":[{"id":"en16931-cii","xsd":[{"root":"{ns}local","path":"..."}],"xslt":["..."]}]}
 *   {"id":3,"op":"validate","ruleSets":["en16931-cii"],"xmlBase64":"PD94..."}
 *   {"id":4,"op":"plans"}  → "plans": {xslt path: number of pattern modes run directly, 0 = whole}
 *   {"id":5,"op":"forget"} → drops every loaded rule set and collects the heap (a warm standby:
 *                            the JIT keeps what compiling and checking taught it; the heap shrinks)
 * Answers: {"id":n,"ok":true,...} or {"id":n,"ok":false,"error":"..."}. Logs go to stderr.
 * Arguments: --rules-root DIR (the only directory rule files may come from), --threads N (requests
 * at a time, and as many helper threads that run the parts of one request in parallel). A check
 * is split into parallel parts only while it is the only one in the worker: under load every
 * thread already has a document, and the split would only add its hand-offs and the set-up of
 * one transformer per part.
 * Loads (compiling rule sets, seconds each) run on their own pool: a check never waits in a queue
 * behind compiles, so its deadline measures the check, not the warm-up.
 * With -Deinvoice.validator.timing=true each check logs to stderr how long its steps took (request
 * parsing, the tree, each XSD and each chunk of Schematron patterns), for profiling by hand; the
 * engine keeps only the end of stderr, so the service never shows these lines.
 * The worker ignores SIGTERM, SIGINT and SIGHUP: a stop signal sent to every process of the
 * service (systemd stopping its cgroup, Ctrl-C to the terminal's process group) must not end it
 * while the service still drains requests that wait for checks. It ends when its stdin closes:
 * the service closes it once drained (and kills it if it does not exit), and the kernel closes it
 * when the service dies. Then it finishes the checks it has, unless the service that sent them is
 * gone, in which case nobody would read the answers and it exits at once.
 */
package einvoice.validator;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

public final class Main {
  private final RuleSets rules;
  private final DocumentValidator validator;
  private final PrintWriter out;
  /** Requests of the check pool (validations, pings) received and not yet answered. */
  private final java.util.concurrent.atomic.AtomicInteger validations = new java.util.concurrent.atomic.AtomicInteger();

  private Main(RuleSets rules, PrintWriter out, int threads) {
    this.rules = rules;
    ExecutorService helpers = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "validate-part");
      t.setDaemon(true);
      return t;
    });
    // Reference mode works as the worker did before parts ran in parallel: one thread a document.
    int helperCount = SchematronPlan.reference() ? 0 : threads;
    this.validator = new DocumentValidator(rules, new Parts(helpers, helperCount), helperCount + 1);
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    String root = null;
    int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    for (int i = 0; i < args.length - 1; i++) {
      if ("--rules-root".equals(args[i])) root = args[i + 1];
      if ("--threads".equals(args[i])) threads = Integer.parseInt(args[i + 1]);
    }
    if (root == null) {
      System.err.println("usage: --rules-root DIR [--threads N]");
      System.exit(2);
    }
    ignoreStopSignals();
    long parent = parentPid();
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), false);
    Main main = new Main(new RuleSets(new RulesAccess(Paths.get(root))), out, threads);
    ExecutorService checks = daemonPool(threads, "validate");
    ExecutorService loads = daemonPool(threads, "load");
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (line.isBlank()) continue;
      final String request = line;
      if (isLoad(request)) {
        loads.execute(() -> main.handle(request, false));
      } else {
        main.validations.incrementAndGet();
        checks.execute(() -> main.handle(request, true));
      }
    }
    // stdin closed: by the service stopping the worker, or by the kernel because the service died.
    // The checks it holds finish, unless the worker gets another parent meanwhile (the kernel
    // closes a dying process's files a moment before it hands its children over): their answers
    // would go nowhere.
    checks.shutdown();
    loads.shutdown();
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!(checks.isTerminated() && loads.isTerminated()) && System.nanoTime() < until) {
      if (parentPid() != parent) System.exit(0);
      checks.awaitTermination(50, TimeUnit.MILLISECONDS);
      loads.awaitTermination(50, TimeUnit.MILLISECONDS);
    }
  }

  /** SIGTERM, SIGINT and SIGHUP are ignored: only the service ends the worker (stdin, or SIGKILL). */
  private static void ignoreStopSignals() {
    for (String name : new String[] {"TERM", "INT", "HUP"}) {
      try {
        sun.misc.Signal.handle(new sun.misc.Signal(name), sun.misc.SignalHandler.SIG_IGN);
      } catch (IllegalArgumentException e) {
        // not a signal on this platform, or the JVM keeps it (-Xrs): nothing to ignore
      }
    }
  }

  private static long parentPid() {
    return ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(-1L);
  }

  private static ExecutorService daemonPool(int threads, String name) {
    return Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
  }

  /** Whether a request line is a load (the client writes "op" right after "id", before any payload). */
  private static boolean isLoad(String line) {
    int op = line.indexOf("\"op\"");
    return op >= 0 && op < 64 && line.startsWith("\"load\"", line.indexOf(':', op) + 1);
  }

  private void handle(String line, boolean counted) {
    String json;
    try {
      json = answer(line, counted ? validations.get() : 0);
    } finally {
      // Before the answer is written: the client may send its next check as soon as it reads it.
      if (counted) validations.decrementAndGet();
    }
    synchronized (out) {
      out.println(json);
      out.flush();
    }
  }

  /** The answer to one request; `concurrent` is how many checks are in the worker, this one included. */
  @SuppressWarnings("unchecked")
  private String answer(String line, int concurrent) {
    Map<String, Object> response = new LinkedHashMap<>();
    Object id = null;
    try {
      long tp = System.nanoTime();
      Map<String, Object> req = (Map<String, Object>) Json.parse(line);
      if (DocumentValidator.TIMING) System.err.printf("timing json %d ms%n", (System.nanoTime() - tp) / 1_000_000);
      id = req.get("id");
      response.put("id", id);
      String op = (String) req.get("op");
      if ("ping".equals(op)) {
        Runtime rt = Runtime.getRuntime();
        response.put("heapUsed", rt.totalMemory() - rt.freeMemory());
      } else if ("load".equals(op)) {
        List<Object> loaded = new ArrayList<>();
        for (Object def : (List<Object>) req.get("ruleSets")) loaded.add(rules.load((Map<String, Object>) def).id());
        response.put("loaded", loaded);
      } else if ("forget".equals(op)) {
        rules.forgetAll();
        System.gc();
        Runtime rt = Runtime.getRuntime();
        response.put("heapUsed", rt.totalMemory() - rt.freeMemory());
      } else if ("plans".equals(op)) {
        response.put("plans", rules.plans());
      } else if ("validate".equals(op)) {
        List<String> ids = new ArrayList<>();
        for (Object o : (List<Object>) req.get("ruleSets")) {
          if (rules.get((String) o) == null) throw new IllegalStateException("rule set not loaded: " + o);
          ids.add((String) o);
        }
        byte[] xml = java.util.Base64.getDecoder().decode((String) req.get("xmlBase64"));
        long t = System.nanoTime();
        response.put("findings", validator.validate(xml, ids, concurrent <= 1));
        if (DocumentValidator.TIMING) System.err.printf("timing validate %d ms%n", (System.nanoTime() - t) / 1_000_000);
      } else {
        throw new IllegalArgumentException("unknown op " + op);
      }
      response.put("ok", true);
    } catch (Throwable e) {
      response.put("id", id);
      response.put("ok", false);
      response.put("error", e.getClass().getSimpleName() + ": " + e.getMessage());
      if (e instanceof OutOfMemoryError) {
        System.err.println("out of memory, exiting so the supervisor restarts the worker");
        System.exit(3);
      }
    }
    return Json.write(response);
  }
}
