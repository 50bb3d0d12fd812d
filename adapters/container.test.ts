import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Container, type ContainerModule } from 'inversify';
import { afterAll, describe, expect, it } from 'vitest';
import { PersistentCache } from '../application/cache/persistent-cache';
import { TwoStageCache } from '../application/cache/two-stage-cache';
import { defaultRuntimeConfig } from '../application/config/runtime-config';
import { storeViews } from '../domain/store-view/store-views';
import { memoryInfrastructure, nodeStorage } from './infrastructure-modules';
import { allUseCases, infrastructurePorts, memoryAdapters, serviceAdapters, servicePorts, useCaseClasses } from './modules';

const dir = mkdtempSync(join(tmpdir(), 'container-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const apiConfig = { origin: 'http://127.0.0.1', services: defaultRuntimeConfig.services, fetch: (...args: Parameters<typeof fetch>) => fetch(...args) };

const sets: [string, () => ContainerModule[]][] = [
  ['HTTP adapters over Node storage', () => [...serviceAdapters(apiConfig), nodeStorage(dir)]],
  ['HTTP adapters over memory infrastructure', () => [...serviceAdapters(apiConfig), memoryInfrastructure()]],
  ['memory adapters', () => [...memoryAdapters(), memoryInfrastructure()]],
];

describe('composition: every adapter set binds the same tokens and every use case resolves', () => {
  it.each(sets)('%s', (_name, modules) => {
    const container = new Container();
    container.load(...modules(), ...allUseCases(defaultRuntimeConfig, storeViews.de));
    const unbound = [...servicePorts, ...infrastructurePorts].filter((token) => !container.isBound(token)).map(String);
    expect(unbound).toEqual([]);
    expect(container.get(PersistentCache)).toBeInstanceOf(PersistentCache);
    expect(container.get(TwoStageCache)).toBeInstanceOf(TwoStageCache);
    for (const useCase of useCaseClasses as readonly (abstract new (...args: never[]) => object)[]) {
      expect(container.get<object>(useCase as unknown as symbol), useCase.name).toBeInstanceOf(useCase);
    }
  });
});
