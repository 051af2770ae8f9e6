/** Sent with every response, static files included (next.config.ts; server.ts for the precompressed files). */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
] as const;

/** Sent over TLS only (proxy.ts, and server.ts for the plain pages the proxy does not see). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
