// Runs the TypeScript API directly: SWC compiles each file on load, with decorator metadata and the
// tsconfig path aliases (@grimhunt/*).
const path = require('path');
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || path.join(__dirname, '..', '..', 'tsconfig.base.json');
require('@swc-node/register');
