// The deployment files, checked offline: every Kubernetes resource of the base and the example
// overlay, as `kustomize build` renders them (kustomize installed by the setup as a Go module),
// against the Kubernetes schemas (kubernetes-validate, strict), docker-compose.yml against the
// Compose Specification; the checks fail on a broken copy; and the rendered Deployment keeps the
// README's promises.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requires } from '../helpers/requires.js';

const python = 'tmp/deploy-tools/venv/bin/python';
const checkersMissing = existsSync(python)
  ? undefined
  : 'the deploy checkers are not installed (npm run setup: scripts/deploy-check.sh install)';
// scripts/deploy-check.sh run takes KUSTOMIZE, else the installed binary, else kustomize on PATH.
const kustomize =
  process.env.KUSTOMIZE ||
  (existsSync('tmp/deploy-tools/gobin/kustomize')
    ? 'tmp/deploy-tools/gobin/kustomize'
    : 'kustomize');
const kustomizeMissing =
  spawnSync(kustomize, ['version'], { stdio: 'ignore' }).status === 0
    ? undefined
    : 'kustomize is not installed (npm run setup installs it with Go)';
const needs = requires(checkersMissing, kustomizeMissing);

const check = (env: Record<string, string> = {}) =>
  spawnSync('sh', ['scripts/deploy-check.sh', 'run'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });

needs('every Kubernetes resource and docker-compose.yml pass their schemas', (t) => {
  const result = check();
  t.is(result.status, 0, result.stderr);
  t.regex(result.stdout, /\d+ Kubernetes resources valid/);
  t.regex(result.stdout, /docker-compose\.yml valid/);
});

needs('the checks fail on a wrong field, a wrong type and a broken compose file', (t) => {
  const root = mkdtempSync(join(tmpdir(), 'einvoice-deploy-'));
  cpSync('deploy', join(root, 'deploy'), { recursive: true });
  cpSync('docker-compose.yml', join(root, 'docker-compose.yml'));
  const deployment = join(root, 'deploy/kubernetes/base/deployment.yaml');
  const hpa = join(root, 'deploy/kubernetes/base/hpa.yaml');
  writeFileSync(
    deployment,
    readFileSync(deployment, 'utf8').replace(
      'revisionHistoryLimit: 5',
      'revisionHistoryLimit: 5\n  replicaz: 2',
    ),
  );
  writeFileSync(hpa, readFileSync(hpa, 'utf8').replace('minReplicas: 2', 'minReplicas: two'));
  writeFileSync(
    join(root, 'docker-compose.yml'),
    readFileSync('docker-compose.yml', 'utf8').replace(
      '  postgres:\n    image: postgres:15',
      '  postgres:\n    image: postgres:15\n    restart_policy: always',
    ),
  );
  const result = check({ DEPLOY_CHECK_ROOT: root });
  t.is(result.status, 1);
  t.regex(result.stderr, /base: Deployment\/einvoice: .*'replicaz' was unexpected/);
  t.regex(
    result.stderr,
    /base: HorizontalPodAutoscaler\/einvoice: spec\/minReplicas: 'two' is not of type 'integer'/,
  );
  t.regex(result.stderr, /docker-compose\.yml: services\/postgres: .*restart_policy/);
});

needs('the Deployment keeps the promises of the README', (t) => {
  const rendered = JSON.parse(
    execFileSync('sh', ['scripts/deploy-check.sh', 'run', '--render', 'deploy/kubernetes/base'], {
      encoding: 'utf8',
    }),
  );
  const deployment = rendered.find((r: any) => r.kind === 'Deployment');
  const config = rendered.find((r: any) => r.kind === 'ConfigMap');
  const pod = deployment.spec.template.spec;
  t.true(deployment.spec.replicas >= 2);
  t.true(pod.securityContext.runAsNonRoot);
  t.true(pod.containers[0].securityContext.readOnlyRootFilesystem);
  // SIGTERM comes after preStop; the grace period must cover preStop plus SHUTDOWN_GRACE_MS.
  const preStop = pod.containers[0].lifecycle.preStop.sleep.seconds;
  t.true(
    pod.terminationGracePeriodSeconds > preStop + Number(config.data.SHUTDOWN_GRACE_MS) / 1000,
  );
  t.is(pod.containers[0].readinessProbe.httpGet.path, '/readyz');
  t.is(pod.containers[0].livenessProbe.httpGet.path, '/healthz');
  const service = rendered.find((r: any) => r.kind === 'Service');
  t.is(service.spec.ports[0].appProtocol, 'kubernetes.io/h2c');
  // kustomize orders the resources by kind; the set of kinds is what counts.
  t.deepEqual(
    [...new Set(rendered.map((r: any) => r.kind))].sort(),
    [
      'ConfigMap',
      'Secret',
      'ServiceAccount',
      'Job',
      'Deployment',
      'Service',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'NetworkPolicy',
    ].sort(),
  );
});
