import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { LinkForm } from './link-form';
import { Toolbar } from './toolbar';
import type { RichTextEditorProps } from './types';

/** Only what the toolbar offers, so the HTML stays inside what the server's sanitiser keeps. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    blockquote: false,
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['mailto'],
    HTMLAttributes: { rel: 'nofollow noopener', target: null },
  }),
];

const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) =>
  editor.isEmpty ? '' : editor.getHTML();

/** The TipTap editor behind RichTextEditor; loaded on demand (see index.tsx). */
export default function TipTapEditor({
  value,
  onChange,
  id,
  invalid,
  onBlur,
  disabled,
  minHeightRem = 12,
  dir,
  lang,
  ref,
  ...aria
}: RichTextEditorProps) {
  // The last HTML this editor reported, so a value echoed back by the parent is not re-applied.
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  const [linkOpen, setLinkOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);

  const editor = useEditor({
    extensions,
    content: value,
    // Each paragraph takes the direction of its own text: Arabic reads right to left, English left
    // to right, whatever the page's language.
    textDirection: 'auto',
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => {
      emitted.current = htmlOf(e);
      onChangeRef.current(emitted.current);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    dir: 'auto',
    class: clsx(
      'job-prose w-full overflow-y-auto rounded-b-lg bg-white px-3.5 py-2.5 focus:outline-none',
      disabled && 'bg-slate-100',
    ),
    style: `min-height: ${minHeightRem}rem; max-height: 36rem`,
  };
  if (id) attributes.id = id;
  if (dir) attributes.dir = dir;
  if (lang) attributes.lang = lang;
  if (aria['aria-labelledby']) attributes['aria-labelledby'] = aria['aria-labelledby'];
  if (aria['aria-label']) attributes['aria-label'] = aria['aria-label'];
  if (aria['aria-describedby']) attributes['aria-describedby'] = aria['aria-describedby'];
  if (invalid) attributes['aria-invalid'] = 'true';
  if (disabled) attributes['aria-disabled'] = 'true';
  const attributesKey = JSON.stringify(attributes);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: JSON.parse(attributesKey),
        // Alt+F10 moves from the text to the toolbar, as in other rich-text editors.
        handleKeyDown: (_view, event) => {
          if (!(event.altKey && event.key === 'F10')) return false;
          frame.current?.querySelector<HTMLElement>('[role="toolbar"] button[tabindex="0"]')?.focus();
          return true;
        },
      },
    });
  }, [editor, attributesKey]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(
    ref,
    () => ({
      insertText: (text: string) => {
        editor.chain().focus().insertContent({ type: 'text', text }).run();
      },
      focus: () => {
        editor.commands.focus();
      },
    }),
    [editor],
  );

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  return (
    <div
      ref={frame}
      className={clsx(
        'rounded-lg border bg-white focus-within:border-primary-700 focus-within:ring-2 focus-within:ring-primary-200',
        invalid ? 'border-red-600' : 'border-slate-300',
      )}
    >
      <Toolbar
        editor={editor}
        active={active}
        disabled={disabled}
        linkOpen={linkOpen}
        onLink={() => setLinkOpen((open) => !open)}
        controls={id}
      />
      {linkOpen ? (
        <LinkForm
          initial={active.href}
          hasLink={active.link}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (editor.state.selection.empty && !active.link)
              chain
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain.setLink({ href }).run();
            setLinkOpen(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
