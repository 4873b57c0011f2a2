#!/bin/sh
# Builds the JVM validation worker (java/validator) into java/validator/target/einvoice-validator.jar
# with its dependencies (Saxon-HE and what it needs) in target/lib. Needs a JDK 17+ and Maven;
# MAVEN_REPO_LOCAL overrides Maven's local repository (the download cache).
set -eu
cd "$(dirname "$0")/../java/validator"
if [ -n "${MAVEN_REPO_LOCAL:-}" ]; then set -- "-Dmaven.repo.local=$MAVEN_REPO_LOCAL"; else set --; fi
mvn -B -q "$@" -DskipTests package
echo "built java/validator/target/einvoice-validator.jar"
