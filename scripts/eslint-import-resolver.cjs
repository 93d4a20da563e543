// An import resolver for the boundary lint rule (eslint-import-resolver interface v2). It resolves what this
// repository uses, the way TypeScript and Vite do: relative imports with a `.js` suffix to the `.ts`/`.tsx`
// source, extensionless relative imports, and the package's `#contracts/*` imports to contracts/*.ts.
// Packages from node_modules are reported as found without a path, which marks them external.
const { statSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

const ROOT = join(__dirname, '..');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];

const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

function resolveFile(base) {
  const withoutJs = base.replace(/\.js$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => withoutJs + extension),
    ...EXTENSIONS.map((extension) => join(base, 'index' + extension)),
  ];
  return candidates.find(isFile) ?? null;
}

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  if (source.startsWith('#contracts/')) {
    const path = resolveFile(join(ROOT, 'contracts', source.slice('#contracts/'.length)));
    return path === null ? { found: false } : { found: true, path };
  }
  if (source.startsWith('.') || source.startsWith('/')) {
    const path = resolveFile(resolve(dirname(file), source));
    return path === null ? { found: false } : { found: true, path };
  }
  return { found: true, path: null };
};
