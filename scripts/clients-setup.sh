#!/bin/sh
# Installs the local code generators for the Go and Python gRPC clients, inside the repository's
# ignored tmp/ folder: protoc-gen-go and protoc-gen-go-grpc (pinned, from the Go module proxy)
# into tmp/clients-tools/gobin, and a Python venv with grpcio and grpcio-tools (PyPI) into
# tmp/clients-tools/venv, with the shims buf.gen.clients.yaml names in tmp/clients-tools/bin.
# Used by scripts/clients-generate.sh and the client tests; run by `npm run setup`. Idempotent
# and quick: a stamp file per toolchain records what was installed (pinned versions, the
# toolchain's own version, the client sources), and a toolchain whose stamp matches is left alone.
set -eu
cd "$(dirname "$0")/.."
TOOLS="$PWD/tmp/clients-tools"
mkdir -p "$TOOLS"

PROTOC_GEN_GO_VERSION=v1.36.10
PROTOC_GEN_GO_GRPC_VERSION=v1.5.1
GRPCIO_VERSION=1.76.0
PROTOBUF_PY_VERSION=6.33.1
GOOGLEAPIS_PROTOS_VERSION=1.72.0

# What a stamp records: its arguments and the contents of the named files.
fingerprint() {
  { printf '%s\n' "$@"; for f in "$@"; do [ -f "$f" ] && cat "$f"; done; } | sha256sum | cut -d' ' -f1
}
# True when the stamp file $1 holds fingerprint $2.
current() { [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]; }

if command -v go >/dev/null 2>&1; then
  want=$(fingerprint "$PROTOC_GEN_GO_VERSION" "$PROTOC_GEN_GO_GRPC_VERSION" "$(go env GOVERSION)" clients/go/go.mod clients/go/go.sum)
  if current "$TOOLS/gobin/.stamp" "$want" && [ -x "$TOOLS/gobin/protoc-gen-go" ] && [ -x "$TOOLS/gobin/protoc-gen-go-grpc" ]; then
    echo "go plugins: up to date"
  else
    GOBIN="$TOOLS/gobin" go install "google.golang.org/protobuf/cmd/protoc-gen-go@$PROTOC_GEN_GO_VERSION"
    GOBIN="$TOOLS/gobin" go install "google.golang.org/grpc/cmd/protoc-gen-go-grpc@$PROTOC_GEN_GO_GRPC_VERSION"
    # The Go client's own dependencies, so that its test builds offline afterwards.
    (cd clients/go && go mod download)
    echo "$want" > "$TOOLS/gobin/.stamp"
    echo "go plugins: $TOOLS/gobin"
  fi
else
  echo "go not found: the Go client and its test need Go $(sed -n 's/^go //p' clients/go/go.mod) (https://go.dev/dl)" >&2
fi

PYTHON="${PYTHON:-python3}"
if command -v "$PYTHON" >/dev/null 2>&1; then
  # The published package is installed too (it checks that it builds), so its sources count.
  sources=$(find clients/python -path '*/build' -prune -o -type f \( -name '*.py' -o -name '*.toml' \) -print | sort)
  # shellcheck disable=SC2086 # one file name a word
  want=$(fingerprint "$GRPCIO_VERSION" "$PROTOBUF_PY_VERSION" "$GOOGLEAPIS_PROTOS_VERSION" "$("$PYTHON" --version 2>&1)" $sources)
  if current "$TOOLS/venv/.stamp" "$want" && [ -x "$TOOLS/venv/bin/python" ]; then
    echo "python venv: up to date"
  else
    [ -x "$TOOLS/venv/bin/python" ] || "$PYTHON" -m venv "$TOOLS/venv"
    "$TOOLS/venv/bin/python" -m pip install --quiet --disable-pip-version-check \
      "grpcio==$GRPCIO_VERSION" "grpcio-tools==$GRPCIO_VERSION" "grpcio-status==$GRPCIO_VERSION" \
      "protobuf==$PROTOBUF_PY_VERSION" "googleapis-common-protos==$GOOGLEAPIS_PROTOS_VERSION"
    # The published package itself (checks that it builds; tests put clients/python/src first).
    "$TOOLS/venv/bin/python" -m pip install --quiet --disable-pip-version-check ./clients/python
    echo "$want" > "$TOOLS/venv/.stamp"
    echo "python venv: $TOOLS/venv"
  fi
  # Shims so that buf (buf.gen.clients.yaml) finds grpcio-tools' protoc and the gRPC Python
  # generator of this checkout.
  mkdir -p "$TOOLS/bin"
  printf '#!/bin/sh\nexec "%s/venv/bin/python" -m grpc_tools.protoc "$@"\n' "$TOOLS" > "$TOOLS/bin/protoc"
  printf '#!/bin/sh\nexec "%s/venv/bin/python" "%s/scripts/clients-protoc-gen-grpc-python.py" "$@"\n' "$TOOLS" "$PWD" > "$TOOLS/bin/protoc-gen-grpc_python"
  chmod +x "$TOOLS/bin/protoc" "$TOOLS/bin/protoc-gen-grpc_python"
else
  echo "$PYTHON not found: skipping the Python venv" >&2
fi
