import { Node, mergeAttributes, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { isSafeHref } from '../../domain/article-document.ts';

/**
 * The Tiptap extensions of an article (decision 0048): one list for the staff editor and for the
 * server's static renderer, so what the writer sees and what readers get come from the same
 * schema. It matches the allow-list of article-document.ts; nothing here touches the DOM when
 * imported, so the server renders with it too. Staff-only: never imported by a public page.
 */

/** Where the free teaser ends (docs/product.md#article-editor): a block the writer places once. */
export const PaywallDivider = Node.create({
  name: 'paywallDivider',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  parseHTML() {
    return [{ tag: 'hr[data-paywall-divider]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['hr', mergeAttributes(HTMLAttributes, { 'data-paywall-divider': '' })];
  },
});

/** An image of the media library: its uid is stored, its address resolved when rendered. */
export const ArticleImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mediaUid: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-media-uid'),
        renderHTML: (attributes) => (attributes.mediaUid ? { 'data-media-uid': String(attributes.mediaUid) } : {}),
      },
    };
  },
});

export const articleExtensions: Extensions = [
  StarterKit.configure({
    // What an article may hold (src/domain/article-document.ts): no code, strike or underline,
    // intertitles at levels 2 and 3 (the title is the page's h1).
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isSafeHref(url.trim()),
    },
  }),
  ArticleImage.configure({ inline: false, allowBase64: false }),
  PaywallDivider,
];
