import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The article document: the rich-text editor's JSON (Tiptap), the only form in which an article's
 * text is written and stored (docs/product.md#article-editor, decision 0048). Raw HTML never comes
 * from the browser: the server checks a document against this allow-list, then renders and
 * sanitises it itself. Shared with the browser editor: zod only (no Tiptap, no dictionary, no
 * server code); src/i18n/article-document-message.ts says its refusals in French.
 */

/** Limits of one document (decision 0048), several times what the longest demo article needs. */
export const ARTICLE_DOCUMENT_LIMITS = {
  /** Bytes of the document serialised as JSON (UTF-8). */
  maxBytes: 200 * 1024,
  /** Nodes, text pieces included. */
  maxNodes: 5_000,
  /** Nesting below the document: a paragraph's text is at 2, a list item's text at 4. */
  maxDepth: 8,
  altMaxLength: 300,
  hrefMaxLength: 2_000,
} as const;

/**
 * Where a link may go: a web page, an e-mail address, or a path of this site (never `//host`).
 * Anything else (javascript:, data:, vbscript:, a relative path…) is refused. Checked on the
 * trimmed value, which must not contain spaces or control characters a browser would drop.
 */
const SAFE_HREF = /^(?:https?:\/\/[^\s/?#\\]|mailto:[^\s/]|\/(?![/\\]))[^\s\p{Cc}]*$/iu;

export function isSafeHref(href: string): boolean {
  return href.length <= ARTICLE_DOCUMENT_LIMITS.hrefMaxLength && SAFE_HREF.test(href);
}

/** A media library uid (the core's media table). */
const MEDIA_UID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** A site path, when the editor keeps the picture's address for its own display. */
const SITE_PATH = /^\/(?![/\\])[^\s\p{Cc}"'<>]*$/u;

/**
 * Why a document is refused: a rule key of the dictionary (src/i18n/fr/article-document.ts), as
 * field-rules.ts does, since src/domain may not depend on i18n. `parseArticleDocument` of
 * src/i18n/article-document-message.ts gives the French message.
 */
export const ARTICLE_DOCUMENT_RULES = [
  'notADocument',
  'tooLarge',
  'tooManyNodes',
  'tooDeep',
  'unknownElement',
  'unknownAttribute',
  'headingLevel',
  'imageAlt',
  'imageMedia',
  'imageSize',
  'linkHref',
  'markRepeated',
  'emptyText',
  'emptyDocument',
  'listItemStart',
  'twoDividers',
  'dividerPlace',
  'invalid',
] as const;
export type ArticleDocumentRule = (typeof ARTICLE_DOCUMENT_RULES)[number];

function isRule(value: string): value is ArticleDocumentRule {
  return (ARTICLE_DOCUMENT_RULES as readonly string[]).includes(value);
}

const texts = Object.fromEntries(ARTICLE_DOCUMENT_RULES.map((rule) => [rule, rule])) as { [R in ArticleDocumentRule]: R };

export interface LinkAttrs {
  href: string;
  target?: '_blank' | null;
  rel?: string | null;
  class?: null;
  title?: string | null;
}
export type ArticleMark = { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: LinkAttrs };
export interface ArticleText {
  type: 'text';
  text: string;
  marks?: ArticleMark[];
}
export interface ArticleHardBreak {
  type: 'hardBreak';
  marks?: ArticleMark[];
}
export type ArticleInline = ArticleText | ArticleHardBreak;
export interface ArticleParagraph {
  type: 'paragraph';
  content?: ArticleInline[];
}
export interface ArticleHeading {
  type: 'heading';
  attrs: { level: 2 | 3 };
  content?: ArticleInline[];
}
export interface ArticleListItem {
  type: 'listItem';
  /** A paragraph first, then paragraphs, lists, quotes or images. */
  content: ArticleBlock[];
}
export interface ArticleBulletList {
  type: 'bulletList';
  content: ArticleListItem[];
}
export interface ArticleOrderedList {
  type: 'orderedList';
  attrs?: { start?: number; type?: '1' | 'a' | 'A' | 'i' | 'I' | null };
  content: ArticleListItem[];
}
export interface ArticleBlockquote {
  type: 'blockquote';
  content: ArticleBlock[];
}
export interface ArticleHorizontalRule {
  type: 'horizontalRule';
}
export interface ArticleImageAttrs {
  /** The picture in the media library; its address is resolved when the article is rendered. */
  mediaUid: string;
  alt: string;
  width: number;
  height: number;
  /** The editor's display address (a site path); ignored when rendering. */
  src?: string | null;
  title?: string | null;
}
export interface ArticleImage {
  type: 'image';
  attrs: ArticleImageAttrs;
}
/** Where the free teaser ends (docs/product.md#article-editor): at most one, between top-level blocks. */
export interface ArticlePaywallDivider {
  type: 'paywallDivider';
}
export type ArticleBlock =
  ArticleParagraph | ArticleHeading | ArticleBulletList | ArticleOrderedList | ArticleBlockquote | ArticleHorizontalRule | ArticleImage;
export type ArticleTopBlock = ArticleBlock | ArticlePaywallDivider;
export interface ArticleDocument {
  type: 'doc';
  content: ArticleTopBlock[];
}
export type ArticleNode = ArticleDocument | ArticleTopBlock | ArticleListItem | ArticleInline;

export interface ArticleDocumentIssue {
  /** Dotted path in the document, e.g. `content.3.attrs.alt`; empty for the whole document. */
  path: string;
  rule: ArticleDocumentRule;
  /** The limit a size rule names (tooLarge in KB, tooManyNodes, tooDeep). */
  max?: number;
}
export type ArticleDocumentCheck = { ok: true; doc: ArticleDocument } | { ok: false; issues: ArticleDocumentIssue[] };

// The schema: strict objects everywhere, so an unknown key (an `onerror` attribute, an `html`
// field) is a violation rather than something silently carried into storage.
// Built on first use (src/domain/lazy-schema.ts): the public pages never check a document.
function buildDocumentSchema() {
  const linkAttrsSchema = z.strictObject({
    href: z.string().trim().refine(isSafeHref, { error: texts.linkHref }),
    target: z.literal('_blank').nullable().optional(),
    rel: z
      .string()
      .regex(/^[a-z ]{0,60}$/)
      .nullable()
      .optional(),
    class: z.null().optional(),
    title: z.string().max(300).nullable().optional(),
  });

  const markSchema = z.discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('bold') }),
      z.strictObject({ type: z.literal('italic') }),
      z.strictObject({ type: z.literal('link'), attrs: linkAttrsSchema }),
    ],
    { error: texts.unknownElement },
  );

  const marksSchema = z
    .array(markSchema)
    .max(3)
    .refine((marks) => new Set(marks.map((mark) => mark.type)).size === marks.length, { error: texts.markRepeated })
    .optional();

  const inlineSchema = z.discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('text'), text: z.string().min(1, { error: texts.emptyText }), marks: marksSchema }),
      z.strictObject({ type: z.literal('hardBreak'), marks: marksSchema }),
    ],
    { error: texts.unknownElement },
  );
  const inlineContentSchema = z.array(inlineSchema).optional();

  const paragraphSchema = z.strictObject({ type: z.literal('paragraph'), content: inlineContentSchema });

  const imageAttrsSchema = z.strictObject({
    mediaUid: z.string({ error: texts.imageMedia }).regex(MEDIA_UID, { error: texts.imageMedia }),
    alt: z
      .string({ error: texts.imageAlt })
      .trim()
      .min(1, { error: texts.imageAlt })
      .max(ARTICLE_DOCUMENT_LIMITS.altMaxLength, { error: texts.imageAlt }),
    width: z
      .number({ error: texts.imageSize })
      .int({ error: texts.imageSize })
      .min(1, { error: texts.imageSize })
      .max(10_000, { error: texts.imageSize }),
    height: z
      .number({ error: texts.imageSize })
      .int({ error: texts.imageSize })
      .min(1, { error: texts.imageSize })
      .max(10_000, { error: texts.imageSize }),
    src: z.string().regex(SITE_PATH, { error: texts.imageMedia }).nullable().optional(),
    title: z.string().max(300).nullable().optional(),
  });

  const listItemSchema: z.ZodType<ArticleListItem> = z.lazy(() =>
    z.strictObject({
      type: z.literal('listItem'),
      content: z
        .array(blockSchema)
        .min(1, { error: texts.listItemStart })
        .refine((content) => content[0]?.type === 'paragraph', { error: texts.listItemStart }),
    }),
  );

  const blockSchema: z.ZodType<ArticleBlock> = z.lazy(() => z.discriminatedUnion('type', blockMembers, { error: texts.unknownElement }));

  const blockMembers = [
    paragraphSchema,
    z.strictObject({
      type: z.literal('heading'),
      attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3)], { error: texts.headingLevel }) }, { error: texts.headingLevel }),
      content: inlineContentSchema,
    }),
    z.strictObject({ type: z.literal('bulletList'), content: z.array(listItemSchema).min(1) }),
    z.strictObject({
      type: z.literal('orderedList'),
      attrs: z
        .strictObject({
          start: z.number().int().min(0).max(10_000).optional(),
          type: z.enum(['1', 'a', 'A', 'i', 'I']).nullable().optional(),
        })
        .optional(),
      content: z.array(listItemSchema).min(1),
    }),
    z.strictObject({ type: z.literal('blockquote'), content: z.array(blockSchema).min(1) }),
    z.strictObject({ type: z.literal('horizontalRule') }),
    z.strictObject({ type: z.literal('image'), attrs: imageAttrsSchema }),
  ] as const;

  const topBlockSchema = z.discriminatedUnion('type', [...blockMembers, z.strictObject({ type: z.literal('paywallDivider') })], {
    error: texts.unknownElement,
  });

  return z.strictObject({
    type: z.literal('doc', { error: texts.notADocument }),
    content: z.array(topBlockSchema, { error: texts.notADocument }).min(1, { error: texts.emptyDocument }),
  });
}

export const articleDocumentSchema = lazySchema(buildDocumentSchema);

/** A document with one empty paragraph: what the editor starts from. */
export function emptyArticleDocument(): ArticleDocument {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function byteLength(input: unknown): number | null {
  try {
    const json = JSON.stringify(input);
    return json === undefined ? null : new TextEncoder().encode(json).length;
  } catch {
    // Cycles, or nesting deeper than the stack: not a document anyone typed.
    return null;
  }
}

/**
 * The checks zod cannot make cheaply, walked without recursion so that hostile nesting cannot
 * overflow the stack: node count, depth, and the paywall divider's place and uniqueness.
 */
function structuralIssues(input: Record<string, unknown>): ArticleDocumentIssue[] {
  const { maxNodes, maxDepth } = ARTICLE_DOCUMENT_LIMITS;
  const issues: ArticleDocumentIssue[] = [];
  const stack: { node: unknown; depth: number; path: string }[] = [{ node: input, depth: 0, path: '' }];
  let nodes = 0;
  let dividers = 0;
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop()!;
    if (!isRecord(node)) continue;
    nodes += 1;
    if (nodes > maxNodes) return [{ path: '', rule: 'tooManyNodes', max: maxNodes }];
    if (depth > maxDepth) return [{ path, rule: 'tooDeep', max: maxDepth }];
    if (node.type === 'paywallDivider') {
      dividers += 1;
      if (depth !== 1) issues.push({ path, rule: 'dividerPlace' });
      else if (dividers > 1) issues.push({ path, rule: 'twoDividers' });
    }
    if (Array.isArray(node.content)) {
      const prefix = path === '' ? 'content' : `${path}.content`;
      for (let i = node.content.length - 1; i >= 0; i -= 1) stack.push({ node: node.content[i], depth: depth + 1, path: `${prefix}.${i}` });
    }
  }
  return issues;
}

function issueRule(issue: z.core.$ZodIssue): ArticleDocumentRule {
  // Rules set in the schema are kept; zod's own defaults are English, never shown.
  if (isRule(issue.message)) return issue.message;
  if (issue.code === 'unrecognized_keys') return 'unknownAttribute';
  if (issue.code === 'invalid_union' || (issue.code === 'invalid_value' && issue.path.at(-1) === 'type')) return 'unknownElement';
  return 'invalid';
}

/**
 * Checks untrusted input (a request body, a seed, an import) against the article document's
 * allow-list and limits. Issues carry a dotted path and a rule; nothing is fixed up silently,
 * so what is stored is exactly what was checked.
 */
export function checkArticleDocument(input: unknown): ArticleDocumentCheck {
  if (!isRecord(input)) return { ok: false, issues: [{ path: '', rule: 'notADocument' }] };
  const bytes = byteLength(input);
  const max = Math.round(ARTICLE_DOCUMENT_LIMITS.maxBytes / 1024);
  if (bytes === null || bytes > ARTICLE_DOCUMENT_LIMITS.maxBytes) return { ok: false, issues: [{ path: '', rule: 'tooLarge', max }] };
  const structural = structuralIssues(input);
  if (structural.some((issue) => issue.rule !== 'twoDividers' && issue.rule !== 'dividerPlace')) return { ok: false, issues: structural };
  const parsed = articleDocumentSchema.safeParse(input);
  const issues = [...structural];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      // A misplaced divider is already said once, in the words of its own rule.
      if (structural.some((known) => path === known.path || path.startsWith(`${known.path}.`))) continue;
      const rule = issueRule(issue);
      if (!issues.some((known) => known.path === path && known.rule === rule)) issues.push({ path, rule });
    }
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, doc: parsed.data as ArticleDocument };
}

/** The text of a node and its descendants, blocks separated by a line break. */
export function articleDocumentText(node: ArticleNode): string {
  if (node.type === 'text') return node.text;
  if (node.type === 'hardBreak') return '\n';
  if (!('content' in node) || !node.content) return '';
  const inline = node.type === 'paragraph' || node.type === 'heading';
  return (node.content as ArticleNode[]).map(articleDocumentText).join(inline ? '' : '\n');
}
