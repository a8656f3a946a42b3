import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './openapi.ts';

/*
 * Static headers set in one hook instead of a header plugin: they never change per request,
 * and computing them once keeps the hot path cheap (OWASP ASVS 5.0 §3.4).
 */
const common: Record<string, string> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const apiCsp =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'none'";

/** The SPA: own scripts only; inline styles for positioned popovers; blobs for viewing documents. */
const appCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * The API reference page (Swagger UI) has a policy of its own rather than a loosened copy of the
 * console's: its scripts are files of its own origin, it styles elements inline, and its
 * "try it out" calls the API. Nothing else.
 */
const docsCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.headers(common);
    const url = request.url;
    if (url.startsWith(DOCS_PREFIX)) {
      // no-store: in production the document is for signed-in users only.
      void reply.header('content-security-policy', docsCsp).header('cache-control', 'no-store');
    } else if (url.startsWith('/api/')) {
      void reply.header('content-security-policy', apiCsp).header('cache-control', 'no-store');
    } else {
      void reply.header('content-security-policy', appCsp);
      if (!url.startsWith('/assets/')) void reply.header('cache-control', 'no-cache');
    }
    done(null, payload);
  });
}
