import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const sandbox = mkdtempSync(join(tmpdir(), 'layer-rules-'));
symlinkSync(join(root, 'node_modules'), join(sandbox, 'node_modules'));
writeFileSync(join(sandbox, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx' } }));

function place(path: string, text: string): void {
  mkdirSync(join(sandbox, path, '..'), { recursive: true });
  writeFileSync(join(sandbox, path), text);
}

const layers = ['domain', 'application', 'adapters', 'ui', 'mock-backend', 'testing'];

/** Runs the real rule set on the sandbox and returns what dependency-cruiser reports. */
function cruise(): { ok: boolean; output: string } {
  try {
    const output = execFileSync(
      join(root, 'node_modules/.bin/depcruise'),
      [...layers.filter((d) => existsSync(join(sandbox, d))), '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err-long'],
      {
        cwd: sandbox,
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

// Each case runs the real dependency-cruiser CLI (a few seconds each, more on a busy machine).
describe('the import rules of ARCHITECTURE.md bite', { timeout: 60_000 }, () => {
  it('a clean tree passes', () => {
    place('domain/price.ts', 'export const price = 1;\n');
    place('application/use-price.ts', "import { price } from '../domain/price';\nexport const usePrice = () => price;\n");
    place('mock-backend/handler.ts', 'export const handler = 1;\n');
    expect(cruise().ok).toBe(true);
  });

  it('reports domain/ importing react, naming the rule', () => {
    place('domain/view.ts', "import React from 'react';\nexport const view = React;\n");
    const result = cruise();
    expect(result.ok).toBe(false);
    expect(result.output).toContain('domain-is-pure');
    rmSync(join(sandbox, 'domain/view.ts'));
  });

  it('reports application/ importing adapters/, naming the rule', () => {
    place('adapters/http.ts', 'export const http = 1;\n');
    place('application/leak.ts', "import { http } from '../adapters/http';\nexport const leak = http;\n");
    const result = cruise();
    expect(result.ok).toBe(false);
    expect(result.output).toContain('application-only-domain-and-inversify');
    rmSync(join(sandbox, 'application/leak.ts'));
  });

  it('reports application/ importing adapters/ from a test-world helper, which is no exception', () => {
    place('adapters/memory/in-memory-price.ts', 'export const memoryPrice = 1;\n');
    place('application/test-price-world.ts', "import { memoryPrice } from '../adapters/memory/in-memory-price';\nexport const world = memoryPrice;\n");
    const result = cruise();
    expect(result.ok).toBe(false);
    expect(result.output).toContain('application-only-domain-and-inversify');
    rmSync(join(sandbox, 'application/test-price-world.ts'));
  });

  it('lets a test world in testing/ wire adapters, but keeps production code from importing it', () => {
    place('testing/price-world.ts', "import { memoryPrice } from '../adapters/memory/in-memory-price';\nexport const world = memoryPrice;\n");
    place('application/use-price.test.ts', "import { world } from '../testing/price-world';\nexport const seen = world;\n");
    expect(cruise().ok).toBe(true);
    place('application/world-leak.ts', "import { world } from '../testing/price-world';\nexport const leak = world;\n");
    const result = cruise();
    expect(result.ok).toBe(false);
    expect(result.output).toContain('only-tests-use-testing');
    for (const file of ['application/world-leak.ts', 'application/use-price.test.ts', 'testing/price-world.ts']) rmSync(join(sandbox, file));
  });

  it('reports an import circle, even one closed by a lazy import() and a type-only import', () => {
    place('ui/modals/registry.ts', "export type ModalName = 'size-guide';\nexport const modals = { 'size-guide': () => import('./SizeGuideModal') };\n");
    place(
      'ui/modals/SizeGuideModal.tsx',
      "import { type ModalName } from './registry';\nexport default function SizeGuideModal(): ModalName { return 'size-guide'; }\n",
    );
    const result = cruise();
    expect(result.ok).toBe(false);
    expect(result.output).toContain('no-circular');
    place('ui/modals/modal-types.ts', "export type ModalName = 'size-guide';\n");
    place('ui/modals/registry.ts', "export const modals = { 'size-guide': () => import('./SizeGuideModal') };\n");
    place(
      'ui/modals/SizeGuideModal.tsx',
      "import { type ModalName } from './modal-types';\nexport default function SizeGuideModal(): ModalName { return 'size-guide'; }\n",
    );
    expect(cruise().ok).toBe(true);
    rmSync(join(sandbox, 'ui'), { recursive: true });
  });

  it('reports the mock backend importing our domain rules', () => {
    place('mock-backend/cheat.ts', "import { price } from '../domain/price';\nexport const cheat = price;\n");
    const result = cruise();
    expect(result.ok).toBe(false);
    expect(result.output).toContain('mock-backend-is-the-other-side');
    rmSync(join(sandbox, 'mock-backend/cheat.ts'));
  });
});
