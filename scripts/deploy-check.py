"""Offline checks of the deployment files (run by scripts/deploy-check.sh).

Renders every kustomization under deploy/kubernetes (the base and each overlay) with a small
renderer of the few kustomize features the files use — resources (files and directories),
namespace, images and strategic-merge patches whose lists of named items merge by name — and
validates every resulting resource against the Kubernetes OpenAPI schemas that the
kubernetes-validate package ships (strict: unknown fields are errors). Validates
docker-compose.yml against the Compose Specification schema vendored in deploy/compose-spec.
`--render DIR` prints one rendering as JSON (the test compares it with `kustomize build`).
Exits 1 with every problem listed when anything fails.
"""
import json
import os
import sys

import jsonschema
import kubernetes_validate
import yaml

# The checkout to check (a test points it at a broken copy to see the checks fail).
ROOT = os.environ.get("DEPLOY_CHECK_ROOT") or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KUBERNETES_VERSION = "1.33.0"
# Kinds that live outside namespaces (the overlay's namespace is not set on them).
CLUSTER_KINDS = {"Namespace", "ClusterRole", "ClusterRoleBinding", "PersistentVolume", "StorageClass", "CustomResourceDefinition"}


def load_documents(path):
    with open(path, encoding="utf-8") as f:
        return [d for d in yaml.safe_load_all(f) if d]


def merge(base, patch):
    """Strategic merge, as far as these files need it: maps merge, lists of named maps merge by name."""
    if isinstance(base, dict) and isinstance(patch, dict):
        out = dict(base)
        for key, value in patch.items():
            out[key] = merge(base[key], value) if key in base else value
        return out
    if isinstance(base, list) and isinstance(patch, list) and all(isinstance(i, dict) and "name" in i for i in base + patch):
        out = list(base)
        for item in patch:
            index = next((i for i, b in enumerate(out) if b["name"] == item["name"]), None)
            if index is None:
                out.append(item)
            else:
                out[index] = merge(out[index], item)
        return out
    return patch


def pod_specs(resource):
    spec = resource.get("spec", {})
    if resource["kind"] in ("Deployment", "StatefulSet", "DaemonSet", "Job", "ReplicaSet"):
        yield spec["template"]["spec"]
    elif resource["kind"] == "CronJob":
        yield spec["jobTemplate"]["spec"]["template"]["spec"]


def set_image(resource, image):
    for pod in pod_specs(resource):
        for container in pod.get("containers", []) + pod.get("initContainers", []):
            name = container["image"].split("@")[0].rsplit(":", 1)[0] if ":" in container["image"].split("/")[-1] else container["image"]
            if name == image["name"]:
                new_name = image.get("newName", name)
                tag = image.get("newTag")
                container["image"] = f"{new_name}:{tag}" if tag else new_name


def render(directory):
    kustomization = load_documents(os.path.join(directory, "kustomization.yaml"))[0]
    resources = []
    for entry in kustomization.get("resources", []):
        path = os.path.normpath(os.path.join(directory, entry))
        resources.extend(render(path) if os.path.isdir(path) else load_documents(path))
    for item in kustomization.get("patches", []):
        for patch in load_documents(os.path.join(directory, item["path"])):
            targets = [r for r in resources if r["kind"] == patch["kind"] and r["metadata"]["name"] == patch["metadata"]["name"]]
            if len(targets) != 1:
                raise ValueError(f"{directory}: patch {item['path']} matches {len(targets)} resources")
            resources[resources.index(targets[0])] = merge(targets[0], patch)
    for image in kustomization.get("images", []):
        for resource in resources:
            set_image(resource, image)
    namespace = kustomization.get("namespace")
    if namespace:
        for resource in resources:
            if resource["kind"] not in CLUSTER_KINDS:
                resource["metadata"]["namespace"] = namespace
    return resources


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
