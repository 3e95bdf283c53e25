import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeaders } from './security-headers.js';

const options = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
};

describe('security headers', () => {
  it("are helmet's, worked out once", () => {
    const headers = helmetHeaders(options);
    expect(headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('are on every answer, a refusal and an unknown address too', async () => {
    const app = Fastify();
    await app.register(securityHeaders, options);
    app.get('/', async () => ({ ok: true }));
    app.get('/refused', async (_request, reply) => reply.code(403).send({ ok: false }));
    for (const url of ['/', '/refused', '/nowhere']) {
      const res = await app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'self';frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    await app.close();
  });
});
