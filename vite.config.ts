import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { contractsForTheBrowser } from './scripts/vite/contracts-for-the-browser.js';
import { chunkGroups } from './scripts/vite/chunk-groups.js';
import { preloadStart } from './scripts/vite/preload-start.js';
import { sourceMapsOutside } from './scripts/vite/source-maps-outside.js';

/**
 * `#shared/…`, `#server/…` and `#web/…` name files under src (package.json `imports` says the
 * same for Node and TypeScript); the bundler and the test runner read them from here.
 */
export const sourceAliases: Alias[] = [
  { find: /^#(shared|server|web)\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}$1/` },
];

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** The one directory of a feature under src/web/features (`leave` for …/features/leave/api/leaves.ts). */
const featureOf = (id: string) => /src[\\/]web[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1] ?? 'features';

/** Forms and toasts: libraries loaded only with what needs them. */
const FORMS = /node_modules[\\/](zod|react-hook-form|@hookform|sonner)[\\/]|src[\\/]shared[\\/]schemas[\\/]/;
/** Dialogs, forms and toasts. */
const HEAVY = new RegExp(String.raw`node_modules[\\/]@radix-ui[\\/]|` + FORMS.source);
/** A feature's shared parts (not its screens). */
const FEATURE_PARTS = /src[\\/]web[\\/]features[\\/][^\\/]+[\\/](api|components|hooks|model)[\\/]/;

/**
 * A cold load fetches the first script (main.tsx, no React, and its `boot` chunk), then at once:
 * `start` (React, what draws the page, the login screen), `app` (router, query library, the
 * signed-in frame, and every shared component, helper, message and icon that needs no dialog or
 * form library: what every screen after the login needs), the screen's own chunk and its
 * feature's shared code (`feature-leave`; `feature-leave-dialogs`, what of it opens dialogs); a
 * list screen also `dialogs`. scripts/vite/chunk-groups.ts says how.
 */
const chunks = chunkGroups('src/web/main.tsx', HEAVY, [
  { name: 'start', roots: ['src/web/app/start.tsx', 'src/web/app/login-entry.tsx'] },
  {
    name: 'app',
    roots: ['src/web/app/app.tsx', 'src/web/app/area-layout.tsx'],
    light:
      /src[\\/]web[\\/](components|lib)[\\/]|src[\\/]shared[\\/]|node_modules[\\/](lucide-react|@tanstack|react-router)[\\/]/,
  },
  {
    name: 'dialogs',
    roots: [
      'src/web/components/ui/modal.tsx',
      'src/web/components/ui/confirm-dialog.tsx',
      'src/web/components/export-menu.tsx',
    ],
  },
  { name: (id) => `feature-${featureOf(id)}`, debugName: 'feature-*', light: FEATURE_PARTS },
  {
    name: (id) => `feature-${featureOf(id)}-dialogs`,
    debugName: 'feature-*-dialogs',
    light: FEATURE_PARTS,
    heavy: FORMS,
  },
]);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    contractsForTheBrowser(),
    react(),
    tailwindcss(),
    chunks.plugin,
    preloadStart('src/web/app/start.tsx'),
    sourceMapsOutside(),
  ],
  resolve: { alias: sourceAliases },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Maps are written for debugging a build, linked from no bundle, and moved out of the served
    // folder to dist/sourcemaps (sourceMapsOutside), so no web server publishes them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunks.groups },
      },
    },
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
