import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.ProcessBuilder.Redirect;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import javax.xml.transform.stream.StreamSource;
import net.sf.saxon.s9api.DocumentBuilder;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.SaxonApiException;
import net.sf.saxon.s9api.Xslt30Transformer;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XsltExecutable;

/**
 * Runs the independent checker's Saxon-HE transforms in one warm JVM, for the test suite only.
 *
 * <p>The checker (../shared/tools/check_einvoice.py) starts {@code java -jar $SAXON_JAR -s:FILE
 * -xsl:RULES -o:SVRL} once per rule set and document, and nearly all of such a run is compiling
 * the official Schematron XSLT again. This jar stands in for Saxon's command line: as a client it
 * hands the same three arguments to a server that keeps every compiled stylesheet, and the server
 * runs the same Saxon-HE on the same files, so the checker reads the same SVRL and gives the same
 * verdict. Anything else (other arguments, no server) runs Saxon's own command line in this JVM.
 *
 * <p>Usage: {@code java -jar saxon-server.jar -s:F -xsl:X -o:O} (client) or {@code java -cp ...
 * SaxonServer --serve SOCKET} (server, started by the first client). The server listens on a
 * Unix socket beside the jar, holds a lock file while it lives, and leaves after a quiet spell.
 */
public final class SaxonServer {
  /** Leave after this long without a request: the suite's checks come in bursts minutes apart. */
  private static final long IDLE_MILLIS = 180_000;
  /** How long a client waits for a server it started before running Saxon itself. */
  private static final long START_WAIT_MILLIS = 15_000;

  private SaxonServer() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 2 && args[0].equals("--serve")) {
      serve(Path.of(args[1]));
      return;
    }
    Path socket = socketPath();
    Integer exit = socket == null ? null : request(socket, args, true);
    // A failure is left to Saxon's own command line, so that its exit code and message are the
    // checker's as ever (and a fault of the server can never pass for a verdict).
    if (exit == null || exit != 0) net.sf.saxon.Transform.main(args);
    else System.exit(0);
  }

  /** The socket beside this jar, or null when the jar's place is unknown. */
  private static Path socketPath() {
    try {
      Path jar = Path.of(SaxonServer.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      return jar.resolveSibling("server.sock");
    } catch (Exception e) {
      return null;
    }
  }

  // ---- client ----

  /** Sends one transform to the server (starting it when absent); null when it cannot be served. */
  private static Integer request(Path socket, String[] args, boolean mayStart) {
    if (!servable(args)) return null;
    try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
      DataOutputStream out = new DataOutputStream(Channels.newOutputStream(ch));
      out.writeUTF(System.getProperty("user.dir"));
      out.writeInt(args.length);
      for (String a : args) out.writeUTF(a);
      out.flush();
      DataInputStream in = new DataInputStream(Channels.newInputStream(ch));
      int exit = in.readInt();
      byte[] err = new byte[in.readInt()];
      in.readFully(err);
      if (exit == 0) {
        System.err.write(err);
        System.err.flush();
      }
      return exit;
    } catch (IOException e) {
      if (!mayStart) return null;
      if (!startServer(socket)) return null;
      return request(socket, args, false);
    }
  }

  /** Only the checker's own call is served: a source, a stylesheet and an output file. */
  private static boolean servable(String[] args) {
    if (args.length != 3) return false;
    return args[0].startsWith("-s:") && args[1].startsWith("-xsl:") && args[2].startsWith("-o:");
  }

  /**
   * Starts a server (its output to a log beside the socket, never to the checker's pipes, which
   * would keep the checker waiting) and waits for its socket. Two clients may both start one:
   * the lock lets one live.
   */
  private static boolean startServer(Path socket) {
    try {
      String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
      ProcessBuilder pb =
          new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "SaxonServer", "--serve", socket.toString());
      pb.environment().remove("JAVA_TOOL_OPTIONS"); // the client's short-run flags do not suit a long-lived JIT
      pb.redirectInput(Redirect.from(new File("/dev/null")));
      pb.redirectOutput(Redirect.appendTo(socket.resolveSibling("server.log").toFile()));
      pb.redirectErrorStream(true);
      Process started = pb.start();
      long until = System.currentTimeMillis() + START_WAIT_MILLIS;
      while (System.currentTimeMillis() < until) {
        try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
          return true;
        } catch (IOException notYet) {
          // Ours ended: it could not listen, or found another server (then one more try reaches it).
          if (!started.isAlive()) until = 0;
          Thread.sleep(50);
        }
      }
      try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
        return true;
      } catch (IOException none) {
        // fall through: the client runs Saxon itself
      }
    } catch (IOException | InterruptedException e) {
      // fall through: the client runs Saxon itself
    }
    return false;
  }

  // ---- server ----

  private static final Processor PROCESSOR = new Processor(false);
  /** Compiled stylesheets by file, its size and time: a changed rule file is compiled again. */
  private static final ConcurrentHashMap<String, CompletableFuture<XsltExecutable>> COMPILED =
      new ConcurrentHashMap<>();
  private static final AtomicLong lastActivity = new AtomicLong(System.currentTimeMillis());
  private static final AtomicInteger active = new AtomicInteger();

  private static void serve(Path socket) throws IOException, InterruptedException {
    Path lockFile = socket.resolveSibling("server.lock");
    FileChannel lockChannel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
    FileLock lock = lockChannel.tryLock();
    if (lock == null) return; // another server lives
    Files.deleteIfExists(socket); // left by a server that died
    ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
    server.bind(UnixDomainSocketAddress.of(socket));
    ExecutorService pool = Executors.newCachedThreadPool(r -> {
      Thread t = new Thread(r);
      t.setDaemon(true);
      return t;
    });
    Thread idle = new Thread(() -> {
      while (true) {
        try {
          Thread.sleep(5_000);
        } catch (InterruptedException e) {
          return;
        }
        if (active.get() == 0 && System.currentTimeMillis() - lastActivity.get() > IDLE_MILLIS) {
          try {
            Files.deleteIfExists(socket);
            server.close();
          } catch (IOException ignored) {
            // leaving anyway
          }
          System.exit(0);
        }
      }
    });
    idle.setDaemon(true);
    idle.start();
    System.out.println("serving " + socket);
    System.out.flush();
    while (true) {
      SocketChannel ch;
      try {
        ch = server.accept();
      } catch (IOException closed) {
        return;
      }
      active.incrementAndGet();
      lastActivity.set(System.currentTimeMillis());
      pool.execute(() -> {
        try (ch) {
          handle(ch);
        } catch (IOException e) {
          // the client went away; it runs Saxon itself
        } finally {
          lastActivity.set(System.currentTimeMillis());
          active.decrementAndGet();
        }
      });
    }
  }

  private static void handle(SocketChannel ch) throws IOException {
    DataInputStream in = new DataInputStream(Channels.newInputStream(ch));
    Path cwd = Path.of(in.readUTF());
    int n = in.readInt();
    if (n != 3) throw new IOException("unexpected request");
    String[] args = new String[n];
    for (int i = 0; i < n; i++) args[i] = in.readUTF();
    int exit = 0;
    String message = "";
    try {
      File source = cwd.resolve(args[0].substring(3)).toFile();
      File stylesheet = cwd.resolve(args[1].substring(5)).toFile();
      File output = cwd.resolve(args[2].substring(3)).toFile();
      transform(compiled(stylesheet), source, output);
    } catch (Exception | StackOverflowError e) {
      exit = 2; // Saxon's command line ends a failed transform with 2
      StringWriter text = new StringWriter();
      e.printStackTrace(new PrintWriter(text));
      message = text.toString();
    }
    byte[] err = message.getBytes(StandardCharsets.UTF_8);
    DataOutputStream out = new DataOutputStream(Channels.newOutputStream(ch));
    out.writeInt(exit);
    out.writeInt(err.length);
    out.write(err);
    out.flush();
  }

  /**
   * The transform as Saxon's command line runs it (net.sf.saxon.Transform#processFile): the
   * source built with the stylesheet's whitespace policy, made the global context item, templates
   * applied to it, and the result written by a plain serializer; so the SVRL is the same, byte
   * for byte.
   */
  private static void transform(XsltExecutable sheet, File source, File output) throws SaxonApiException {
    DocumentBuilder builder = PROCESSOR.newDocumentBuilder();
    builder.setWhitespaceStrippingPolicy(sheet.getWhitespaceStrippingPolicy());
    XdmNode document = builder.build(source);
    Xslt30Transformer transformer = sheet.load30();
    transformer.setGlobalContextItem(document, true);
    transformer.applyTemplates(document, PROCESSOR.newSerializer(output));
  }

  private static XsltExecutable compiled(File stylesheet) throws Exception {
    String key = stylesheet.getCanonicalPath() + "|" + stylesheet.length() + "|" + stylesheet.lastModified();
    CompletableFuture<XsltExecutable> mine = new CompletableFuture<>();
    CompletableFuture<XsltExecutable> known = COMPILED.putIfAbsent(key, mine);
    if (known != null) return known.get();
    try {
      mine.complete(PROCESSOR.newXsltCompiler().compile(new StreamSource(stylesheet)));
    } catch (SaxonApiException | RuntimeException e) {
      COMPILED.remove(key);
      mine.completeExceptionally(e);
    }
    return mine.get();
  }
}
