import { type PageModule, type PageProps } from '../routing/page-module';
import { ErrorView } from './ErrorView';

/** The `/error` route (minimal layout). */
function ErrorPage({ route }: PageProps<unknown>) {
  return <ErrorView storeCode={route.storeCode} />;
}

export const page: PageModule = { Page: ErrorPage };
