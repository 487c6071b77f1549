import { EditorContent, useEditor, type Editor, type JSONContent } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { useArticleExtensions } from '../../../src/app/staff-articles/use-article-extensions.ts';
import { staffArticlesTexts } from '../../../src/i18n/fr/staff-articles.ts';

const texts = staffArticlesTexts.editor;

const tool =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2.5 text-sm font-semibold text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary aria-pressed:bg-primary/10 aria-pressed:text-primary disabled:opacity-50';

interface Tool {
  label: string;
  /** How the label is drawn (the label itself is the button's text and name). */
  face?: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const tools: Tool[] = [
  { label: texts.bold, face: 'font-bold', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: texts.italic, face: 'italic', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  {
    label: texts.intertitle,
    face: 'font-serif',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  { label: texts.list, run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { label: texts.quote, run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  {
    label: texts.link,
    run: (e) => {
      const previous = (e.getAttributes('link') as { href?: string }).href ?? '';
      const href = window.prompt(texts.linkPrompt, previous);
      if (href === null) return;
      if (href.trim() === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
    active: (e) => e.isActive('link'),
  },
  {
    label: texts.paywall,
    run: (e) => e.chain().focus().insertContent({ type: 'paywallDivider' }).run(),
  },
];

/**
 * The article's text in Tiptap with the extensions the server renders with (decision 0048). Every
 * change goes up as the whole document; a document coming down (their version reloaded, a local
 * copy restored) replaces the editor's.
 */
export function RichText({
  doc,
  readOnly,
  labelId,
  onChange,
}: {
  doc: unknown;
  readOnly: boolean;
  labelId: string;
  onChange: (doc: JSONContent) => void;
}) {
  const emitted = useRef<unknown>(doc);
  const extensions = useArticleExtensions();
  const editor = useEditor({
    extensions,
    content: (doc ?? '') as JSONContent | string,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editable: !readOnly,
    editorProps: {
      attributes: {
        class:
          'prose-article min-h-64 px-4 py-3 focus:outline-none [&_hr[data-paywall-divider]]:my-6 [&_hr[data-paywall-divider]]:border-t-2 [&_hr[data-paywall-divider]]:border-dashed [&_hr[data-paywall-divider]]:border-primary',
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'article-body-editor',
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = current.getJSON();
      emitted.current = next;
      onChange(next);
    },
  });

  useEffect(() => {
    if (!editor || doc === emitted.current) return;
    emitted.current = doc;
    editor.commands.setContent((doc ?? '') as JSONContent | string, { emitUpdate: false });
  }, [editor, doc]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <div className="rounded-xl border border-gray-300 bg-white focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30">
      <div role="toolbar" aria-label={texts.toolbar} className="flex flex-wrap gap-1 border-b border-gray-200 p-1.5">
        {tools.map((entry) => (
          <button
            key={entry.label}
            type="button"
            aria-pressed={entry.active ? (editor ? entry.active(editor) : false) : undefined}
            disabled={!editor || readOnly}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && entry.run(editor)}
            className={tool}
          >
            <span className={entry.face}>{entry.label}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
