import { publicConfigSchema, type PublicConfig } from '../domain/public-config.ts';

/** The id of the JSON script element the server writes and the client reads (§4 app start). */
export const PAYLOAD_ELEMENT_ID = 'galant-payload';

export interface AppPayload {
  /** True when the server rendered the page: the client hydrates; false: it mounts client-only. */
  rendered: boolean;
  config: PublicConfig;
}

/** Serialises the payload as inert JSON (never executed), safe inside a <script> element. */
export function serializePayload(payload: AppPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${json}</script>`;
}

/** Reads the payload back; null when absent or not what the server writes. */
export function readPayload(doc: Document): AppPayload | null {
  const text = doc.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return null;
    const { rendered, config } = raw as { rendered?: unknown; config?: unknown };
    const parsed = publicConfigSchema.safeParse(config);
    return typeof rendered === 'boolean' && parsed.success ? { rendered, config: parsed.data } : null;
  } catch {
    return null;
  }
}
