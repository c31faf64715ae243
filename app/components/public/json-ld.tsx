import { useNonce } from "~/components/nonce";
import { serializeJsonLd } from "~/domain/structured-data/serialize";

/** Structured data; the CSP only lets inline scripts with the request's nonce through. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized JSON with "<" escaped
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
