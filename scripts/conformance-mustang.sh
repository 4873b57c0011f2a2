#!/usr/bin/env bash
# Runs the Mustang validator (org.mustangproject:Mustang-CLI from Maven Central, the CLI jar with
# its dependencies) over hybrid PDF or XML e-invoices and prints one XML document on stdout:
# <reports><report file="..."><validation>...Mustang's report...</validation></report>...</reports>.
# Every file is validated in one JVM (scripts/conformance-mustang-batch.java).
# Usage: scripts/conformance-mustang.sh <file>...
#        scripts/conformance-mustang.sh --fetch   (only fetch the jar; npm run setup)
# Needs java (11+) and mvn; the first run fetches the jar into the local Maven repository
# (MAVEN_LOCAL_REPOSITORY when it is not ~/.m2/repository).
set -euo pipefail
version="${MUSTANG_VERSION:-2.26.0}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="${MAVEN_LOCAL_REPOSITORY:-$HOME/.m2/repository}"
jar="$repo/org/mustangproject/Mustang-CLI/$version/Mustang-CLI-$version.jar"
if [[ ! -s "$jar" ]]; then
  mvn -q -B dependency:get -Dartifact="org.mustangproject:Mustang-CLI:$version" -Dtransitive=false >&2
fi
[[ "${1:-}" != "--fetch" ]] || { echo "Mustang $version: jar fetched"; exit 0; }
[[ $# -gt 0 ]] || { echo "usage: $0 <file>..." >&2; exit 2; }
# Mustang logs every finding on stderr; the reports on stdout are what callers parse.
exec java -Xss4m -cp "$jar" "$here/conformance-mustang-batch.java" "$@" 2>/dev/null
