import { useMatches } from 'react-router';
import { type PageData } from '../routing/page-module';

function isPageData(value: unknown): value is PageData {
  return typeof value === 'object' && value !== null && 'route' in value && 'layout' in value && 'head' in value;
}

/** The loader data of the deepest matched page route (its layout, route and head), if a page has loaded. */
export function usePageData(): PageData | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) if (isPageData(match.data)) return match.data;
  return undefined;
}
