import { useNonce } from '../../lib/nonce';
import { scriptJson } from './json-ld';

/** schema.org data for search engines, with the page's CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // the JSON is escaped by scriptJson: no `<` can end the element
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
