import type { PageContent, PageRevision } from '@portal/contract/pages';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/loading';
import { useFormatDateTime } from '@/lib/format-date-time';
import { useT } from '../i18n';

const FIELD_LABEL = {
  title: 'fields.title',
  intro: 'fields.intro',
  meta_description: 'fields.meta',
  body_html: 'fields.body',
  plans: 'plans.legend',
  title_ar: 'arabic.title',
  intro_ar: 'arabic.intro',
  meta_description_ar: 'arabic.meta',
  body_html_ar: 'arabic.body',
  plans_ar: 'arabicPlans.legend',
} as const;

/** A revision's plan cards, one line each. */
function PlanList({ plans }: { plans: PageContent['plans'] }) {
  if (!plans) return null;
  return (
    <ul className="mt-2 text-sm text-slate-700">
      {plans.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; two plans may share a name.
        <li key={`${i}-${p.name}`} className="break-words">
          {p.name}
          {p.price ? ` — ${p.price}` : ''}: {p.features.join('; ')}
        </li>
      ))}
    </ul>
  );
}

function Text({ label, content }: { label: string; content: PageContent }) {
  const t = useT();
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 p-4" aria-label={label}>
      <h3 className="text-sm font-semibold tracking-wide rtl:tracking-normal text-slate-600 uppercase">
        {label}
      </h3>
      <p className="mt-2 font-semibold break-words text-slate-900">{content.title}</p>
      <p className="mt-1 text-sm break-words text-slate-700">{content.intro}</p>
      <p className="mt-1 text-xs break-words text-slate-600">
        {t('revision.meta', { text: content.meta_description })}
      </p>
      <PlanList plans={content.plans} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when it was saved. */}
      <div className="content-prose mt-3 text-sm" dangerouslySetInnerHTML={{ __html: content.body_html }} />
      {content.title_ar ? (
        <div lang="ar" dir="rtl" className="mt-4 border-t border-slate-200 pt-3">
          <p className="font-semibold break-words text-slate-900">{content.title_ar}</p>
          {content.intro_ar ? (
            <p className="mt-1 text-sm break-words text-slate-700">{content.intro_ar}</p>
          ) : null}
          {content.meta_description_ar ? (
            <p className="mt-1 text-xs break-words text-slate-600">{content.meta_description_ar}</p>
          ) : null}
          <PlanList plans={content.plans_ar} />
          {content.body_html_ar ? (
            <div
              className="content-prose mt-3 text-sm"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when it was saved.
              dangerouslySetInnerHTML={{ __html: content.body_html_ar }}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** One revision: what changed, by whom and when, the text before and after, and a way to bring it back. */
export function RevisionDialog({
  revision,
  onClose,
  onRestore,
}: {
  revision: PageRevision | undefined;
  onClose: () => void;
  onRestore: (revision: PageRevision) => void;
}) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  return (
    <Dialog open onClose={onClose} title={t('revision.title')} className="max-w-5xl">
      {revision ? (
        <div className="mt-3 flex max-h-[70vh] min-w-0 flex-col gap-4 overflow-y-auto">
          <p className="text-sm text-slate-700">
            {t.rich('revision.saved', {
              when: formatDateTime(revision.created_at),
              who: <bdi key="who">{revision.author ?? t('history.formerUser')}</bdi>,
              fields: revision.changed
                .map((f) => (f in FIELD_LABEL ? t(FIELD_LABEL[f as keyof typeof FIELD_LABEL]) : f))
                .join(t('history.separator')),
            })}
          </p>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <Text label={t('revision.before')} content={revision.before} />
            <Text label={t('revision.after')} content={revision.after} />
          </div>
        </div>
      ) : (
        <Loading className="flex items-center gap-2 py-10 text-slate-600" />
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('revision.close')}
        </Button>
        {revision ? <Button onClick={() => onRestore(revision)}>{t('revision.restore')}</Button> : null}
      </div>
    </Dialog>
  );
}
