import { useEffect, useState } from 'react';

/** The current values of custom properties on <html>, read after hydration (empty on the server). */
export function useTokenValues(names: readonly string[]): Readonly<Record<string, string>> {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the computed style exists only in the browser; read after hydration so the first render matches the server's
    setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])));
  }, [names]);
  return values;
}
