import { type ConsoleMessage, expect, test } from './fixtures';

/**
 * What React says when the browser's first render differs from the server's HTML: in words in development, as error
 * numbers 418–425 in production (ui/main.tsx also logs 'Hydration mismatch' from onRecoverableError).
 */
const hydrationProblem = /hydrat|did not match|didn't match|server rendered html|Minified React error #(418|419|421|422|423|425)\b/i;

const pages = [
  { name: 'home', path: '/' },
  { name: 'CMS page (German)', path: '/de/about-us/' },
  { name: 'category', path: '/en/kids/boys/trousers' },
  { name: 'product (Dutch)', path: '/kinderen/jongens/broeken/maxi-broek-pien-10002' },
];

/** The page's own data (catalogue, CMS, search provider, URL map): the server sent it, the browser must not ask again. */
const pageData = /^\/(api\/catalog|api\/url|api\/ext\/cms|api\/storefront|v2\/cdn)\//;

for (const { name, path } of pages) {
  test(`${name} hydrates the server's HTML without a warning or a second fetch`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if ((message.type() === 'error' || message.type() === 'warning') && hydrationProblem.test(message.text())) problems.push(message.text());
    });
    const refetched: string[] = [];
    const themeFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pageData.test(pathname)) refetched.push(`${request.method()} ${pathname}`);
      if (pathname.startsWith('/theme/')) themeFiles.push(pathname);
    });
    page.on('pageerror', (error) => {
      if (hydrationProblem.test(error.message)) problems.push(error.message);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    expect(html).toContain('id="storefront-hydration"');
    // The app is live: React attached to the server's DOM (hydrateRoot) instead of rendering a new one.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(refetched, 'data the server already rendered').toEqual([]);
    // The menu came in its own file, once, the one the HTML preloads.
    expect(themeFiles).toHaveLength(1);
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${themeFiles[0]}">`);
  });
}

test('a page whose theme file cannot be had hydrates with the theme from the CMS, its menu intact', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && hydrationProblem.test(message.text())) problems.push(message.text());
  });
  // A server that lost the file, or a connection dropped on it: the browser asks the CMS instead.
  await page.route(/\/theme\/[a-z]{2}\.[\w-]{16}\.json$/, (route) => route.abort('connectionreset'));
  const cms = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/ext/cms/'));
  await page.goto('/en/about-us/');
  await cms;
  await page.locator('.layout[data-hydrated]').waitFor();
  expect(problems).toEqual([]);
  // The footer's columns are the theme's: the same links as the server rendered.
  await expect.poll(() => page.getByRole('contentinfo').getByRole('link').count()).toBeGreaterThan(3);
});

test('the page paints its content and its main picture before any script but the tiny entry is asked for', async ({ page }) => {
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  await page.locator('.layout[data-hydrated]').waitFor();
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      loaded: navigation.loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
  // What the HTML itself names: the entry and its two helpers, a few hundred bytes.
  const inHtml = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(inHtml.length).toBeLessThanOrEqual(3);
  const named = JSON.parse(/<script type="application\/json" id="storefront-modules">(.*?)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
  expect(named.some((file) => /\/main-[\w-]+\.js$/.test(file))).toBe(true);
  const early = timing.scripts.filter((script) => !inHtml.includes(script.file) && script.start < timing.firstContentfulPaint);
  expect(early, 'scripts asked for before the first contentful paint').toEqual([]);
  const app = timing.scripts.find((script) => /\/main-[\w-]+\.js$/.test(script.file));
  expect(app?.start).toBeGreaterThanOrEqual(timing.loaded);
});

test('the text font comes after the load event, in the fallback until then, and is then applied', async ({ page }) => {
  const response = await page.goto('/en/women/clothing/dresses');
  const html = (await response?.text()) ?? '';
  // Neither the HTML nor its stylesheet names the font: a stylesheet's font is fetched beside the CSS at top priority.
  expect(html).not.toMatch(/\.woff2/);
  const css = await Promise.all(
    [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(async ([, href]) => (await page.request.get(href ?? '')).text()),
  );
  expect(css.join('')).not.toMatch(/\.woff2|Inter Variable;/);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.fonts.check('600 16px "Inter Variable"') &&
          [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'),
      ),
    )
    .toBe(true);
  const timing = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  // The Latin face, the only one these texts need.
  expect(timing.fonts.map((font) => font.file)).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
  expect(timing.fonts[0]?.start).toBeGreaterThanOrEqual(timing.loaded);
  // The headline is drawn in Inter now, its box where the metric-matched fallback had it.
  expect(
    await page
      .locator('h1')
      .first()
      .evaluate((h1) => getComputedStyle(h1).fontFamily),
  ).toMatch(/^"Inter Variable"/);
});

test('a tap on a button before the page has hydrated is not lost: the app replays it once it has', async ({ page }) => {
  // The app's chunk held back: the page is the server's HTML, painted, with no script of the app yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/kids/boys/trousers/premium-trousers-greta-10607?childSku=KTR-10607-BLK-128');
  await expect(page.locator('.layout[data-hydrated]')).toHaveCount(0);
  // Brown lacks size 128: the shopper is told so, once the app has the tap.
  await page.locator('.product-page__details').getByRole('button', { name: 'Brown' }).click({ force: true });
  release();
  await page.locator('.layout[data-hydrated]').waitFor();
  await expect(page.getByText('No such configuration for the product.')).toBeVisible();
});

test.describe('with no cookie choice made yet (the banner shows)', () => {
  test.use({ consentChoice: 'undecided' });

  test('what only the browser shows comes with the hydrated page in one render, and at once on a layout reached in the app', async ({ page }) => {
    // Counted after every batch of DOM changes: the add button still disabled on a page already marked hydrated (the
    // flags flipped in two renders), and the cookie banner missing from a render after it had been shown (a layout
    // reached in the app first drew itself without what only the browser shows).
    await page.addInitScript(() => {
      const seen = { addDisabledOnceHydrated: 0, bannerGone: 0 };
      Object.assign(window, { seen });
      let bannerShown = false;
      new MutationObserver(() => {
        const hydrated = document.querySelector('.layout[data-hydrated]') !== null;
        if (hydrated && document.querySelector<HTMLButtonElement>('.product-add')?.disabled === true) seen.addDisabledOnceHydrated += 1;
        if (document.querySelector('.consent-banner') !== null) bannerShown = true;
        else if (bannerShown) seen.bannerGone += 1;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/en/kids/boys/trousers/premium-trousers-greta-10607?childSku=KTR-10607-BLK-128');
    await page.locator('.layout[data-hydrated]').waitFor();
    await expect(page.locator('.product-page__details').getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    const banner = page.getByRole('region', { name: 'Cookies and privacy' });
    await expect(banner).toBeVisible();
    // The minimal layout, reached by a client navigation: a new frame whose overlays render with it.
    await page.evaluate(() => {
      history.pushState(null, '', '/en/error');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('.layout-minimal')).toBeVisible();
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: object }).seen)).toEqual({ addDisabledOnceHydrated: 0, bannerGone: 0 });
  });
});

test("a client navigation to another store view's path loads it as a document, in its language (catalogue spec §2)", async ({ page }) => {
  await page.goto('/');
  await page.locator('.layout[data-hydrated]').waitFor();
  // The browser's router holds the nl store view only: the English path is the server's, as a fresh document.
  await page.evaluate(() => {
    Object.assign(window, { sameDocument: true });
    history.pushState(null, '', '/en/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('.layout[data-hydrated]').waitFor();
  expect(page.url()).toMatch(/\/en\/$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  await expect(page.locator('.site-header')).toContainText('Women');
});

for (const view of [
  { home: '/', login: '/login', title: 'Inloggen', register: 'Maak een account aan' },
  { home: '/de/', login: '/de/login', title: 'Anmelden', register: 'Kundenkonto anlegen' },
]) {
  test(`the account's texts come with its screens, in the page's language, not with every page (${view.home})`, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text().catch(() => ''));
    });
    const holdsAccountTexts = async () => (await Promise.all(scripts)).some((body) => body.includes('"account.loginTitle"'));
    await page.goto(view.home);
    await page.locator('.layout[data-hydrated]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await holdsAccountTexts(), 'the personal texts on a public page').toBe(false);
    // A client navigation to the login page: its texts arrive with its screen, translated.
    await page.getByRole('banner').locator(`a[href="${view.login}"]`).click();
    await page.waitForURL(new RegExp(`${view.login}$`));
    await expect(page.getByRole('heading', { level: 1, name: view.title })).toBeVisible();
    await expect(page.getByRole('button', { name: view.register })).toBeVisible();
    expect(await holdsAccountTexts()).toBe(true);
  });
}

test("the server's head is kept as it is at hydration and replaced on a client navigation; no server text reaches the browser", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text().catch(() => ''));
  });
  // Records every page-head tag taken out of <head>, from before the first script runs.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedHeadTags: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) if (node instanceof Element && node.hasAttribute('data-page-head')) removed.push(node.outerHTML);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/en/blog/');
  await page.locator('.layout[data-hydrated]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { removedHeadTags: string[] }).removedHeadTags)).toEqual([]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/blog\/$/);
  // In the app: the next page's head replaces this one's, title included.
  await page
    .getByRole('link', { name: /Make your jeans last for years/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Make your jeans last for years' })).toBeVisible();
  await expect(page).toHaveTitle(/Make your jeans last for years/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/blog\/denim-care$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  expect((await page.evaluate(() => (window as unknown as { removedHeadTags: string[] }).removedHeadTags)).length).toBeGreaterThan(0);
  // The server's own texts (its error pages) are not in any script the browser loaded.
  expect((await Promise.all(scripts)).some((body) => body.includes('"server.serverErrorPage"'))).toBe(false);
});

test("the JSON-LD builders load with a client navigation, not with the page, and write the next page's structured data", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  await page.goto('/en/');
  await page.locator('.layout[data-hydrated]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('/structured-data-'))).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Women', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
  const types = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((tags) => tags.map((tag) => (JSON.parse(tag.textContent ?? '{}') as { '@type'?: string })['@type']));
  await expect.poll(types).toEqual(['BreadcrumbList', 'ItemList']);
  expect(scripts.some((path) => path.includes('/structured-data-'))).toBe(true);
});
