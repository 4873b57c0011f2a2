#!/bin/sh
# Offline validation of the deployment files (scripts/deploy-check.py): every kustomization
# rendered by kustomize itself (a Go module, installed with Go into tmp/deploy-tools/gobin; a
# KUSTOMIZE variable or a kustomize on PATH is used instead when that is absent), each rendered
# resource against the schemas of kubernetes-validate (PyPI; it ships them, so nothing is
# downloaded at run time), and docker-compose.yml against the vendored Compose Specification schema.
#   scripts/deploy-check.sh install    installs the checkers into tmp/deploy-tools (idempotent)
#   scripts/deploy-check.sh run        checks (test/deploy/deploy-files.test.ts runs this)
set -eu
cd "$(dirname "$0")/.."
VENV="$PWD/tmp/deploy-tools/venv"
KUBERNETES_VALIDATE_VERSION=1.37.0
JSONSCHEMA_VERSION=4.26.0
PYYAML_VERSION=6.0.4
KUSTOMIZE_VERSION=v5.5.0
WANT="kubernetes-validate==$KUBERNETES_VALIDATE_VERSION jsonschema==$JSONSCHEMA_VERSION pyyaml==$PYYAML_VERSION"

case "${1:-}" in
  install)
    if [ -x "$VENV/bin/python" ] && [ "$(cat "$VENV/.stamp" 2>/dev/null)" = "$WANT" ]; then
      echo "deploy checkers: up to date"
    else
      PYTHON="${PYTHON:-python3}"
      [ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
      # shellcheck disable=SC2086 # one requirement a word
      "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check $WANT
      echo "$WANT" > "$VENV/.stamp"
      echo "deploy checkers: $VENV"
    fi
    GOBIN_DIR="$PWD/tmp/deploy-tools/gobin"
    if [ -x "$GOBIN_DIR/kustomize" ] && [ "$(cat "$GOBIN_DIR/.stamp" 2>/dev/null)" = "$KUSTOMIZE_VERSION" ]; then
      echo "kustomize $KUSTOMIZE_VERSION: up to date"
    elif command -v go >/dev/null 2>&1; then
      GOBIN="$GOBIN_DIR" go install "sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE_VERSION"
      echo "$KUSTOMIZE_VERSION" > "$GOBIN_DIR/.stamp"
      echo "kustomize: $GOBIN_DIR/kustomize"
    else
      echo "go not found: kustomize is not installed (the deployment check renders with it; Go: https://go.dev/dl)" >&2
    fi
    ;;
  run)
    shift
    if [ -z "${KUSTOMIZE:-}" ] && [ -x "$PWD/tmp/deploy-tools/gobin/kustomize" ]; then KUSTOMIZE="$PWD/tmp/deploy-tools/gobin/kustomize"; fi
    export KUSTOMIZE="${KUSTOMIZE:-kustomize}"
    exec "$VENV/bin/python" scripts/deploy-check.py "$@"
    ;;
  *)
    echo "usage: $0 install | run" >&2
    exit 2
    ;;
esac
