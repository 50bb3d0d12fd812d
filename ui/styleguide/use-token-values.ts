import { useEffect, useState } from 'react';

/** The current values of custom properties on <html>, read after hydration (empty on the server). */
export function useTokenValues(names: readonly string[]): Readonly<Record<string, string>> {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])));
  }, [names]);
  return values;
}
