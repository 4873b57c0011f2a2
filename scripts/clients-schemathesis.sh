#!/bin/sh
# Schemathesis (PyPI) against the generated OpenAPI description of a running server.
#   scripts/clients-schemathesis.sh install      installs it into tmp/clients-tools/schemathesis
#   scripts/clients-schemathesis.sh run <url> [schemathesis options...]
#                                                runs it against <url>/openapi.json (bounded)
# The run checks that no response is a 5xx and that every status, content type, header and body
# conforms to the description. test/openapi/schemathesis.test.ts calls `run` when installed.
set -eu
cd "$(dirname "$0")/.."
VENV="$PWD/tmp/clients-tools/schemathesis"
SCHEMATHESIS_VERSION=4.32.5

case "${1:-}" in
  install)
    # Idempotent: a venv that already has this version is left alone (npm run setup calls this).
    if [ -x "$VENV/bin/schemathesis" ] && [ "$(cat "$VENV/.stamp" 2>/dev/null)" = "$SCHEMATHESIS_VERSION" ]; then
      echo "schemathesis $SCHEMATHESIS_VERSION: up to date"
      exit 0
    fi
    PYTHON="${PYTHON:-python3}"
    [ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
    "$VENV/bin/schemathesis" --version
    echo "$SCHEMATHESIS_VERSION" > "$VENV/.stamp"
    ;;
  run)
    URL="${2:?usage: $0 run <base url>}"
    shift 2
    ST="$VENV/bin/schemathesis"
    [ -x "$ST" ] || ST=schemathesis
    # The examples phase sends each operation's public example: generate then runs the official
    # rules on a validation engine that may still be cold, so a call may take tens of seconds.
    exec "$ST" run "$URL/openapi.json" --url "$URL" \
      --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
      --max-examples "${SCHEMATHESIS_MAX_EXAMPLES:-8}" --phases examples,coverage,fuzzing \
      --request-timeout 90 --max-response-time 90 --seed 1 --no-color "$@"
    ;;
  *)
    echo "usage: $0 install | run <base url>" >&2
    exit 2
    ;;
esac
