// The player app's import zones (bulletproof-react's restricted-paths idea, our own small rule): a feature never
// imports another feature (screens compose features in app/routes), and the shared folders (components, hooks,
// lib, api, config, testing) never import a feature or the app. Relative paths are resolved against the file, so
// `../../hunt/...` from features/journal is caught whatever the spelling.
import path from 'node:path';

const SHARED = new Set(['components', 'hooks', 'lib', 'api', 'config', 'testing', 'styles', 'assets', 'types']);

/** The player `src` folder and the first two path parts below it ('features', 'hunt'), or null outside it. */
function zoneOf(file) {
  const normal = file.split(path.sep).join('/');
  const at = normal.lastIndexOf('/apps/player/src/');
  if (at < 0) return null;
  const root = normal.slice(0, at + '/apps/player/src/'.length);
  const [top, sub] = normal.slice(root.length).split('/');
  return { root, top, sub };
}

const noCrossFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'No imports from one player feature into another, nor from shared folders into features.' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports from feature '{{to}}'. Move the shared part to components/, hooks/, lib/ or api/, or compose both in app/routes.",
      sharedToFeature: "'{{from}}/' is shared code and must not import from features/ (here '{{to}}').",
      sharedToApp: "'{{from}}/' is shared code and must not import from app/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const here = zoneOf(file);
    if (!here) return {};
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = zoneOf(path.resolve(path.dirname(file), spec));
      if (!target || target.root !== here.root) return;
      if (here.top === 'features' && target.top === 'features' && target.sub !== here.sub) {
        context.report({ node, messageId: 'crossFeature', data: { from: here.sub, to: target.sub } });
      } else if (SHARED.has(here.top) && target.top === 'features') {
        context.report({ node, messageId: 'sharedToFeature', data: { from: here.top, to: target.sub } });
      } else if (SHARED.has(here.top) && here.top !== 'testing' && target.top === 'app') {
        context.report({ node, messageId: 'sharedToApp', data: { from: here.top } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const playerBoundaries = { rules: { 'no-cross-feature': noCrossFeature } };
