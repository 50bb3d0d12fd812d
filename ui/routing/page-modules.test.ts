import { describe, expect, it } from 'vitest';
import { pageModuleFiles, preloadPageModules } from './page-modules';

describe("the page's scripts, asked for at once", () => {
  it("are the server's list", () => {
    expect(pageModuleFiles('["/assets/main-a1.js","/assets/HomePage-b2.js","/assets/_messages_nl-C3.js"]')).toEqual([
      '/assets/main-a1.js',
      '/assets/HomePage-b2.js',
      '/assets/_messages_nl-C3.js',
    ]);
  });

  it("are only the shop's own /assets/ scripts from a tampered or broken list", () => {
    expect(pageModuleFiles('["https://evil.example/x.js","//evil.example/x.js","/assets/../x.js","/assets/x.js?y","/assets/ok.js",1]')).toEqual([
      '/assets/ok.js',
    ]);
    for (const list of ['not json', '{"a":1}', '', null, undefined]) expect(pageModuleFiles(list)).toEqual([]);
  });
});

describe('preloadPageModules', () => {
  const fakeDocument = (list: string) => {
    const appended: { rel: string; crossOrigin: string | null; href: string }[] = [];
    const doc = {
      getElementById: (id: string) => (id === 'storefront-modules' ? { textContent: list } : null),
      createElement: () => ({ rel: '', crossOrigin: null as string | null, href: '' }),
      head: { append: (link: (typeof appended)[number]) => void appended.push(link) },
    };
    return { doc, appended };
  };

  it('adds one modulepreload link per task, in the list order, and resolves once all are in', async () => {
    const { doc, appended } = fakeDocument('["/assets/main-a1.js","/assets/HomePage-b2.js","/assets/_messages_nl-C3.js"]');
    const tasks: (() => void)[] = [];
    const nextTask = () => new Promise<void>((resolve) => tasks.push(resolve));
    const preloading = preloadPageModules(doc, nextTask);
    const perTask: number[] = [];
    // Each turn: every promise settled, then the one task the function waits for runs.
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      perTask.push(appended.length);
      if (tasks.length === 0) break;
      expect(tasks).toHaveLength(1);
      tasks.shift()?.();
    }
    await preloading;
    expect(perTask).toEqual([0, 1, 2, 3]);
    expect(appended).toEqual([
      { rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/main-a1.js' },
      { rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/HomePage-b2.js' },
      { rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/_messages_nl-C3.js' },
    ]);
  });

  it('adds nothing and resolves at once without a list, or with a tampered one', async () => {
    for (const list of ['', '["https://evil.example/x.js"]']) {
      const { doc, appended } = fakeDocument(list);
      await preloadPageModules(doc, () => Promise.reject(new Error('no task expected')));
      expect(appended).toEqual([]);
    }
  });
});
