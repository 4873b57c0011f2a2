#!/usr/bin/env bash
# Regenerates src/domain/codelists/*.generated.ts from the official CEN EN 16931 validation
# artefacts as published on Maven Central (com.helger.phive.rules:phive-rules-en16931).
# The code lists live inside the rule expressions of the compiled Schematron (BR-CL-*);
# scripts/codelists-generate.ts reads them out. Pin both versions here; bump them together.
set -euo pipefail

PHIVE_VERSION="4.3.7"           # com.helger.phive.rules:phive-rules-en16931
EN16931_VERSION="1.3.16"        # CEN/TC 434 artefact version inside that jar
ARTIFACT="com.helger.phive.rules:phive-rules-en16931:${PHIVE_VERSION}:jar"

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mvn -q dependency:copy -Dartifact="$ARTIFACT" -DoutputDirectory="$work" -Dmdep.stripVersion=false
jar="$work/phive-rules-en16931-${PHIVE_VERSION}.jar"
for syntax in ubl cii; do
  entry="external/schematron/${EN16931_VERSION}/${syntax}/EN16931-$(echo "$syntax" | tr a-z A-Z)-validation.xslt"
  if command -v unzip >/dev/null; then (cd "$work" && unzip -q -o "$jar" "$entry"); else (cd "$work" && jar xf "$jar" "$entry"); fi
done

cd "$root"
npx tsx scripts/codelists-generate.ts \
  --ubl "$work/external/schematron/${EN16931_VERSION}/ubl/EN16931-UBL-validation.xslt" \
  --cii "$work/external/schematron/${EN16931_VERSION}/cii/EN16931-CII-validation.xslt" \
  --coordinates "$ARTIFACT" \
  --artefact-version "$EN16931_VERSION" \
  --out src/domain/codelists
