/** The compiled catalogue of one language (scripts/vite-compiled-messages.ts). */
declare module 'virtual:messages/*' {
  import { type MessageFormatElement } from 'react-intl';

  const catalogue: Readonly<Record<string, MessageFormatElement[]>>;
  export default catalogue;
}

/** Whether the personal areas' texts are a chunk of their own (the browser) or in the language's catalogue (server, tests). */
declare module 'virtual:messages/split' {
  const split: boolean;
  export default split;
}
