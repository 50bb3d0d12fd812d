import { type StoreCode } from '../../domain/store-view/store-view';
import { loadCatalogue } from '../i18n/load-catalogue';

/** A text for `<head>` in the store view's language (page loads run outside react-intl). */
export async function headText(storeCode: StoreCode, message: { readonly id: string; readonly defaultMessage: string }): Promise<string> {
  const catalogue = await loadCatalogue(storeCode);
  return catalogue[message.id] ?? message.defaultMessage;
}
