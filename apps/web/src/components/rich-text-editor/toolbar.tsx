import type { Editor } from '@tiptap/react';
import { clsx } from 'clsx';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useLocale } from '@/lib/intl/locale-context';
import { useT } from '../i18n';

export type ActiveMarks = {
  bold: boolean;
  italic: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
};

type Tool = {
  key: string;
  label: string;
  icon: ReactNode;
  run: () => void;
  pressed?: boolean;
  /** Tools that open something say so instead of being toggles. */
  expanded?: boolean;
};

type ToolbarProps = {
  editor: Editor;
  active: ActiveMarks;
  disabled?: boolean;
  linkOpen: boolean;
  onLink: () => void;
  controls?: string;
};

/**
 * The formatting buttons, one tab stop with the arrow keys moving between them (the WAI-ARIA
 * toolbar pattern). Each button keeps the editor's selection: mousedown is not allowed to take focus.
 */
export function Toolbar({ editor, active, disabled, linkOpen, onLink, controls }: ToolbarProps) {
  const [current, setCurrent] = useState(0);
  const t = useT();
  // Right to left, the arrows follow the buttons as the reader sees them.
  const rtl = useLocale() === 'ar';
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      key: 'bold',
      label: t('editor.bold'),
      icon: <Bold />,
      pressed: active.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('editor.italic'),
      icon: <Italic />,
      pressed: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: t('editor.heading'),
      icon: <Heading2 />,
      pressed: active.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('editor.subheading'),
      icon: <Heading3 />,
      pressed: active.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'ul',
      label: t('editor.bulletList'),
      icon: <List className="rtl:-scale-x-100" />,
      pressed: active.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ol',
      label: t('editor.orderedList'),
      icon: <ListOrdered />,
      pressed: active.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: t('editor.link'),
      icon: <Link2 />,
      expanded: linkOpen,
      pressed: undefined,
      run: onLink,
    },
    {
      key: 'undo',
      label: t('editor.undo'),
      icon: <Undo2 className="rtl:-scale-x-100" />,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      label: t('editor.redo'),
      icon: <Redo2 className="rtl:-scale-x-100" />,
      run: () => chain().redo().run(),
    },
  ];

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: rtl ? current - 1 : current + 1,
      ArrowLeft: rtl ? current + 1 : current - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setCurrent(index);
    (event.currentTarget.querySelectorAll('button')[index] as HTMLButtonElement | undefined)?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1 rounded-t-lg"
    >
      {tools.map((tool, i) => (
        <button
          key={tool.key}
          type="button"
          title={tool.label}
          aria-label={tool.label}
          aria-pressed={tool.pressed}
          aria-expanded={tool.expanded}
          tabIndex={i === current ? 0 : -1}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(i)}
          onClick={tool.run}
          className={clsx(
            'inline-flex size-9 items-center justify-center rounded-md text-slate-700 [&_svg]:size-4.5',
            'hover:bg-slate-200 disabled:opacity-50',
            (tool.pressed || tool.expanded) && 'bg-primary-100 text-primary-900',
          )}
        >
          {tool.icon}
        </button>
      ))}
    </div>
  );
}
