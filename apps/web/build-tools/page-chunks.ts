import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];
type PluginContext = Rolldown.PluginContext;

/** Where the app's pages are found and what stays out of the groups (paths relative to the web root). */
export interface PageChunkOptions {
  /** The web app's root (apps/web). */
  root: string;
  /** The app entry's module (index.html's script): what it loads first stays as it is. */
  entry: string;
  /** The route table: every module it `import()`s is a page. */
  routeTable: string;
  /**
   * The pages whose first loads are grouped exactly (ROUTE_PRELOADS' pages): a chunk per set of
   * them; the route table's other pages count as one.
   */
  pages: string[];
  /** Entries whose modules, static or lazy, stay out of the groups (the player's play-main.tsx). */
  keepOut: string[];
  /** Module ids the groups leave alone (vendor groups of their own). */
  vendor: RegExp;
  /** The build's own `treeshake.moduleSideEffects` (package.json `sideEffects` is read here too). */
  moduleSideEffects: (id: string) => boolean;
}

/** package.json → its `sideEffects` field, as read once per package. */
const sideEffectsFields = new Map<string, unknown>();

/**
 * Whether a module of a package has side effects by its package.json `sideEffects` (`false`, or a
 * list of globs such as Mantine's `["*.css"]`); true when the package says nothing.
 */
export function packageSideEffects(id: string): boolean {
  const at = id.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (at < 0) return true;
  const rest = id.slice(at + 14).split(path.sep);
  const depth = rest[0]?.startsWith('@') ? 2 : 1;
  const root = path.join(id.slice(0, at + 14), ...rest.slice(0, depth));
  if (!sideEffectsFields.has(root)) {
    try {
      sideEffectsFields.set(
        root,
        JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).sideEffects,
      );
    } catch {
      sideEffectsFields.set(root, undefined);
    }
  }
  const field = sideEffectsFields.get(root);
  if (field === false) return false;
  if (!Array.isArray(field)) return true;
  const file = path.relative(root, id).split(path.sep).join('/');
  return field.some((glob: string) => {
    const pattern = glob.replace(/^\.\//, '');
    const source = pattern
      .split('**')
      .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
      .join('.*');
    return new RegExp(`(^|/)${source}$`).test(pattern.includes('/') ? file : (file.split('/').pop() ?? ''));
  });
}

/** `'*'`: the whole module (a side-effect import, a namespace, `export *`); else the names asked for. */
export type Wanted = '*' | ReadonlySet<string>;

/**
 * One `import`/`export … from` of a module: its specifier and what it takes from it. `import` (and
 * `dynamic`): the names it takes, '*' for all. `reexport`: exported name → the name taken from
 * `source` (`export { a as b } from`, or `import { a } from` then `export { a as b }`). `star`:
 * `export * from`. `namespace`: `export * as name from`.
 */
export type Edge =
  | { kind: 'import' | 'dynamic'; source: string; names: Wanted }
  | { kind: 'reexport'; source: string; names: ReadonlySet<string>; reexports: Map<string, string> }
  | { kind: 'star'; source: string; names: '*' }
  | { kind: 'namespace'; source: string; names: '*'; namespace: string };

/**
 * A module's imports as the bundler parsed it; `isBarrel` when it holds nothing but imports, export
 * lists and `export const` declarations (`declared`: each declared name → the modules its value
 * `import()`s, as in `export const X = lazy(() => import('…'))`; `ownImports`: the imports those
 * declarations may use, such as `lazy`).
 */
export interface Parsed {
  edges: Edge[];
  isBarrel: boolean;
  declared: Map<string, string[]>;
  ownImports: Edge[];
}

interface Node {
  type: string;
  [key: string]: unknown;
}

/** The name an import or export specifier's `imported`/`local`/`exported` field holds. */
function nameOf(node: unknown): string {
  const value = node as { name?: string; value?: string };
  return value.name ?? String(value.value);
}

/** `export { a as b } from 'x'` → one reexport edge (exported → imported names). */
function reexportEdge(source: string, pairs: [exported: string, imported: string][]): Edge {
  const reexports = new Map(pairs);
  return { kind: 'reexport', source, names: new Set(reexports.values()), reexports };
}

/**
 * The static and dynamic imports of a parsed program (dynamic ones with literal specifiers only).
 * A barrel holds only imports and export lists: Mantine's `index.mjs` (`import { A } from './A.mjs'`
 * then `export { A }`), a feature's `index.ts` (`export { A } from './a'`).
 */
export function edgesOf(program: { body: Node[] }): Parsed {
  const edges: Edge[] = [];
  const imported = new Map<string, { source: string; name: string }>();
  const localExports: [exported: string, local: string][] = [];
  const declared = new Map<string, string[]>();
  let isBarrel = true;
  for (const statement of program.body) {
    const source = (statement.source as { value?: string } | null | undefined)?.value;
    if (statement.type === 'ImportDeclaration' && source !== undefined) {
      const specifiers = statement.specifiers as Node[];
      const names = new Set<string>();
      let all = specifiers.length === 0;
      for (const specifier of specifiers) {
        const local = nameOf(specifier.local);
        if (specifier.type === 'ImportSpecifier') {
          names.add(nameOf(specifier.imported));
          imported.set(local, { source, name: nameOf(specifier.imported) });
        } else if (specifier.type === 'ImportDefaultSpecifier') {
          names.add('default');
          imported.set(local, { source, name: 'default' });
        } else {
          // `import * as ns`: a barrel may only re-export it (`export { ns as name }`).
          all = true;
          imported.set(local, { source, name: '*' });
        }
      }
      edges.push({ kind: 'import', source, names: all ? '*' : names });
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      const pairs = (statement.specifiers as Node[]).map(
        (specifier) => [nameOf(specifier.exported), nameOf(specifier.local)] as [string, string],
      );
      if (source !== undefined) edges.push(reexportEdge(source, pairs));
      else localExports.push(...pairs);
    } else if (
      statement.type === 'ExportNamedDeclaration' &&
      (statement.declaration as Node).type === 'VariableDeclaration'
    ) {
      for (const declarator of (statement.declaration as Node).declarations as Node[])
        declared.set(nameOf(declarator.id), dynamicImportsIn(declarator.init));
    } else if (statement.type === 'ExportAllDeclaration' && source !== undefined) {
      edges.push(
        statement.exported
          ? { kind: 'namespace', source, names: '*', namespace: nameOf(statement.exported) }
          : { kind: 'star', source, names: '*' },
      );
    } else {
      isBarrel = false;
    }
  }
  // `import { a } from 'x'; export { a as b }`: a re-export too, when every export list names imports.
  if (isBarrel) {
    const bySource = new Map<string, [string, string][]>();
    for (const [exported, local] of localExports) {
      const from = imported.get(local);
      if (!from) {
        isBarrel = false;
        break;
      }
      if (from.name === '*')
        edges.push({ kind: 'namespace', source: from.source, names: '*', namespace: exported });
      else bySource.set(from.source, [...(bySource.get(from.source) ?? []), [exported, from.name]]);
    }
    if (isBarrel) for (const [source, pairs] of bySource) edges.push(reexportEdge(source, pairs));
  }
  // Dynamic imports anywhere in the code (a barrel's are its wrappers', above).
  if (!isBarrel)
    for (const source of dynamicImportsIn(program.body)) edges.push({ kind: 'dynamic', source, names: '*' });
  const reexported = new Set(localExports.map(([, local]) => local));
  const ownSources = new Set(
    [...imported].filter(([local]) => !reexported.has(local)).map(([, from]) => from.source),
  );
  const ownImports = edges.filter((edge) => edge.kind === 'import' && ownSources.has(edge.source));
  return { edges, isBarrel, declared, ownImports };
}

/** The literal specifiers of the `import('…')` calls anywhere in a tree. */
function dynamicImportsIn(tree: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const node = value as Node;
    if (node.type === 'ImportExpression') {
      const literal = (node.source as { value?: unknown }).value;
      if (typeof literal === 'string') found.push(literal);
    }
    for (const key in node) if (key !== 'type') walk(node[key]);
  };
  walk(tree);
  return found;
}

/**
 * The modules reached from `start` when only the names each import takes are followed through
 * barrels (modules of re-exports only: `@mantine/core`'s index, a feature's `index.ts`): a page that
 * imports `Button` from `@mantine/core` reaches Button's module, not all of Mantine's. What the
 * bundler's tree-shaking keeps, as far as modules go; `lazy` also follows `import()`.
 */
async function reached(
  context: PluginContext,
  start: string,
  lazy: boolean,
  parse: (id: string) => Parsed | null,
  resolve: (source: string, importer: string) => Promise<string | null>,
  stop: ReadonlySet<string>,
  hasSideEffects: (id: string) => boolean,
): Promise<Set<string>> {
  // What the bundler keeps: modules with code of theirs in use (a barrel only for its own exports).
  const whole = new Set<string>();
  // Modules all of whose imports have been followed; a barrel's names followed so far.
  const done = new Set<string>();
  const namesSeen = new Map<string, Set<string>>();
  const ownFollowed = new Set<string>();
  const visit = async (id: string, wanted: Wanted): Promise<void> => {
    if (done.has(id)) return;
    const parsed = parse(id);
    // A barrel is followed name by name even where `stop` holds it: the entry took other names.
    if (parsed?.isBarrel && wanted !== '*') {
      const seen = namesSeen.get(id) ?? new Set<string>();
      namesSeen.set(id, seen);
      const fresh = [...wanted].filter((name) => !seen.has(name));
      for (const name of fresh) seen.add(name);
      // Kept by the bundler when it has side effects or its own export (a constant, a lazy()
      // wrapper) is used: then what it imports is run too, wherever a module has side effects.
      const isKept = hasSideEffects(id) || fresh.some((name) => parsed.declared.has(name));
      if (isKept && !stop.has(id) && !ownFollowed.has(id)) {
        ownFollowed.add(id);
        whole.add(id);
        for (const edge of parsed.ownImports) {
          const target = await resolve(edge.source, id);
          if (target) await visit(target, edge.names);
        }
        for (const edge of parsed.edges) {
          const target = edge.kind === 'dynamic' ? null : await resolve(edge.source, id);
          if (target && hasSideEffects(target)) await visit(target, new Set());
        }
      }
      for (const edge of parsed.edges) {
        if (edge.kind === 'reexport') {
          const taken = fresh.flatMap((name) => {
            const from = edge.reexports.get(name);
            return from === undefined ? [] : [from];
          });
          const target = taken.length > 0 ? await resolve(edge.source, id) : null;
          if (target) await visit(target, new Set(taken));
        } else if (edge.kind === 'namespace') {
          const target = fresh.includes(edge.namespace) ? await resolve(edge.source, id) : null;
          if (target) await visit(target, '*');
        } else if (edge.kind === 'star' && fresh.length > 0) {
          // The names the target exports (a barrel below sorts its own out).
          const target = await resolve(edge.source, id);
          if (!target) continue;
          const exported = new Set(context.getModuleInfo(target)?.exports ?? []);
          const taken = fresh.filter((name) => exported.has(name) || parse(target)?.isBarrel);
          if (taken.length > 0) await visit(target, new Set(taken));
        }
        // A barrel's plain imports only feed its export lists (reexport edges above).
      }
      if (lazy && !stop.has(id))
        for (const source of fresh.flatMap((name) => parsed.declared.get(name) ?? [])) {
          const target = await resolve(source, id);
          if (target) await visit(target, '*');
        }
      return;
    }
    if (stop.has(id)) return;
    done.add(id);
    whole.add(id);
    if (!parsed) return;
    for (const edge of parsed.edges) {
      if (edge.kind === 'dynamic' && !lazy) continue;
      const target = await resolve(edge.source, id);
      if (target) await visit(target, edge.names);
    }
  };
  await visit(start, '*');
  return whole;
}

/** A page module's short name for chunk names: `src/features/explore/explore-page.tsx` → `explore`. */
function shortName(id: string): string {
  return path
    .basename(id)
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replace(/-page$/, '');
}

/**
 * A group's chunk name from who loads it: up to three names, or the first two, how many more and a
 * hash of them all (one name is one group: two sets of loaders must never share a name).
 */
function chunkName(loaders: string[]): string {
  if (loaders.length <= 3) return `${GROUP_PREFIX}${loaders.join('_')}`;
  let hash = 5381;
  for (const char of loaders.join(',')) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `${GROUP_PREFIX}${loaders.slice(0, 2).join('_')}_${loaders.length - 2}more-${hash.toString(36)}`;
}

/**
 * Fails the build when the groups went wrong: a chunk the player's entry loads (static or lazy) is
 * a group's (its chunks must stay the bundler's own); a group imports a chunk that imports it back
 * (a module it needs was left to the bundler's splitting, which put it beside one that needs the
 * group: with `includeDependenciesRecursively` off, code would run before what it uses is defined);
 * or a named page's first load (its chunk and their static imports) takes a lazy part's chunk.
 */
function checkChunks(options: PageChunkOptions): Plugin['generateBundle'] {
  return function generateBundle(_output, bundle) {
    const chunks = Object.values(bundle).filter(
      (item): item is Rolldown.OutputChunk => item.type === 'chunk',
    );
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (start: Rolldown.OutputChunk, lazy: boolean): Rolldown.OutputChunk[] => {
      const seen = new Map<string, Rolldown.OutputChunk>();
      const queue = [start];
      for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
        if (seen.has(chunk.fileName)) continue;
        seen.set(chunk.fileName, chunk);
        for (const file of [...chunk.imports, ...(lazy ? chunk.dynamicImports : [])]) {
          const next = byFile.get(file);
          if (next) queue.push(next);
        }
      }
      return [...seen.values()];
    };
    for (const entry of options.keepOut.map((file) => path.resolve(options.root, file))) {
      const start = chunks.find((chunk) => chunk.moduleIds.includes(entry));
      const grouped = start
        ? closure(start, true).filter((chunk) => chunk.name.startsWith(GROUP_PREFIX))
        : [];
      if (grouped.length > 0)
        throw new Error(`page-chunks: ${entry} loads ${grouped.map((chunk) => chunk.fileName).join(', ')}`);
    }
    // A group in a cycle of static imports: one side runs before what it needs is defined.
    for (const group of chunks.filter((chunk) => chunk.name.startsWith(GROUP_PREFIX))) {
      const back = closure(group, false).find(
        (chunk) => chunk !== group && chunk.imports.includes(group.fileName),
      );
      if (back && closure(back, false).includes(group))
        throw new Error(`page-chunks: ${group.fileName} and ${back.fileName} import each other`);
    }
    for (const page of options.pages.map((file) => path.resolve(options.root, file))) {
      const start = chunks.find((chunk) => chunk.facadeModuleId === page);
      const lazy = start
        ? closure(start, false).filter((chunk) => chunk !== start && chunk.isDynamicEntry)
        : [];
      if (lazy.length > 0)
        throw new Error(
          `page-chunks: ${page} loads lazy ${lazy.map((chunk) => chunk.fileName).join(', ')} first`,
        );
    }
  };
}

/** The loader that stands for any other page of the route table, or a lazy part no named page owns. */
const OTHER_LOADERS = 'more';

/** The start of every group chunk's name. */
const GROUP_PREFIX = 'pages-';

/**
 * Fewer, larger chunks for the named pages' first loads (issue 20, "/build cold: map picker usable
 * < 1.8 s"). Left to itself the bundler makes one chunk per set of entries that use a module, every
 * lazy dialog, tab and page counting apart, and /build's first load was ~50 files, mostly under
 * 1 kB: over HTTP/1.1's six connections they queued for ~0.5 s. Here each module a named page
 * (ROUTE_PRELOADS) loads first goes into one chunk per set of its loaders, where a loader is a named
 * page loading it first, a named page's own lazy parts (`page~lazy`: lazy parts only that page's
 * code asks for, such as the builder's settings tab), or `more`: any other page or lazy part. So a
 * named page's first load takes exactly the modules it took before, in fewer files; another page
 * or a lazy part no named page owns may load a few modules more (a `…_more` chunk holds what named
 * pages share with some other page, e.g. Mantine's Drawer and List for the app's mobile menu).
 * Left to the bundler: what the player's entry reaches (static or lazy: its chunks stay exactly as
 * they are), the entry's own modules, the vendor groups, the page modules themselves (each page
 * keeps its route chunk) and modules no named page loads first.
 * Which modules a page loads first is worked out from the module graph once it is complete
 * (buildEnd), following through barrels only the names taken (`reached`); `checkChunks` fails the
 * build if the result would load the player's code differently, run code out of order or make a
 * lazy part part of a first load.
 * @returns `plugin` (the graph work and the checks) and `group`, the `codeSplitting` group whose
 * `name` gives each module its chunk (or none).
 */
export function pageChunks(options: PageChunkOptions): { plugin: Plugin; group: CodeSplittingGroup } {
  const names = new Map<string, string>();
  const plugin: Plugin = {
    name: 'quizset-page-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      names.clear();
      const parsedCache = new Map<string, Parsed | null>();
      const parse = (id: string): Parsed | null => {
        if (!parsedCache.has(id)) {
          const code = this.getModuleInfo(id)?.code;
          let parsed: Parsed | null = null;
          if (code && /\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) {
            // A module that cannot be parsed would hide its imports: fail loudly instead.
            parsed = edgesOf(this.parse(code) as unknown as { body: Node[] });
          }
          parsedCache.set(id, parsed);
        }
        return parsedCache.get(id) ?? null;
      };
      const resolvedCache = new Map<string, string | null>();
      const resolveId = async (source: string, importer: string): Promise<string | null> => {
        const key = `${importer}\n${source}`;
        if (!resolvedCache.has(key)) {
          const resolved = await this.resolve(source, importer);
          const id = resolved && !resolved.external ? resolved.id : null;
          // Only modules of this build's graph.
          resolvedCache.set(key, id && this.getModuleInfo(id) ? id : null);
        }
        return resolvedCache.get(key) ?? null;
      };
      const file = (name: string) => path.resolve(options.root, name);
      const hasSideEffects = (id: string) => {
        const known = this.getModuleInfo(id)?.moduleSideEffects;
        if (typeof known === 'boolean') return known;
        return options.moduleSideEffects(id) && packageSideEffects(id);
      };
      const fromEntry = await reached(
        this,
        file(options.entry),
        false,
        parse,
        resolveId,
        new Set(),
        hasSideEffects,
      );
      const keptOut = new Set(fromEntry);
      for (const entry of options.keepOut)
        for (const id of await reached(this, file(entry), true, parse, resolveId, new Set(), hasSideEffects))
          keptOut.add(id);
      const pages = new Set(this.getModuleInfo(file(options.routeTable))?.dynamicallyImportedIds ?? []);
      const named = options.pages.map(file);
      for (const page of named)
        if (!pages.has(page)) throw new Error(`page-chunks: ${page} is not a page of the route table`);
      // Every chunk of its own the app can load (pages and lazy parts), and what it loads first.
      const entries = [...this.getModuleIds()].filter(
        (id) => !keptOut.has(id) && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
      );
      const firstLoad = new Map<string, Set<string>>();
      for (const id of entries.sort())
        firstLoad.set(id, await reached(this, id, false, parse, resolveId, fromEntry, hasSideEffects));
      // A lazy part belongs to a named page when only that page's code (first load or its own
      // lazy parts) asks for it: the builder's settings tab, its notifications.
      const ownerOf = new Map<string, string>();
      for (const page of named) {
        const tree = new Set(firstLoad.get(page));
        for (let grown = true; grown; ) {
          grown = false;
          for (const id of entries) {
            if (ownerOf.has(id) || pages.has(id)) continue;
            const importers = this.getModuleInfo(id)?.dynamicImporters ?? [];
            if (importers.every((importer) => tree.has(importer))) {
              ownerOf.set(id, page);
              for (const module of firstLoad.get(id) ?? []) tree.add(module);
              grown = true;
            }
          }
        }
      }
      // Each grouped module → who loads it: the named pages first; a named page's own lazy parts
      // (`page~lazy`) when the page does not load it first; every other page or lazy part by name.
      const loadersOf = new Map<string, Set<string>>();
      for (const page of named)
        for (const id of firstLoad.get(page) ?? [])
          if (id !== page && !keptOut.has(id) && !options.vendor.test(id) && !id.startsWith('\0'))
            loadersOf.set(id, new Set([...(loadersOf.get(id) ?? []), shortName(page)]));
      for (const entry of entries) {
        if (named.includes(entry)) continue;
        const owner = ownerOf.get(entry);
        for (const id of firstLoad.get(entry) ?? []) {
          const loaders = loadersOf.get(id);
          if (!loaders) continue;
          if (owner !== undefined) {
            if (!firstLoad.get(owner)?.has(id)) loaders.add(`${shortName(owner)}~lazy`);
          } else loaders.add(OTHER_LOADERS);
        }
      }
      for (const [id, loaders] of loadersOf) names.set(id, chunkName([...loaders].sort()));
    },
  };
  return {
    plugin: { ...plugin, generateBundle: checkChunks(options) },
    group: {
      name: (id) => names.get(id) ?? null,
      debugName: 'page-chunks',
      // A grouped module's imports are grouped by their own pages (a superset), or are the entry's.
      includeDependenciesRecursively: false,
    },
  };
}
