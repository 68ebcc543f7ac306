import { Pencil } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

type SectionProps = { anchor: string; title: string; action?: ReactNode; children: ReactNode };

/** A card of the company profile; `anchor` is where the completeness meter's links jump. */
export function Section({ anchor, title, action, children }: SectionProps) {
  const titleId = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={titleId}
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

/** A card showing its facts, or its form in place after Edit; the form closes itself. */
export function EditableSection({
  view,
  form,
  ...card
}: Omit<SectionProps, 'action' | 'children'> & { view: ReactNode; form: (close: () => void) => ReactNode }) {
  const [editing, setEditing] = useState(false);
  return (
    <Section
      {...card}
      action={
        editing ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${card.title.toLowerCase()}`}
            icon={<Pencil aria-hidden className="size-4" />}
          >
            Edit
          </Button>
        )
      }
    >
      {editing ? form(() => setEditing(false)) : view}
    </Section>
  );
}

/** Label/value pairs; "Not given" where empty so gaps are visible. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">
            {value === null || value === undefined || value === '' ? (
              <span className="text-slate-600">Not given</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function FormButtons({ isPending, onCancel }: { isPending: boolean; onCancel?: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" isPending={isPending}>
        Save
      </Button>
    </div>
  );
}
