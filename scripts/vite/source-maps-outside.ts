import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The web build's source maps, kept for debugging a build but out of the folder that is served:
 * a web server other than ours that publishes dist/web (nginx, a CDN) would publish every .map in
 * it, and with them the app's source. Vite writes them beside the bundles ('hidden': no bundle
 * links to one); once written they move, under the same names, to `sourcemaps` beside the output
 * folder (dist/sourcemaps), which each build empties first.
 */
export function sourceMapsOutside(): Plugin {
  let outDir = '';
  const mapsDir = () => resolve(outDir, '..', 'sourcemaps');
  return {
    name: 'ems:source-maps-outside',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      rmSync(mapsDir(), { recursive: true, force: true });
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle).filter((file) => file.endsWith('.map'))) {
        mkdirSync(dirname(join(mapsDir(), name)), { recursive: true });
        renameSync(join(outDir, name), join(mapsDir(), name));
      }
    },
  };
}
