import { describe, expect, it } from 'vitest';
import { pageModuleFiles } from './page-modules';

describe("the page's scripts, asked for at once (issue 18)", () => {
  it("are the server's list", () => {
    expect(pageModuleFiles('["/assets/main-a1.js","/assets/HomePage-b2.js","/assets/_messages_nl-C3.js"]')).toEqual(['/assets/main-a1.js', '/assets/HomePage-b2.js', '/assets/_messages_nl-C3.js']);
  });

  it("are only the shop's own /assets/ scripts from a tampered or broken list", () => {
    expect(pageModuleFiles('["https://evil.example/x.js","//evil.example/x.js","/assets/../x.js","/assets/x.js?y","/assets/ok.js",1]')).toEqual(['/assets/ok.js']);
    for (const list of ['not json', '{"a":1}', '', null, undefined]) expect(pageModuleFiles(list)).toEqual([]);
  });
});
