/*
 * Reads fresh documents from several threads at once through paths from the root ("//eN"), the
 * access Saxon answers from a per-document element index built on first use, and counts the
 * answers that are wrong or throw. Argument "shared": each document is first passed to
 * SharedTree.prepare (the worker's protection); "plain": Saxon as it is. Prints one line:
 * "rounds R prepared P wrong W errors E". Compiled and run by shared-tree.test.ts against the
 * worker jar; it lives in the worker's package to reach the package-private SharedTree.
 */
package einvoice.validator;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.xml.transform.stream.StreamSource;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.XPathCompiler;
import net.sf.saxon.s9api.XPathExecutable;
import net.sf.saxon.s9api.XPathSelector;
import net.sf.saxon.s9api.XdmAtomicValue;
import net.sf.saxon.s9api.XdmNode;

public final class SharedTreeRace {
  private static final int NAMES = 200;
  private static final int THREADS = 4;

  public static void main(String[] args) throws Exception {
    boolean shared = "shared".equals(args[0]);
    int rounds = Integer.parseInt(args[1]);
    Processor processor = new Processor(false);
    // Element eN occurs N % 3 + 1 times: every name has its own known count.
    StringBuilder xml = new StringBuilder("<r>");
    for (int i = 0; i < NAMES; i++) for (int j = 0; j <= i % 3; j++) xml.append("<e").append(i).append("/>");
    xml.append("</r>");
    XPathCompiler compiler = processor.newXPathCompiler();
    XPathExecutable[] counts = new XPathExecutable[NAMES];
    for (int i = 0; i < NAMES; i++) counts[i] = compiler.compile("count(//e" + i + ")");
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    int wrong = 0, errors = 0, prepared = 0;
    for (int round = 0; round < rounds; round++) {
      XdmNode doc = processor.newDocumentBuilder().build(new StreamSource(new StringReader(xml.toString())));
      if (shared && SharedTree.prepare(doc)) prepared++;
      List<Future<Integer>> threads = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        final int offset = t * (NAMES / THREADS);
        threads.add(pool.submit(() -> {
          int bad = 0;
          for (int k = 0; k < NAMES; k++) {
            int name = (k * 7 + offset) % NAMES;
            XPathSelector s = counts[name].load();
            s.setContextItem(doc);
            if (((XdmAtomicValue) s.evaluateSingle()).getLongValue() != name % 3 + 1) bad++;
          }
          return bad;
        }));
      }
      for (Future<Integer> f : threads) {
        try {
          wrong += f.get();
        } catch (ExecutionException e) {
          errors++;
        }
      }
    }
    pool.shutdown();
    System.out.println("rounds " + rounds + " prepared " + prepared + " wrong " + wrong + " errors " + errors);
  }
}
