import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { pagedSchema } from './page.ts';

/**
 * The staff articles API (/api/staff/articles, roles editor or admin; docs/product.md#publishing,
 * docs/api.md#staff-articles). Bodies are checked here; the editor's JSON itself is checked by
 * parseArticleDocument (src/domain/article-document.ts) on the server, never trusted as HTML.
 */

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** public: everyone reads the full text; members: signed-in accounts; vip: VIP members (decision 0047). */
export const ARTICLE_VISIBILITIES = ['public', 'members', 'vip'] as const;
export type ArticleVisibility = (typeof ARTICLE_VISIBILITIES)[number];
export const ARTICLE_REVISION_KINDS = ['autosave', 'publish', 'restore'] as const;
export type ArticleRevisionKind = (typeof ARTICLE_REVISION_KINDS)[number];

/** An article's address: lower-case ASCII words joined by single hyphens (decision 0046). */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_SLUG_MAX = 120;
export const ARTICLE_TITLE_MAX = 200;

/** What an editor writes: the working copy of an article, kept whole in a revision or a pending edit. */
export interface ArticleEditable {
  title: string;
  excerpt: string;
  /** The editor's JSON (ArticleDocument); null for an article written as HTML before the console. */
  doc: unknown;
  visibility: ArticleVisibility;
  authorUid: string;
  mainImageUid: string;
  seoTitle: string | null;
  seoDescription: string | null;
  canonicalUrl: string | null;
  socialImageUid: string | null;
}

const uid = () => z.string().trim().min(1).max(120);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const httpsUrl = () =>
  z
    .url({ protocol: /^https?$/ })
    .max(2_000)
    .nullable()
    .optional();

export const articleSlugSchema = lazySchema(() => z.string().trim().min(3).max(ARTICLE_SLUG_MAX).regex(ARTICLE_SLUG));

/** The fields a save may change; a field left out keeps its value. */
const editableShape = () => ({
  title: z.string().trim().min(1).max(ARTICLE_TITLE_MAX).optional(),
  excerpt: z.string().trim().max(500).optional(),
  /** Checked by parseArticleDocument on the server (violations under `doc.<path>`). */
  doc: z.unknown().optional(),
  visibility: z.enum(ARTICLE_VISIBILITIES).optional(),
  authorUid: uid().optional(),
  mainImageUid: uid().optional(),
  seoTitle: optionalText(200),
  seoDescription: optionalText(500),
  canonicalUrl: httpsUrl(),
  socialImageUid: uid().nullable().optional(),
});

/** POST /api/staff/articles: a new draft. The slug is made from the title unless given. */
export const articleCreateSchema = lazySchema(() =>
  z.strictObject({
    ...editableShape(),
    title: z.string().trim().min(1).max(ARTICLE_TITLE_MAX),
    authorUid: uid(),
    mainImageUid: uid(),
    slug: articleSlugSchema.optional(),
  }),
);
export type ArticleCreate = z.infer<typeof articleCreateSchema>;

/** PUT /api/staff/articles/{id}: `version` is the one the editor read; an older one is refused (409). */
export const articleSaveSchema = lazySchema(() =>
  z.strictObject({
    ...editableShape(),
    version: z.number().int().min(1),
  }),
);
export type ArticleSave = z.infer<typeof articleSaveSchema>;

/** The version the editor shows, sent with a lifecycle action: another's newer save answers 409 (decision 0046). */
const actionVersion = () => z.number().int().min(1).max(2_147_483_647).optional();
export const articleScheduleSchema = lazySchema(() => z.strictObject({ at: z.iso.datetime({ offset: true }), version: actionVersion() }));
export const articleSlugChangeSchema = lazySchema(() => z.strictObject({ slug: articleSlugSchema }));
export const articleRestoreSchema = lazySchema(() => z.strictObject({ version: z.number().int().min(1) }));
export const emptyActionSchema = lazySchema(() => z.strictObject({ version: actionVersion() }).optional());

export const staffArticleQuerySchema = lazySchema(() =>
  z.strictObject({
    status: z.enum(ARTICLE_STATUSES).optional(),
    /** Words of the title, any case and accents as typed. */
    q: z.string().trim().min(1).max(100).optional(),
    length: z.coerce.number().int().min(1).max(100).optional(),
    cursor: z.string().max(200).optional(),
  }),
);
export type StaffArticleQuery = z.infer<typeof staffArticleQuerySchema>;

const personSchema = () => z.object({ uid: z.string(), name: z.string() }).nullable();

export const staffArticleSummarySchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    status: z.enum(ARTICLE_STATUSES),
    visibility: z.enum(ARTICLE_VISIBILITIES),
    author: z.object({ uid: z.string(), name: z.string() }),
    /** The publication date readers see (ISO 8601). */
    date: z.string(),
    updatedAt: z.string(),
    scheduledAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    /** Saved edits of a published article not yet re-published. */
    hasPendingChanges: z.boolean(),
  }),
);
export type StaffArticleSummary = z.infer<typeof staffArticleSummarySchema>;
export const staffArticleListSchema = lazySchema(() => pagedSchema(staffArticleSummarySchema));

export const staffArticleSchema = lazySchema(() =>
  z.object({
    ...staffArticleSummarySchema.shape,
    version: z.number().int(),
    updatedBy: personSchema(),
    /** The working copy: the pending edit of a published article when there is one, else the article. */
    excerpt: z.string(),
    doc: z.unknown(),
    mainImageUid: z.string(),
    seoTitle: z.string().nullable(),
    seoDescription: z.string().nullable(),
    canonicalUrl: z.string().nullable(),
    socialImageUid: z.string().nullable(),
  }),
);
export type StaffArticle = z.infer<typeof staffArticleSchema>;

/** 409 of a save over a newer version: who saved it, when, and their version (nothing was written). */
export const staleVersionBodySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    code: z.literal('stale_version'),
    violations: z.array(z.object({ property: z.string(), message: z.string(), type: z.literal('invalid') })),
    current: z.object({ version: z.number().int(), updatedAt: z.string(), updatedBy: personSchema() }),
  }),
);

export const articleRevisionSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    number: z.number().int(),
    kind: z.enum(ARTICLE_REVISION_KINDS),
    version: z.number().int(),
    title: z.string(),
    createdAt: z.string(),
    createdBy: personSchema(),
  }),
);
export const articleRevisionListSchema = lazySchema(() => z.object({ payload: z.array(articleRevisionSchema) }));

/** A revision as it would read: its fields and the HTML the server renders from its document. */
export const articleRevisionPreviewSchema = lazySchema(() =>
  z.object({
    revision: articleRevisionSchema,
    title: z.string(),
    excerpt: z.string(),
    visibility: z.enum(ARTICLE_VISIBILITIES),
    doc: z.unknown(),
    teaserHtml: z.string(),
    bodyHtml: z.string(),
  }),
);

/** A signed preview link of an article's working copy (docs/product.md#publishing): anyone holding it reads the draft until it expires. */
export const articlePreviewLinkSchema = lazySchema(() => z.object({ url: z.string(), expiresAt: z.string() }));
