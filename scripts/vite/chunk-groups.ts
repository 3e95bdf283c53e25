import type { Plugin, Rolldown } from 'vite';

type Group = Rolldown.CodeSplittingGroup;

/**
 * A chunk of its own (or, with `name` a function, one per name it gives): `roots` and all they
 * import, and (`light`) each module this matches that loads no heavy library (`heavy`, when the
 * group sets its own).
 */
export interface ChunkGroup {
  name: string | ((id: string) => string);
  /** With `name` a function: the groups' label in the bundler's reports. */
  debugName?: string;
  roots?: string[];
  light?: RegExp;
  heavy?: RegExp;
}

/**
 * Chunks by when the page needs them, so that a cold load fetches a handful of files, not fifty:
 * on a phone's network every file costs a round trip, six at a time (docs/performance.md, "Bytes
 * and round trips on a phone").
 *
 * - `boot`: what the page's first script (`entry`) imports, whole. It stays apart from React and
 *   the app so that it runs as soon as it arrives, and no later group may take a part of it (the
 *   first script would then wait for that group's file).
 * - then each group in turn takes, of what no earlier group holds: its roots, and each module
 *   matching `light` whose imports, the whole way down, reach no module matching `heavy` (the
 *   libraries loaded only with what needs them: dialogs, forms, toasts); and what those import,
 *   the whole way down. Each group is one file, whatever number of modules it holds.
 *
 * Modules outside every group go where the bundler puts them: each screen's own chunk, and chunks
 * shared by screens. Paths are under the project's root (`src/web/app/start.tsx`). Returns the
 * plugin that reads the module graph, and the groups for `output.codeSplitting.groups`.
 */
export function chunkGroups(entry: string, heavy: RegExp, groups: ChunkGroup[]) {
  const imports = new Map<string, readonly string[]>();
  let members: Map<string, string> | undefined;

  const idOf = (path: string) => {
    const id = [...imports.keys()].find((candidate) => candidate.endsWith(`/${path}`));
    if (!id) throw new Error(`ems:chunk-groups: no module ${path}`);
    return id;
  };
  const closure = (ids: Iterable<string>) => {
    const found = new Set<string>();
    const stack = [...ids];
    while (stack.length) {
      const id = stack.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return found;
  };
  // Imports are followed as written: a package that re-exports others (lucide-react's icons)
  // counts as all of them, which is safe here (none of them is heavy).
  const reaches = (id: string, libraries: RegExp) => [...closure([id])].some((member) => libraries.test(member));

  /**
   * The first script's modules and the light ones of each group, by group name: known once the
   * whole graph is (the bundler asks after the build). A group's roots, and what its members
   * import, the bundler adds itself: it follows re-exports to the modules actually used.
   */
  const decided = () => {
    if (!members) {
      const found = new Map<string, string>();
      const root = idOf(entry);
      for (const id of closure(imports.get(root) ?? [])) if (id !== root) found.set(id, 'boot');
      for (const group of groups) {
        const { name, light } = group;
        if (!light) continue;
        for (const id of imports.keys()) {
          if (found.has(id) || !light.test(id) || reaches(id, group.heavy ?? heavy)) continue;
          found.set(id, typeof name === 'string' ? name : name(id));
        }
      }
      members = found;
    }
    return members;
  };

  const plugin: Plugin = {
    name: 'ems:chunk-groups',
    apply: 'build',
    buildStart() {
      imports.clear();
      members = undefined;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const codeSplitting: Group[] = [
    { name: 'boot', test: (id: string) => decided().get(id) === 'boot', includeDependenciesRecursively: false },
    ...groups.map(({ name, roots, debugName }): Group => {
      const isRoot = (id: string) => !!roots?.some((root) => id.endsWith(`/${root}`));
      if (typeof name === 'string') return { name, test: (id: string) => isRoot(id) || decided().get(id) === name };
      return {
        name: (id: string) => (isRoot(id) || decided().get(id) === name(id) ? name(id) : null),
        // A group named per module still needs a label of its own for the bundler's reports.
        debugName: debugName ?? 'per-module',
      };
    }),
    // Earlier groups take their modules first.
  ].map((group, index, all) => ({ ...group, priority: all.length - index }));
  return { plugin, groups: codeSplitting };
}
