#!/bin/sh
# Generates the Go and Python gRPC clients from the proto with buf.gen.clients.yaml and the
# local plugins of scripts/clients-setup.sh; the generated code is committed.
#   scripts/clients-generate.sh          regenerates clients/go/gen and clients/python/src (and
#                                        copies the TypeScript client's share of gen/)
#   scripts/clients-generate.sh --check  fails when the committed code differs from a fresh run
set -eu
cd "$(dirname "$0")/.."
TOOLS="$PWD/tmp/clients-tools"
# The generators and the shims of scripts/clients-setup.sh (run by npm run setup); a check, as
# the test suite runs one, writes nothing outside its temporary folder.
for tool in gobin/protoc-gen-go gobin/protoc-gen-go-grpc venv/bin/python bin/protoc bin/protoc-gen-grpc_python; do
  if [ ! -x "$TOOLS/$tool" ]; then
    echo "the client generators are missing ($tool): run npm run setup" >&2
    exit 1
  fi
done
export PATH="$TOOLS/gobin:$TOOLS/bin:$PATH"

BUF=node_modules/.bin/buf
generate() {
  "$BUF" generate --template buf.gen.clients.yaml --path proto/einvoice --path third_party/proto/buf/validate "$@"
}
GENERATED="clients/go/gen clients/python/src/einvoice/v1 clients/python/src/buf"

if [ "${1:-}" = "--check" ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  generate -o "$out"
  status=0
  for dir in $GENERATED; do
    diff -r "$out/$dir" "$dir" >/dev/null || { echo "$dir is stale: run scripts/clients-generate.sh" >&2; status=1; }
  done
  [ "$status" -eq 0 ] && echo "generated clients are fresh"
  exit "$status"
fi

rm -rf $GENERATED
generate
node scripts/client-ts-gen.mjs
(cd clients/go && go mod tidy >/dev/null && go vet ./...)
echo "generated: $GENERATED"
