/*
 * Runs the independent parts of one validation (each XSD, each chunk of Schematron patterns) at
 * the same time: the calling thread works through the list itself and helper threads of a shared
 * pool join in while they are free, so a busy pool never makes a request wait longer than doing
 * the work alone. Results keep the order of the parts, whoever ran them.
 */
package einvoice.validator;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;

final class Parts {
  private final ExecutorService helpers;
  private final int helperCount;

  Parts(ExecutorService helpers, int helperCount) {
    this.helpers = helpers;
    this.helperCount = helperCount;
  }

  /** Runs every part on the calling thread, in order; the first failure is rethrown. */
  static <T> List<T> inOrder(List<Callable<T>> parts) throws Exception {
    List<T> out = new ArrayList<>(parts.size());
    for (Callable<T> part : parts) out.add(part.call());
    return out;
  }

  /** Runs every part and returns their results in order; the first failure is rethrown. */
  <T> List<T> run(List<Callable<T>> parts) throws Exception {
    int n = parts.size();
    Object[] results = new Object[n];
    Throwable[] errors = new Throwable[n];
    AtomicInteger next = new AtomicInteger();
    CountDownLatch done = new CountDownLatch(n);
    Runnable worker = () -> {
      for (int i = next.getAndIncrement(); i < n; i = next.getAndIncrement()) {
        try {
          results[i] = parts.get(i).call();
        } catch (Throwable e) {
          errors[i] = e;
        } finally {
          done.countDown();
        }
      }
    };
    for (int h = 0; h < Math.min(helperCount, n - 1); h++) helpers.execute(worker);
    worker.run();
    done.await();
    List<T> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      if (errors[i] instanceof Exception e) throw e;
      if (errors[i] instanceof Error e) throw e;
      @SuppressWarnings("unchecked") T r = (T) results[i];
      out.add(r);
    }
    return out;
  }
}
