// ESLint for the SPA (run from frontend/: `npm run lint`). Besides the usual TypeScript, React
// hooks and accessibility rules, it keeps the folder layout honest (docs/frontend.md):
// - a feature (src/features/X) never imports another feature: what two features share moves to
//   src/components, src/api (requests and tables of the API's data) or src/lib (code that is not
//   about one kind of data), or src/config, src/types;
// - the shared folders never import a feature or the app, features never import the app, and
//   src/lib never imports src/api (api builds on lib);
// - no import cycles.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const features = readdirSync(new URL('../src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['./src/components', './src/lib', './src/api', './src/config', './src/types'];

const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what they share to src/components, src/api or src/lib.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app (routes compose features, not the other way round).',
  },
  {
    target: './src/lib',
    from: './src/api',
    message: "src/lib holds what is not about the API's data; src/api builds on it, not the other way round.",
  },
  ...SHARED.map((target) => ({
    target,
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, api, lib, config, types) never imports a feature or the app.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'lint/**', 'coverage/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${frontend}tsconfig.app.json` })],
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // the two rules of hooks (the React Compiler's own diagnostics are for code it compiles: not ours)
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: frontend, zones: boundaries }],
      'import-x/no-self-import': 'error',
      // a module that imports itself through others runs against a half-initialised module
      'import-x/no-cycle': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/first': 'error',
      // 'virtual:en/<section>': a section of src/i18n/en.json (ar/: ar.json), made by vite.config.ts.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:(en|ar)/'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // build and test set-up files, and the page renderer (server/), run in Node
    files: ['vite.config.ts', 'build-files.ts', 'initial-js-budget*.ts', 'server/**', 'src/testing/**', '**/*.test.{ts,tsx}', '**/__tests__/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
