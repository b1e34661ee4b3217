import { useEffect, useState } from 'react';
import { embedOrigin } from './embed-origin';

/** Whether the funnel runs in a partner page's frame (/embed.js); false on the server and until hydrated. */
export function useEmbedded(): boolean {
  const [embedded, setEmbedded] = useState(false);
  useEffect(() => setEmbedded(embedOrigin(window) !== null), []);
  return embedded;
}
