#!/bin/sh
# Installs the local code generators for the Go and Python gRPC clients, inside the repository's
# ignored tmp/ folder: protoc-gen-go and protoc-gen-go-grpc (pinned, from the Go module proxy)
# into tmp/clients-tools/gobin, and a Python venv with grpcio and grpcio-tools (PyPI) into
# tmp/clients-tools/venv. Used by scripts/clients-generate.sh and the client tests.
# Idempotent: re-running only installs what is missing.
set -eu
cd "$(dirname "$0")/.."
TOOLS="$PWD/tmp/clients-tools"
mkdir -p "$TOOLS"

PROTOC_GEN_GO_VERSION=v1.36.10
PROTOC_GEN_GO_GRPC_VERSION=v1.5.1
GRPCIO_VERSION=1.76.0
PROTOBUF_PY_VERSION=6.33.1
GOOGLEAPIS_PROTOS_VERSION=1.72.0

if command -v go >/dev/null 2>&1; then
  GOBIN="$TOOLS/gobin" go install "google.golang.org/protobuf/cmd/protoc-gen-go@$PROTOC_GEN_GO_VERSION"
  GOBIN="$TOOLS/gobin" go install "google.golang.org/grpc/cmd/protoc-gen-go-grpc@$PROTOC_GEN_GO_GRPC_VERSION"
  # The Go client's own dependencies, so that its test builds offline afterwards.
  (cd clients/go && go mod download)
  echo "go plugins: $TOOLS/gobin"
else
  echo "go not found: skipping the Go plugins" >&2
fi

PYTHON="${PYTHON:-python3}"
if command -v "$PYTHON" >/dev/null 2>&1; then
  [ -x "$TOOLS/venv/bin/python" ] || "$PYTHON" -m venv "$TOOLS/venv"
  "$TOOLS/venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    "grpcio==$GRPCIO_VERSION" "grpcio-tools==$GRPCIO_VERSION" \
    "protobuf==$PROTOBUF_PY_VERSION" "googleapis-common-protos==$GOOGLEAPIS_PROTOS_VERSION"
  # The published package itself (checks that it builds; tests put clients/python/src first).
  "$TOOLS/venv/bin/python" -m pip install --quiet --disable-pip-version-check ./clients/python
  echo "python venv: $TOOLS/venv"
else
  echo "$PYTHON not found: skipping the Python venv" >&2
fi
