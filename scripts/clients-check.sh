#!/bin/sh
# Freshness of everything generated from the proto for the clients and descriptions: the Go and
# Python clients (buf.gen.clients.yaml), the TypeScript client's copy of gen/ and the proto
# comments used by OpenAPI and MCP. CI runs it after scripts/clients-setup.sh; it fails when
# someone changed the proto and did not regenerate.
set -eu
cd "$(dirname "$0")/.."
npx tsx scripts/clients-proto-comments.ts --check
node scripts/client-ts-gen.mjs --check
sh scripts/clients-generate.sh --check
