import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './test/raw-http.js';
import { startTestServer, type TestServer } from './test/server.js';

// A built web app as `vite build` leaves it: hashed bundles, their hidden source maps, and the
// compressed copies written by scripts/compress-web.mjs.
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let web: string;
let server: TestServer;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'ems-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>EMS Panel</title><div id="root"></div>');
  const map = JSON.stringify({ version: 3, sources: ['src/web/main.tsx'], sourcesContent: ['secret source'] });
  writeFileSync(join(web, 'assets/index-abc123.js'), BUNDLE);
  writeFileSync(join(web, 'assets/index-abc123.js.gz'), gzipSync(BUNDLE));
  writeFileSync(join(web, 'assets/index-abc123.js.map'), map);
  writeFileSync(join(web, 'assets/index-abc123.js.map.gz'), gzipSync(map));
  server = await startTestServer({ WEB_DIST: web });
});
afterAll(async () => {
  await server?.close();
  rmSync(web, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves bundles, compressed when asked, and the app for its own routes', async () => {
    const bundle = await server.request('GET', '/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toContain('immutable');
    // The copy written at build time, byte for byte: not compressed again per request.
    const asBuilt = await rawRequest(`${server.baseUrl}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asBuilt.headers['content-encoding']).toBe('gzip');
    expect(asBuilt.bytes.equals(gzipSync(BUNDLE))).toBe(true);
    const page = await fetch(`${server.baseUrl}/admin-dashboard/employees`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('never serves source maps, plain or compressed, and does not answer them with the app', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const map = await fetch(`${server.baseUrl}/assets/index-abc123.js.map`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(map.status, encoding).toBe(404);
      expect(await map.text()).not.toContain('secret source');
    }
    const compressed = await fetch(`${server.baseUrl}/assets/index-abc123.js.map.gz`);
    expect(compressed.status).toBe(404);
  });
});
