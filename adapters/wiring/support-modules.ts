import { ContainerModule } from 'inversify';
import { UrlIndexPort } from '../../application/ports/url-index-port';
import { VsfUrlIndex } from '../url-map/vsf-url-index';

/** The URL index over the VSF API's search proxy (needs ApiConfig from the service adapters). */
export const supportAdapters = () =>
  new ContainerModule(({ bind }) => {
    bind(UrlIndexPort).to(VsfUrlIndex).inSingletonScope();
  });
