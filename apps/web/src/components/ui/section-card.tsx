import { Pencil } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

type SectionCardProps = {
  /** The anchor the completeness meter links to. */
  anchor: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
};

/** A card of a profile page (the candidate's, the company's); `anchor` is where the completeness meter's links jump. */
export function SectionCard({ anchor, title, action, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={titleId}
      // Clears the fixed 80 px header when a completeness link jumps here.
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}

type EditableSectionProps = Omit<SectionCardProps, 'action' | 'children'> & {
  view: ReactNode;
  form: (close: () => void) => ReactNode;
};

/** A card that shows its content, or its form in place after Edit; Save or Cancel closes it. */
export function EditableSection({ view, form, ...card }: EditableSectionProps) {
  const [editing, setEditing] = useState(false);
  const t = useT();
  return (
    <SectionCard
      {...card}
      action={
        editing ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={t('section.edit', { title: card.title.toLowerCase() })}
            icon={<Pencil aria-hidden className="size-4" />}
          >
            {t('action.edit')}
          </Button>
        )
      }
    >
      {editing ? form(() => setEditing(false)) : view}
    </SectionCard>
  );
}

/** Label/value pairs of a section's view; "Not given" where empty so gaps are visible. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  const t = useT();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide rtl:tracking-normal text-slate-600 uppercase">
            {label}
          </dt>
          <dd className="mt-0.5 break-words text-slate-900">
            {value === null || value === undefined || value === '' ? (
              <span className="text-slate-600">{t('facts.notGiven')}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
