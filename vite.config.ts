import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { contractsForTheBrowser } from './scripts/vite/contracts-for-the-browser.js';
import { sourceMapsOutside } from './scripts/vite/source-maps-outside.js';

/**
 * `#shared/…`, `#server/…` and `#web/…` name files under src (package.json `imports` says the
 * same for Node and TypeScript); the bundler and the test runner read them from here.
 */
export const sourceAliases: Alias[] = [
  { find: /^#(shared|server|web)\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}$1/` },
];

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [contractsForTheBrowser(), react(), tailwindcss(), sourceMapsOutside()],
  resolve: { alias: sourceAliases },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are written for debugging a build, linked from no bundle, and moved out of the served
    // folder to dist/sourcemaps (sourceMapsOutside), so no web server publishes them.
    sourcemap: 'hidden',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
});
