/**
 * The import rules of ARCHITECTURE.md ("The layers and who may import whom").
 * `npm test` runs this; scripts/architecture.test.ts proves that the rules bite.
 */
const testFiles = '(\\.(test|bench)\\.tsx?|/test-[^/]+\\.ts)$';
/** Only test and bench files themselves: test worlds, scripted stores and contract suites live in testing/. */
const testsOnly = '\\.(test|bench)\\.tsx?$';
const nodeBuiltins = { dependencyTypes: ['core'] };
const nodeOnlyAdapters = '^adapters/(wiring/node-storage-module|storage/file-key-value-store)\\.ts$';
const npm = { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] };

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports nothing outside domain/: no npm package, no Node API, no other layer.',
      severity: 'error',
      from: { path: '^domain/', pathNot: testsOnly },
      to: { pathNot: '^domain/' },
    },
    {
      name: 'application-only-domain-and-inversify',
      comment: 'application/ may import domain/ and inversify only (no adapters, ui, cli, React, MobX, Node APIs).',
      severity: 'error',
      from: { path: '^application/', pathNot: testsOnly },
      to: {
        pathNot: ['^application/', '^domain/', '^node_modules/inversify/', '^node_modules/@inversifyjs/'],
      },
    },
    {
      name: 'application-no-node-builtins',
      comment: 'application/ never touches Node APIs.',
      severity: 'error',
      from: { path: '^application/', pathNot: testsOnly },
      to: nodeBuiltins,
    },
    {
      name: 'adapters-node-builtins-only-in-node-adapters',
      comment: 'Only the Node-only adapters (the file store and its module) import Node built-ins: any other adapter may go to the browser.',
      severity: 'error',
      from: { path: '^adapters/', pathNot: [testFiles, nodeOnlyAdapters] },
      to: nodeBuiltins,
    },
    {
      name: 'browser-never-reaches-node-adapters',
      comment: "The browser's entry and its services chunk never reach a Node-only adapter (Vite fails on it at run time, in development only).",
      severity: 'error',
      from: { path: '^ui/(main\\.tsx|composition/browser-(container|services)\\.ts)$' },
      to: { path: nodeOnlyAdapters, reachable: true },
    },
    {
      name: 'adapters-not-ui-cli-mock',
      comment: 'adapters/ may not import ui/, cli/ or mock-backend/ (tests may use the mock backend through msw/node).',
      severity: 'error',
      from: { path: '^adapters/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(ui|server|cli|mock-backend|fixtures)/' },
    },
    {
      name: 'ui-not-adapters',
      comment: 'ui/ reaches adapters only through its composition roots (ui/main.tsx, ui/composition/); store tests build their own container.',
      severity: 'error',
      from: { path: '^ui/', pathNot: ['^ui/main\\.tsx$', '^ui/composition/', '\\.test\\.tsx?$'] },
      to: { path: '^adapters/' },
    },
    {
      name: 'ui-not-mock-backend',
      comment: 'ui/ loads the mock backend only lazily, in mock mode, from the composition root (tests may use it).',
      severity: 'error',
      from: { path: '^ui/', pathNot: ['^ui/main\\.tsx$', '^ui/composition/', '\\.test\\.tsx?$'] },
      to: { path: '^(mock-backend|fixtures)/' },
    },
    {
      name: 'server-enters-ui-through-render',
      comment: 'server/ (the HTTP server beside cli/) reaches the UI only through ui/render/: the renderer and what it tells the server about pages.',
      severity: 'error',
      from: { path: '^server/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^ui/', pathNot: '^ui/render/' },
    },
    {
      name: 'ui-not-server',
      comment: 'The UI never imports the server: the server calls the renderer, not the other way round (tests may start one).',
      severity: 'error',
      from: { path: '^ui/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/' },
    },
    {
      name: 'server-mock-in-server-mock',
      comment: 'Only server/mock/ mounts the mock backend and reads the fixtures: the rest of the server runs the same with real services.',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/mock/', '\\.test\\.tsx?$'] },
      to: { path: '^(mock-backend|fixtures)/' },
    },
    {
      name: 'server-no-cli',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^cli/' },
    },
    {
      name: 'ui-no-cli',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^cli/' },
    },
    {
      name: 'cli-not-ui',
      comment: 'cli/ may import application/, domain/ and commander; never ui/.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^(ui|server)/' },
    },
    {
      name: 'cli-adapters-only-in-composition-root',
      comment: 'Only cli/main.ts (and cli/composition/) knows the adapters and the mock backend.',
      severity: 'error',
      from: { path: '^cli/', pathNot: ['^cli/main\\.ts$', '^cli/composition/', '\\.test\\.ts$'] },
      to: { path: '^(adapters|mock-backend|fixtures)/' },
    },
    {
      name: 'mock-backend-is-the-other-side',
      comment: 'mock-backend/ plays the other side of the wire: it must not share our rules or code.',
      severity: 'error',
      from: { path: '^mock-backend/' },
      to: { path: '^(domain|application|adapters|ui|server|cli)/' },
    },
    {
      name: 'fixtures-only-faker',
      comment: 'fixtures/ imports only @faker-js/faker (and Node APIs for its generator CLI).',
      severity: 'error',
      from: { path: '^fixtures/' },
      to: { path: '^(domain|application|adapters|ui|cli|mock-backend)/' },
    },
    {
      name: 'fixtures-no-other-npm',
      severity: 'error',
      from: { path: '^fixtures/', pathNot: '\\.(test|bench)\\.ts$' },
      to: { ...npm, pathNot: '^node_modules/@faker-js/faker/' },
    },
    {
      name: 'testing-is-test-support',
      comment:
        'testing/ (test worlds, scripted stores, port contract suites) wires domain, application and adapters for tests; never ui, cli or the mock backend, except in the folder named after the one it serves.',
      severity: 'error',
      from: { path: '^testing/', pathNot: '^testing/(server|cli|mock-backend)/' },
      to: { path: '^(ui|server|cli|mock-backend|fixtures)/' },
    },
    {
      name: 'testing-per-delivery',
      comment: "testing/server/ serves the server's tests, testing/cli/ the CLI's (which start the standalone mock): neither reaches the screens.",
      severity: 'error',
      from: { path: '^testing/(server|cli)/' },
      to: { path: '^(ui/(?!render/)|fixtures/)' },
    },
    {
      name: 'testing-mock-backend-is-the-mock-side',
      comment: "testing/mock-backend/ starts and feeds the mock backend for tests; like the mock, it never imports the shop's code.",
      severity: 'error',
      from: { path: '^testing/mock-backend/' },
      to: { path: '^(domain|application|adapters|ui|cli)/' },
    },
    {
      name: 'only-tests-use-testing',
      comment: 'Production code never imports test support: only test and bench files (and testing/ itself) reach testing/.',
      severity: 'error',
      from: { pathNot: ['^testing/', testFiles] },
      to: { path: '^testing/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles, not even through a lazy import() or a type-only import: a lazily loaded modal or screen takes its types from a module that does not load it (ui/modals/modal-types.ts).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|coverage|[.]stryker-tmp[^/]*|[.]cli-build)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
