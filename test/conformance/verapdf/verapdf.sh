#!/usr/bin/env bash
# Runs veraPDF (from Maven Central, pinned in pom.xml beside this script) over PDF files or
# directories and prints its machine-readable report (XML) on stdout.
# Usage: test/conformance/verapdf/verapdf.sh [--flavour 3b] <file-or-dir>...
#        test/conformance/verapdf/verapdf.sh --fetch   (only resolve the jars; npm run setup)
# Needs java (17+) and mvn; the first run resolves the jars into the local Maven repository.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cp_file="$here/target/classpath.txt"
if [[ ! -s "$cp_file" || "$here/pom.xml" -nt "$cp_file" ]]; then
  mkdir -p "$here/target"
  mvn -q -B -f "$here/pom.xml" dependency:build-classpath -Dmdep.outputFile="$cp_file" >&2
fi
[[ "${1:-}" != "--fetch" ]] || { echo "veraPDF: jars resolved"; exit 0; }
flavour=3b
if [[ "${1:-}" == "--flavour" ]]; then
  flavour="$2"
  shift 2
fi
exec java -Xss4m -cp "$(cat "$cp_file")" org.verapdf.apps.GreenfieldCliWrapper \
  --flavour "$flavour" --format mrr --nonpdfext "$@"
