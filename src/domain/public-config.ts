import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Configuration the browser may see: the server builds it from its environment and embeds it in
 * the server-rendered payload. Never put a secret here. The server validates it with this schema
 * when it builds it; the browser only shape-checks its own page's payload (src/app/payload.ts), so
 * zod stays out of the entry bundle (docs/decisions/0004-entry-bundle.md).
 */
export const publicConfigSchema = lazySchema(() =>
  z.object({
    siteName: z.string().min(1),
    /** Footer subtitle under the site name. */
    subtitle: z.string(),
    /** Publisher's company details shown in the footer (legal mention). */
    publisher: z.object({
      name: z.string(),
      address: z.string(),
      registration: z.string(),
    }),
    /** Banking service shown on payment pages (docs/product.md#product: held in state). */
    bank: z.object({ name: z.string(), address: z.string() }),
    /** Google Tag Manager container id (GTM-XXXX); null when none is configured. */
    gtmId: z.string().nullable(),
    /** URL of the page-translation widget script; null disables the widget. */
    translationScriptUrl: z.url().nullable(),
    /** Traffic token (utk) of the home page's registration button; null when none is configured. */
    signupToken: z.string().nullable(),
    /** Public base URL (no trailing slash): absolute links for Open Graph and canonical tags. */
    siteUrl: z.string(),
    /** Identifier of the current build (matches builds/latest.json). */
    buildId: z.string(),
  }),
);
export type PublicConfig = z.infer<typeof publicConfigSchema>;
