"""Offline checks of the deployment files (run by scripts/deploy-check.sh).

Renders every kustomization under deploy/kubernetes (the base and each overlay) with kustomize
itself (`kustomize build`; scripts/deploy-check.sh passes the binary it installed as KUSTOMIZE)
and validates every resulting resource against the Kubernetes OpenAPI schemas that the
kubernetes-validate package ships (strict: unknown fields are errors). Validates
docker-compose.yml against the Compose Specification schema vendored in deploy/compose-spec.
`--render DIR` prints kustomize's rendering of one kustomization as JSON (a list of resources).
Exits 1 with every problem listed when anything fails.
"""
import json
import os
import subprocess
import sys

import jsonschema
import kubernetes_validate
import yaml

# The checkout to check (a test points it at a broken copy to see the checks fail).
ROOT = os.environ.get("DEPLOY_CHECK_ROOT") or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KUBERNETES_VERSION = "1.33.0"
KUSTOMIZE = os.environ.get("KUSTOMIZE") or "kustomize"


def load_documents(path):
    with open(path, encoding="utf-8") as f:
        return [d for d in yaml.safe_load_all(f) if d]


def render(directory):
    """The resources `kustomize build` renders from one kustomization (local files only: offline)."""
    try:
        result = subprocess.run([KUSTOMIZE, "build", directory], capture_output=True, text=True, check=False)
    except FileNotFoundError:
        raise RuntimeError(f"{KUSTOMIZE} not found (scripts/deploy-check.sh install installs kustomize)") from None
    if result.returncode != 0:
        raise RuntimeError(f"kustomize build failed: {result.stderr.strip()}")
    return [d for d in yaml.safe_load_all(result.stdout) if d]


def kustomizations():
    base = os.path.join(ROOT, "deploy", "kubernetes")
    for directory, _, files in sorted(os.walk(base)):
        if "kustomization.yaml" in files:
            yield directory


def check_kubernetes(problems):
    count = 0
    for directory in kustomizations():
        where = os.path.relpath(directory, ROOT)
        try:
            resources = render(directory)
        except Exception as error:  # a broken kustomization is a finding, not a crash
            problems.append(f"{where}: cannot render: {error}")
            continue
        for resource in resources:
            name = f"{where}: {resource.get('kind')}/{resource.get('metadata', {}).get('name')}"
            try:
                kubernetes_validate.validate(resource, KUBERNETES_VERSION, strict=True)
                count += 1
            except kubernetes_validate.ValidationError as error:
                path = "/".join(str(p) for p in error.path)
                problems.append(f"{name}: {path}: {error.message}")
            except Exception as error:
                problems.append(f"{name}: {error}")
    return count


def check_compose(problems):
    with open(os.path.join(ROOT, "deploy", "compose-spec", "compose-spec.json"), encoding="utf-8") as f:
        schema = json.load(f)
    compose = load_documents(os.path.join(ROOT, "docker-compose.yml"))[0]
    validator = jsonschema.Draft201909Validator(schema)
    for error in sorted(validator.iter_errors(compose), key=lambda e: list(e.path)):
        problems.append(f"docker-compose.yml: {'/'.join(str(p) for p in error.path)}: {error.message}")


def main(argv):
    if len(argv) == 2 and argv[0] == "--render":
        json.dump(render(os.path.abspath(argv[1])), sys.stdout)
        return 0
    problems = []
    count = check_kubernetes(problems)
    check_compose(problems)
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{count} Kubernetes resources valid against the {KUBERNETES_VERSION} schemas; docker-compose.yml {'invalid' if any(p.startswith('docker-compose') for p in problems) else 'valid'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
