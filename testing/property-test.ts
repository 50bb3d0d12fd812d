import fc from 'fast-check';
import { TestRunner, test as vitestTest, type TestContext } from 'vitest';

/**
 * `test.prop([arbitraries], parameters)(name, body)`: a fast-check property as one Vitest test, the shape that
 * @fast-check/vitest offers. We keep our own because that package walks every chain of Vitest 4.1's test modifiers
 * when it is imported: about 2 s per test file, paid by each of our property test files and again by every mutant
 * Stryker runs against them.
 *
 * Between two runs of a property the suite's afterEach and then beforeEach hooks run again, so every generated case
 * starts from the state a plain test would see. A failure reports fast-check's counterexample, seed and path.
 */
type Arbitraries<Values extends unknown[]> = { [Index in keyof Values]: fc.Arbitrary<Values[Index]> };
type Hook = (context: TestContext, suite: unknown) => unknown;

function prop<Values extends [unknown, ...unknown[]]>(arbitraries: Arbitraries<Values>, parameters: fc.Parameters<Values> = {}) {
  return (name: string, body: (...values: Values) => unknown, timeout?: number): void => {
    vitestTest(
      name,
      async (context) => {
        const hooks = suiteHooks();
        const cleanups: Array<() => unknown> = [];
        let firstRun = true;
        const property = fc.asyncProperty<Values>(...arbitraries, async (...values: Values) => {
          await body(...values);
        });
        if (hooks.beforeEach.length > 0 || hooks.afterEach.length > 0) {
          property.beforeEach(async (previous) => {
            await previous();
            if (firstRun) {
              firstRun = false;
              return;
            }
            for (const hook of hooks.afterEach) await hook(context, hooks.suite);
            await runCleanups(cleanups);
            for (const hook of hooks.beforeEach) {
              const cleanup = await hook(context, hooks.suite);
              if (typeof cleanup === 'function') cleanups.push(cleanup as () => unknown);
            }
          });
        }
        try {
          await fc.assert(property, parameters);
        } finally {
          await runCleanups(cleanups);
        }
      },
      timeout,
    );
  };
}

/** The running test's beforeEach hooks outermost first and its afterEach hooks innermost first, as Vitest runs them. */
function suiteHooks(): { suite: unknown; beforeEach: Hook[]; afterEach: Hook[] } {
  const current = TestRunner.getCurrentTest();
  if (current === undefined) throw new Error('test.prop ran outside a Vitest test');
  const innermost = current.suite ?? current.file;
  const chain: Array<typeof innermost> = [];
  let suite: typeof innermost | undefined = innermost;
  while (suite !== undefined) {
    chain.push(suite);
    suite = 'filepath' in suite ? undefined : (suite.suite ?? suite.file);
  }
  const hooksOf = (suite: typeof innermost) => TestRunner.getSuiteHooks(suite) as unknown as { beforeEach: Hook[]; afterEach: Hook[] };
  return {
    suite: innermost,
    beforeEach: [...chain].reverse().flatMap((suite) => hooksOf(suite).beforeEach),
    afterEach: chain.flatMap((suite) => [...hooksOf(suite).afterEach].reverse()),
  };
}

async function runCleanups(cleanups: Array<() => unknown>): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()?.();
}

type PlainTest = (name: string, body: (context: TestContext) => unknown, timeout?: number) => void;

export const test: PlainTest & { prop: typeof prop } = Object.assign(((name, body, timeout) => vitestTest(name, body, timeout)) satisfies PlainTest, { prop });

export { fc };
