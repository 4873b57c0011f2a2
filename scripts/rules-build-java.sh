#!/bin/sh
# Builds the JVM validation worker (java/validator) into java/validator/target/einvoice-validator.jar
# with its dependencies (Saxon-HE and what it needs) in target/lib, unless it is up to date.
# Needs a JDK 17+ and Maven; MAVEN_REPO_LOCAL overrides Maven's local repository (the download
# cache).
set -eu
cd "$(dirname "$0")/../java/validator"
# Nothing changed since the last build (no source or pom newer than the jar): nothing to do.
jar=target/einvoice-validator.jar
if [ -s "$jar" ] && [ -d target/lib ] && [ -z "$(find pom.xml src -newer "$jar" -print -quit)" ]; then
  echo "java/validator/target/einvoice-validator.jar is up to date"
  exit 0
fi
if [ -n "${MAVEN_REPO_LOCAL:-}" ]; then set -- "-Dmaven.repo.local=$MAVEN_REPO_LOCAL"; else set --; fi
mvn -B -q "$@" -DskipTests package
echo "built java/validator/target/einvoice-validator.jar"
