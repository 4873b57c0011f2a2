#!/usr/bin/env bash
# `npm run setup`: everything the service and its whole test suite need, from the project's own
# files, so that the README's `npm install && npm run setup && npm test` on a fresh machine is the
# same run as CI's (.ci/run calls this too). In order: the Debian packages (Java and Maven first:
# the rule sets need them), the official rule sets and the JVM worker, the Go and Python client
# toolchains and schemathesis, the offline checkers of the deployment files (and kustomize), and the jars of the independent PDF validators (veraPDF, Mustang)
# so that no test downloads anything. Every step is idempotent and quick when nothing changed.
# The official corpus (../shared/corpus) is not installed here: it comes beside the checkout.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== setup: %s ===\n' "$*"; }
started=$(date +%s)

step "system packages (scripts/setup-system.sh)"
bash scripts/setup-system.sh

step "official rule sets and the JVM worker (npm run rules:prepare)"
# The publishers' current rule releases come from a mirror when there is one: the official corpus
# beside the checkout holds them (EINVOICE_RULES_MIRROR overrides); without it rules:update takes
# the older releases on Maven Central, and every answer names the version that judged it.
corpus="${EINVOICE_CORPUS:-../shared/corpus}"
if [ -z "${EINVOICE_RULES_MIRROR:-}" ] && [ -f "$corpus/MANIFEST.tsv" ]; then export EINVOICE_RULES_MIRROR="$corpus"; fi
npm run --silent rules:prepare

step "client toolchains (Go plugins, Python venv, schemathesis)"
sh scripts/clients-setup.sh
sh scripts/clients-schemathesis.sh install

step "deployment checkers (kubernetes-validate, jsonschema, kustomize)"
sh scripts/deploy-check.sh install

step "independent PDF validators (veraPDF, Mustang)"
bash test/conformance/verapdf/verapdf.sh --fetch
bash scripts/conformance-mustang.sh --fetch

corpus="${EINVOICE_CORPUS:-../shared/corpus}"
[ -f "$corpus/MANIFEST.tsv" ] || echo "note: the official corpus is not at $corpus (set EINVOICE_CORPUS); the conformance tests skip without it" >&2
printf '\nsetup done in %ss\n' "$(( $(date +%s) - started ))"
