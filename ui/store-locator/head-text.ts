import { type StoreCode } from '../../domain/store-view/store-view';
import { intlOfStore } from '../i18n/load-catalogue';

/** A text for `<head>` in the store view's language (page loads run outside react-intl). */
export async function headText(storeCode: StoreCode, message: { readonly id: string; readonly defaultMessage: string }): Promise<string> {
  return (await intlOfStore(storeCode)).formatMessage(message);
}
