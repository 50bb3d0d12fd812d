/** The compiled catalogue of one language (scripts/vite-compiled-messages.ts). */
declare module 'virtual:messages/*' {
  import { type MessageFormatElement } from 'react-intl';

  const catalogue: Readonly<Record<string, MessageFormatElement[]>>;
  export default catalogue;
}
