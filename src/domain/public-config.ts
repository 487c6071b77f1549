// zod/mini: this schema is read by the entry bundle on every page, where full zod costs ~18 KB gzip.
import * as z from 'zod/mini';

/**
 * Configuration the browser may see: the server builds it from its environment and embeds it in
 * the server-rendered payload. Never put a secret here.
 */
export const publicConfigSchema = z.object({
  siteName: z.string().check(z.minLength(1)),
  /** Footer subtitle under the site name. */
  subtitle: z.string(),
  /** Publisher's company details shown in the footer (legal mention). */
  publisher: z.object({
    name: z.string(),
    address: z.string(),
    registration: z.string(),
  }),
  /** Banking service shown on payment pages (§1: held in state). */
  bank: z.object({ name: z.string(), address: z.string() }),
  /** Google Tag Manager container id (GTM-XXXX); null when none is configured. */
  gtmId: z.nullable(z.string()),
  /** URL of the page-translation widget script; null disables the widget. */
  translationScriptUrl: z.nullable(z.url()),
  /** Identifier of the current build (matches builds/latest.json). */
  buildId: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
