import { type FormHTMLAttributes, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';

/** The URL a GET form sends its text fields to: the action's path with the fields as its query, as a browser builds it. */
export function getFormTarget(action: string, fields: Iterable<readonly [string, FormDataEntryValue]>): string {
  const query = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === 'string') query.append(name, value);
  const search = query.toString();
  return `${action.split(/[?#]/, 1)[0]}${search === '' ? '' : `?${search}`}`;
}

export interface GetFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> {
  /** A path of the shop. */
  readonly action: string;
}

/**
 * A search form (method GET): before the app has loaded, the browser's own GET to the action; after, a navigation in
 * the app to the same URL. What react-router's <Form method="get"> does for a search box, without its submission
 * machinery for actions and fetchers, which a shop of GET search forms never uses: 1.2 kB of every page's JavaScript.
 */
export function GetForm({ action, onSubmit, ...form }: GetFormProps) {
  const navigate = useNavigate();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    void navigate(getFormTarget(action, new FormData(event.currentTarget) as unknown as Iterable<[string, FormDataEntryValue]>));
  };
  return <form {...form} method="get" action={action} onSubmit={submit} />;
}
