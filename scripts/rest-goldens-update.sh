#!/bin/sh
# Rewrites the golden REST bodies of test/rest/public-contract.test.ts from the running code.
# Review the diff before committing: a golden file is a statement of the public contract.
set -e
cd "$(dirname "$0")/.."
UPDATE_GOLDEN=1 npx ava test/rest/public-contract.test.ts
git status --short test/rest/golden
