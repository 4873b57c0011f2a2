#!/usr/bin/env bash
# Installs the Debian packages the test suite uses besides Node: the independent conformance
# checker's tools (xmllint, Saxon-HE, pdftoppm, python3), qpdf (which encrypts the PDFs of the
# encrypted-PDF retrieve test), Java and Maven for the validation worker
# and veraPDF, openssl for the TLS test, python3-venv for the client toolchains, chromium for the
# headless test of Swagger UI's "Try it out", and the Redis and
# PostgreSQL servers the tests start. The service itself needs only Node (and a JRE for the fast
# validation engine). Idempotent: installs only what is missing, as root or through sudo.
# Without either it prints the one command that would install what is missing and carries on
# (the tests that need it then say so); under CI=true that is an error, since CI must run them.
set -euo pipefail
packages=(libxml2-utils libsaxonhe-java poppler-utils qpdf openjdk-17-jdk-headless maven redis-server postgresql openssl python3 python3-venv haproxy chromium)

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "system packages: not a Debian system; install the equivalents of: ${packages[*]}" >&2
  [ "${CI:-}" != "true" ] || exit 1
  exit 0
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages: all present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  # sudo without a password, or with a terminal to ask for one.
  if command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [ -t 0 ]; }; then
    SUDO="sudo"
  else
    echo "system packages: missing ${missing[*]}" >&2
    echo "  install them with: sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    [ "${CI:-}" != "true" ] || exit 1
    exit 0
  fi
fi
echo "system packages: installing ${missing[*]}"
$SUDO apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
