/*
 * Makes one parsed document safe to read from several threads at once. Saxon-HE 12's tiny tree
 * answers a path from the root such as "//ram:CategoryCode" from an index of the elements of each
 * name that it builds on first use, in a plain IntHashMap of the document node
 * (TinyDocumentImpl.getAllElements): two threads asking for names at the same time corrupt it —
 * ArrayIndexOutOfBoundsException inside Saxon, or worse, the wrong elements for a name, so a rule
 * would judge nodes it was not written for. The parallel parts of one check (DocumentValidator)
 * share the tree, and both the rules' tests and the selections of rules run directly
 * (DirectPatterns) use such paths.
 *
 * prepare() gives the document node an index whose lookups and inserts are synchronised, before
 * any thread reads the tree. It reaches a private field of Saxon's, so it reports whether it could:
 * when it cannot (another tree model, a Saxon whose field changed), the parts of the check run one
 * after the other on the calling thread, which is always safe.
 */
package einvoice.validator;

import java.lang.reflect.Field;
import net.sf.saxon.om.NodeInfo;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.tree.tiny.TinyDocumentImpl;
import net.sf.saxon.z.IntHashMap;

final class SharedTree {
  private static final Field ELEMENT_INDEX = elementIndexField();

  private SharedTree() {}

  /** True when `doc` may now be read by several threads at once. */
  static boolean prepare(XdmNode doc) {
    NodeInfo node = doc.getUnderlyingNode();
    if (ELEMENT_INDEX == null || !(node instanceof TinyDocumentImpl tiny)) return false;
    try {
      if (ELEMENT_INDEX.get(tiny) != null) return false; // already in use: not ours to replace
      ELEMENT_INDEX.set(tiny, new LockedIntHashMap<>());
      return true;
    } catch (IllegalAccessException e) {
      return false;
    }
  }

  private static Field elementIndexField() {
    try {
      Field f = TinyDocumentImpl.class.getDeclaredField("elementList");
      if (f.getType() != IntHashMap.class) return null;
      f.setAccessible(true);
      return f;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  /** Saxon's IntHashMap with lookups and changes under the map's lock (getAllElements only gets and puts). */
  private static final class LockedIntHashMap<T> extends IntHashMap<T> {
    @Override
    public synchronized T get(int key) {
      return super.get(key);
    }

    @Override
    public synchronized T put(int key, T value) {
      return super.put(key, value);
    }

    @Override
    public synchronized boolean remove(int key) {
      return super.remove(key);
    }

    @Override
    public synchronized void clear() {
      super.clear();
    }

    @Override
    public synchronized int size() {
      return super.size();
    }
  }
}
