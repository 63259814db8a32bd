// Lint rules that guard the architecture: Nx module boundaries with
// scope/type tags, pure domain folders, and test helpers kept out of production code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { playerBoundaries } from './tools/eslint/player-boundaries.mjs';

// The domain owns its types (docs/extending.md, "Conventions"): request and answer shapes stay out of domain folders.
const WIRE_TYPE_MESSAGE =
  'The domain owns its types: no *Dto type in domain/, and no request or answer shape (*Dto, *Body, *Request, *Query) ' +
  'from @grimhunt/contracts. Declare a domain type (the same shape is fine) and map it in application/; ' +
  "the contracts' constants, pure helpers and their literal types stay allowed (docs/extending.md, Conventions).";
const DOMAIN_FILES = ['libs/api/*/src/domain/**/*.ts', 'libs/api/*/src/*/domain/**/*.ts'];
const wireTypeImports = { group: ['@grimhunt/contracts'], importNamePattern: '(Dto|Body|Request|Query)$', message: WIRE_TYPE_MESSAGE };
const dtoNames = { selector: ':not(ImportSpecifier) > Identifier[name=/Dto$/]', message: WIRE_TYPE_MESSAGE };

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'tmp/**', 'coverage/**', '.nx/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    plugins: { '@nx': nx },
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The API's test kit (a started app on its own database) serves the integration tests in every context.
          allow: ['@grimhunt/api-testing'],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:player', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            {
              sourceTag: 'type:contracts',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: ['@nestjs/*', 'typeorm', 'class-validator', 'react', 'react-*', 'react-admin'],
            },
            { sourceTag: 'type:kernel', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:context', onlyDependOnLibsWithTags: ['type:context', 'type:kernel', 'type:contracts', 'type:testing'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:context', 'type:kernel', 'type:contracts', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:kernel', 'type:testing', 'type:context'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'apps/player/**/*.ts', 'apps/admin/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    // Player app zones: no feature imports another feature; shared folders import no feature (docs/extending.md).
    files: ['apps/player/src/**/*.ts', 'apps/player/src/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/__tests__/**'],
    plugins: { 'player-boundaries': playerBoundaries },
    rules: { 'player-boundaries/no-cross-feature': 'error' },
  },
  {
    // Domain folders are pure: no framework, no ORM, no clock or randomness of their own, no wire types.
    files: DOMAIN_FILES,
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@nestjs/*', 'typeorm', 'pg'], message: 'Domain code is pure: no framework or database imports.' },
            {
              group: ['../application/*', '../infrastructure/*', '../../application/*', '../../infrastructure/*'],
              message: 'The domain depends on nothing outside it.',
            },
            { group: ['@grimhunt/testing', '@grimhunt/*/testing'], message: 'Test helpers are for tests only.' },
            wireTypeImports,
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the injected Rng.' },
        { object: 'Date', property: 'now', message: 'Use the injected Clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use the injected Clock.' },
        dtoNames,
      ],
    },
  },
  {
    // The domain's specs speak the domain's types too.
    files: DOMAIN_FILES.map((glob) => glob.replace(/\.ts$/, '.spec.ts')),
    rules: {
      'no-restricted-imports': ['error', { patterns: [wireTypeImports] }],
      'no-restricted-syntax': ['error', dtoNames],
    },
  },
  {
    // Test helpers stay in tests.
    files: ['libs/**/*.ts', 'apps/**/*.ts', 'apps/**/*.tsx'],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.int-spec.ts',
      '**/testing/**',
      'apps/e2e/**',
      'libs/testing/**',
      'libs/api/*/src/domain/**',
      'libs/api/*/src/*/domain/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@grimhunt/testing', '@grimhunt/*/testing'], message: 'Test helpers are for tests only.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
];
