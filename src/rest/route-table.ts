/**
 * The /v1 route table, built at start-up from the `google.api.http` annotations of the
 * services: no hand-written route list. A golden test pins every (method, path) pair, since
 * `buf breaking` does not see custom options.
 */
import { getOption, type DescMethod, type DescService } from '@bufbuild/protobuf';
import { http } from '../../gen/google/api/annotations_pb.js';
import type { HttpRule } from '../../gen/google/api/http_pb.js';

/** One REST binding of an RPC. */
export interface Route {
  httpMethod: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The template as annotated, e.g. /v1/preview/{transaction_id}.png. */
  template: string;
  /** Matches the path; named groups are the path variables. */
  pattern: RegExp;
  /** Proto field names bound from the path, in order. */
  pathFields: string[];
  /** `*` (the whole request from the body), a field name, or empty (no body). */
  body: string;
  /** Field of the response sent as the body (an HttpBody is sent raw), or empty. */
  responseBody: string;
  service: DescService;
  method: DescMethod;
}

function bindingOf(
  rule: HttpRule,
): { httpMethod: Route['httpMethod']; template: string } | undefined {
  switch (rule.pattern.case) {
    case 'get':
      return { httpMethod: 'GET', template: rule.pattern.value };
    case 'post':
      return { httpMethod: 'POST', template: rule.pattern.value };
    case 'put':
      return { httpMethod: 'PUT', template: rule.pattern.value };
    case 'patch':
      return { httpMethod: 'PATCH', template: rule.pattern.value };
    case 'delete':
      return { httpMethod: 'DELETE', template: rule.pattern.value };
    default:
      return undefined;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles a path template: `{field}` matches one path segment (or part of one). */
export function compileTemplate(template: string): { pattern: RegExp; pathFields: string[] } {
  const pathFields: string[] = [];
  let source = '';
  let rest = template;
  for (let m = /\{([a-z_][a-z0-9_.]*)\}/.exec(rest); m; m = /\{([a-z_][a-z0-9_.]*)\}/.exec(rest)) {
    source += escapeRegExp(rest.slice(0, m.index));
    pathFields.push(m[1]!);
    source += `(?<f${pathFields.length - 1}>[^/]+?)`;
    rest = rest.slice(m.index + m[0].length);
  }
  source += escapeRegExp(rest);
  return { pattern: new RegExp(`^${source}$`), pathFields };
}

/** Builds the route table of the given services. */
export function buildRouteTable(services: readonly DescService[]): Route[] {
  const routes: Route[] = [];
  for (const service of services) {
    for (const method of service.methods) {
      if (method.methodKind !== 'unary') continue;
      const rule = getOption(method, http);
      for (const binding of [rule, ...rule.additionalBindings]) {
        const found = bindingOf(binding);
        if (!found) continue;
        routes.push({
          ...found,
          ...compileTemplate(found.template),
          body: binding.body,
          responseBody: binding.responseBody,
          service,
          method,
        });
      }
    }
  }
  return routes;
}

/** The result of looking up a path: a route with its path variables, or why not. */
export type RouteMatch =
  | { kind: 'found'; route: Route; pathValues: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

/** Finds the route for a method and path. */
export function matchRoute(routes: readonly Route[], httpMethod: string, path: string): RouteMatch {
  const allowed: string[] = [];
  for (const route of routes) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    if (route.httpMethod !== httpMethod && !(httpMethod === 'HEAD' && route.httpMethod === 'GET')) {
      allowed.push(route.httpMethod);
      continue;
    }
    const pathValues: Record<string, string> = {};
    route.pathFields.forEach((field, i) => {
      pathValues[field] = decodeURIComponent(m.groups?.[`f${i}`] ?? '');
    });
    return { kind: 'found', route, pathValues };
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}
