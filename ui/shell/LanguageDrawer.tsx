import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { messages } from '../i18n/messages';
import { languageTarget } from './language-target';
import { Sidebar } from './Sidebar';
import { usePageData } from './use-page-data';

/**
 * 'Choose your language' (catalogue spec §2): one radio per store view with its full language name; Apply clears the
 * caches of the store view being left (ChangeStoreView) and loads the same page in the chosen one with a full page load,
 * with the list's filters, sort and page or the product's chosen variant (language-target.ts).
 */
export const LanguageDrawer = observer(function LanguageDrawer({ storeCode }: { storeCode: StoreCode }) {
  const intl = useIntl();
  const { useCases } = useStores();
  const page = usePageData();
  const location = useLocation();
  const [choice, setChoice] = useState<StoreCode>(storeCode);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const href = languageTarget(choice, page === undefined ? undefined : { head: page.head, route: page.route, search: location.search });
    setBusy(true);
    try {
      await useCases.changeStoreView.execute(storeCode, choice);
    } finally {
      window.location.assign(href);
    }
  };

  return (
    <Sidebar name="language" width={550} title={intl.formatMessage(messages.chooseLanguage)}>
      <form className="language-form" onSubmit={(event) => void onSubmit(event)}>
        <fieldset>
          <legend className="visually-hidden">
            <FormattedMessage {...messages.chooseLanguage} />
          </legend>
          {allStoreViews.map((view) => (
            <label key={view.storeCode} className="radio-row" lang={view.storeCode}>
              <input type="radio" name="store-view" value={view.storeCode} checked={choice === view.storeCode} onChange={() => setChoice(view.storeCode)} />
              <span>{view.i18n.fullLanguageName}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          <FormattedMessage {...messages.apply} />
        </button>
      </form>
    </Sidebar>
  );
});
