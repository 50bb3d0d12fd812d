import { useState } from 'react';

/** True from the first render where `now` is true on: a slot once mounted stays, with its retry and its state. */
export function useOnceTrue(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}
