// ESLint for the whole workspace: typescript-eslint (syntax-only rules: TypeScript 7/6 type-aware linting is not
// used), React hooks for the front end, and the package boundaries of docs/architecture.md ("enforced by lint,
// not memory"): string rules for package imports (no-restricted-imports) and eslint-plugin-boundaries for
// features inside a front-end package, whose relative imports need resolving.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { SHARED_SUBPATHS, WEB_PACKAGES as FRONT_END } from './scripts/lib/front-end-packages.mjs';

/** The workspace root: the boundaries plugin matches its patterns from here, wherever eslint is started. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

const front = (glob) => FRONT_END.map((dir) => `${dir}/${glob}`);
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'];

/** Package directories, as they appear in a relative import that leaves the package (`../../shared/src/x`). */
const PACKAGE_DIR = '(shared|server|mock-server|shell|e2e|mf-[a-z-]+)';
const relativeInto = (dirs) => ({
  regex: `^(\\.\\./)+${dirs}(/|$)`,
  message: 'Import other workspace packages by their package name and public subpath, never by a relative path.',
});

const onlyPublicShared = {
  regex: `^@site/shared(?!/(${SHARED_SUBPATHS.join('|')})$)`,
  message: `Import @site/shared only through its public subpaths (${SHARED_SUBPATHS.join(', ')}), never shared/src/...`,
};
const noFrontEndPackages = {
  regex: '^@site/(shell|mf-[a-z-]+)(/|$)',
  message: 'The shell and the remotes are deployed separately: never import another front-end package.',
};
const noMockServer = {
  regex: '^@site/mock-server(/|$)',
  message: 'mock-server is for tests only.',
};
const noServer = { regex: '^@site/server(/|$)', message: 'Talk to the server over HTTP, never by importing it.' };

const restrict = (...patterns) => ['error', { patterns }];

// Inside the server, the layers of docs/architecture.md: routes -> services -> policies / repositories / presenters.
// A layer imports only the layers below it (type imports are free: a row's type is not a dependency on its layer).
// The files listed in SERVER_LAYER_DEBTS break a rule today; each keeps only that one exception, so nothing new
// can join them, and the list only shrinks.
const SERVER_LAYERS = {
  repositories: { up: ['services', 'routes', 'http', 'plugins', 'presenters'], fastify: true },
  policies: { up: ['services', 'routes', 'http', 'plugins', 'presenters', 'repositories'], fastify: true },
  presenters: { up: ['services', 'routes', 'http', 'plugins'], fastify: true },
  services: { up: ['routes', 'plugins'], fastify: true },
  routes: { up: ['repositories'], kysely: true },
};
/** file (under server/src) -> the layers (or 'fastify', 'kysely') it may still import, until it is moved. */
export const SERVER_LAYER_DEBTS = {
  // Decides who is told of an event and queues mails and member events: belongs in a service.
  'repositories/notification-events-repo.ts': ['services'],
  // Pure helpers that live under services (excerpts, sanitizing, upload addresses and types).
  'presenters/picture-presenter.ts': ['services'],
  'presenters/tag-presenter.ts': ['services'],
  'presenters/search-presenter.ts': ['services'],
  'presenters/site-info-presenter.ts': ['services'],
  'presenters/site-info-answer-sections.ts': ['services'],
  // Services that take Fastify's request or reply types (page rendering, streams, mail and AI plumbing).
  'services/ai/ai-reply-service.ts': ['fastify'],
  'services/ai/ai-picture-service.ts': ['fastify'],
  'services/frontend/layout-placeholder.ts': ['fastify'],
  'services/frontend/boot-data.ts': ['fastify'],
  'services/frontend/remote-reports-service.ts': ['fastify'],
  'services/frontend/custom-code.ts': ['fastify'],
  'services/frontend/shell-page.ts': ['fastify'],
  'services/frontend/canary-visitor.ts': ['fastify'],
  'services/mail/mail-service.ts': ['fastify'],
  'services/seo/seo-site.ts': ['fastify'],
  'services/seo/page-parts.ts': ['fastify'],
  'services/site/configured-agent.ts': ['fastify'],
  'services/member-events/member-event-stream.ts': ['fastify'],
  'services/mail-queue/mail-worker.ts': ['fastify'],
  // Reads the notification change channel's name from the repository.
  'routes/notification-routes.ts': ['repositories'],
};

/** The restricted-import patterns of a server layer, less the ones `allowed` names. */
function serverLayerPatterns(layer, allowed = []) {
  const rule = SERVER_LAYERS[layer];
  const up = rule.up.filter((d) => !allowed.includes(d));
  const patterns = [];
  if (up.length > 0) {
    patterns.push({
      regex: `^(\\.\\./)+(${up.join('|')})/`,
      allowTypeImports: true,
      message: `server/src/${layer} sits below ${up.join(', ')}: move the shared part down, or the caller up (docs/architecture.md).`,
    });
  }
  if (rule.fastify && !allowed.includes('fastify')) {
    patterns.push({ regex: '^fastify(-plugin)?$', message: `server/src/${layer} knows no HTTP framework: take plain values, let the route read the request.` });
  }
  if (rule.kysely && !allowed.includes('kysely')) {
    patterns.push({ regex: '^kysely$', allowTypeImports: true, message: 'Routes are thin: SQL belongs in a repository.' });
  }
  return patterns;
}

function serverLayerBlocks() {
  const tests = ['server/src/**/*.test.ts', 'server/src/test-support/**'];
  return Object.keys(SERVER_LAYERS).flatMap((layer) => {
    const debts = Object.entries(SERVER_LAYER_DEBTS).filter(([file]) => file.startsWith(`${layer}/`));
    return [
      {
        files: [`server/src/${layer}/**/*.ts`],
        ignores: [...tests, ...debts.map(([file]) => `server/src/${file}`)],
        rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverLayerPatterns(layer) }] },
      },
      ...debts.map(([file, allowed]) => ({
        files: [`server/src/${file}`],
        rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: serverLayerPatterns(layer, allowed) }] },
      })),
    ];
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/data/**',
      '**/.data-*/**',
      '**/.e2e-artifacts/**',
      '**/*.d.ts',
      '**/*.d.cts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'scripts/jest/**'], languageOptions: { globals: { ...globals.jest, ...globals.browser } } },

  // Front end: browser code with React hooks.
  {
    files: [...front('**/*.{ts,tsx}'), 'shared/src/**/*.{ts,tsx}', 'mock-server/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs['recommended-latest'].rules },
  },

  // Boundaries between packages.
  {
    files: front('**/*.{ts,tsx,js,mjs}'),
    ignores: front('**/*.test.{ts,tsx}').concat(front('**/test-support/**')),
    rules: {
      'no-restricted-imports': restrict(onlyPublicShared, noFrontEndPackages, noMockServer, noServer, relativeInto(PACKAGE_DIR)),
    },
  },
  {
    // Tests may use the mock server, nothing else changes.
    files: [...front('**/*.test.{ts,tsx}'), ...front('**/test-support/**')],
    rules: {
      'no-restricted-imports': restrict(onlyPublicShared, noFrontEndPackages, noServer, relativeInto(PACKAGE_DIR)),
    },
  },
  {
    files: ['shared/**/*.{ts,tsx,js,mjs}'],
    ignores: TESTS.map((t) => `shared/${t}`),
    rules: {
      'no-restricted-imports': restrict(
        noFrontEndPackages,
        noMockServer,
        noServer,
        relativeInto('(server|mock-server|shell|e2e|mf-[a-z-]+)'),
      ),
    },
  },
  {
    files: TESTS.map((t) => `shared/${t}`),
    rules: {
      'no-restricted-imports': restrict(noFrontEndPackages, noServer, relativeInto('(server|shell|e2e|mf-[a-z-]+)')),
    },
  },
  {
    files: ['server/**/*.{ts,js,mjs}'],
    rules: {
      'no-restricted-imports': restrict(
        noFrontEndPackages,
        noMockServer,
        { regex: '^(react|react-dom|antd|react-router-dom|react-redux|@reduxjs/toolkit|i18next|react-i18next|single-spa)(/|$)', message: 'The server never imports front-end libraries.' },
        { regex: '^@site/shared/(api|store|ui|i18n)$', message: 'The server never imports the front-end parts of shared.' },
        relativeInto('(shell|mock-server|e2e|mf-[a-z-]+)'),
        onlyPublicShared,
      ),
    },
  },
  ...serverLayerBlocks(),
  {
    files: ['mock-server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(onlyPublicShared, noFrontEndPackages, noServer, relativeInto('(shared|server|shell|e2e|mf-[a-z-]+)')) },
  },

  // Inside a front-end package: src/features/<name>/ is a box whose only door is its public entry (index.ts), and
  // src/components/ holds generic building blocks that know no feature (a feature may use them, never the reverse).
  // Files outside both (routes.tsx, src/test-support/) are not boxes and are not checked here.
  {
    files: front('src/**/*.{ts,tsx}'),
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Without it the plugin matches from the current folder: `pnpm --filter ./mf-admin lint` (run in mf-admin/)
      // would find no feature and pass every feature-boundary breach.
      'boundaries/root-path': ROOT,
      'boundaries/include': front('src/**/*'),
      'boundaries/elements': [
        { type: 'feature', pattern: '*/src/features/*', mode: 'folder', capture: ['pkg', 'name'] },
        { type: 'component', pattern: '*/src/components', mode: 'folder', capture: ['pkg'] },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          message: 'Generic components must not import a feature (${dependency.source}): move the feature-specific part into the feature.',
          rules: [{ from: 'component', disallow: ['feature'] }],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          message: 'Import feature ${target.name} only through its public entry (features/${target.name}/index.ts), not ${target.internalPath}.',
          // Two rules, the later winning: one rule holding both allow and disallow ends up disallowing (plugin 5.4).
          rules: [
            { target: ['feature'], disallow: ['**'] },
            { target: ['feature'], allow: ['index.ts'] },
          ],
        },
      ],
    },
  },
);
