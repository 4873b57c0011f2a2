#!/usr/bin/env bash
# Installs the Debian packages the test suite uses besides Node: the independent conformance
# checker's tools (xmllint, Saxon-HE, pdftoppm), Java and Maven for the validation worker and
# veraPDF, and the Redis and PostgreSQL servers the tests start. Idempotent; needs root (or sudo). The service itself needs only Node (and a JRE for
# the fast validation engine).
set -euo pipefail
packages=(libxml2-utils libsaxonhe-java poppler-utils openjdk-17-jdk-headless maven redis-server postgresql)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages: all present"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "system packages: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
