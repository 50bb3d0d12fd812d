import { ContainerModule } from 'inversify';
import { LoadTheme } from '../application/content/load-theme';
import { ContentPort } from '../application/ports/content-port';
import { ApiConfig } from './config/api-config';
import { StoryblokContent } from './storyblok/storyblok-content';

/** The adapters that talk to the real services (or to the mock backend, which answers on the same wire). */
export const httpAdapters = (config: ApiConfig) =>
  new ContainerModule(({ bind }) => {
    bind(ApiConfig).toConstantValue(config);
    bind(ContentPort).to(StoryblokContent).inSingletonScope();
  });

/** Use cases, bound the same way whichever adapter set serves the ports. */
export const useCases = () =>
  new ContainerModule(({ bind }) => {
    bind(LoadTheme).toSelf().inSingletonScope();
  });
