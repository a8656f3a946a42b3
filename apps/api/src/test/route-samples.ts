import { API_BASE, buildPath, type EndpointConfig } from '@console/contract';

/** A concrete URL for a route, with well-formed but unknown ids in its path. */
export function sampleUrl(endpoint: EndpointConfig): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const params = Object.fromEntries(
    names.map((n) => [n, n === 'id' ? '00000000-0000-4000-8000-000000000000' : '1']),
  );
  return API_BASE + buildPath(endpoint.path, params);
}

/** The permissions a route asks for, or none for public and signed-in routes. */
export const requiredPermissions = (endpoint: EndpointConfig): string[] =>
  endpoint.access.kind === 'permission' ? [endpoint.access.permission].flat() : [];
