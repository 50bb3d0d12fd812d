import { type ReactNode } from 'react';
import { useHydrated } from '../../boot/use-hydrated';
import { type StoreCode } from '../../../domain/store-view/store-view';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { SkipLink } from './SkipLink';
import { ClientOverlays } from './ClientOverlays';

/**
 * The minimal layout (logo header and footer, catalogue spec §2) and, without the footer, the checkout variant: no
 * header navigation or icons.
 */
export function MinimalLayout({ storeCode, footer = true, children }: { storeCode: StoreCode; footer?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={`layout layout-minimal${footer ? '' : ' layout-checkout'}`} data-hydrated={hydrated ? '' : undefined}>
      <SkipLink />
      <Header storeCode={storeCode} variant="logo" />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {footer && <Footer compact />}
      <ClientOverlays />
    </div>
  );
}
