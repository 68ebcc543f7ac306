import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useMasterList } from '@/lib/master-data';
import { KeywordField, KeywordHelp, keywordError } from '../components/keyword-field';
import { useT } from '../i18n';
import { type CvSearchState, cvSearchString, forgetSearch } from '../search-state';

const BOXES = [
  { key: 'q', label: 'adv.q', placeholder: 'forklift* AND "reach truck"' },
  { key: 'all', label: 'adv.all', placeholder: 'warehouse forklift' },
  { key: 'any', label: 'adv.any', placeholder: 'SAP Oracle Manhattan' },
  { key: 'none', label: 'adv.none', placeholder: 'driver trainee' },
] as const;

type Draft = Record<
  (typeof BOXES)[number]['key'] | 'current_location' | 'designation' | 'experience_min' | 'experience_max',
  string
>;
const EMPTY: Draft = {
  q: '',
  all: '',
  any: '',
  none: '',
  current_location: '',
  designation: '',
  experience_min: '',
  experience_max: '',
};

const selectClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none';

/** cv-search/create: a new advanced search; the previous search is forgotten (spec section 2). */
function AdvancedSearch() {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const states = useMasterList('states');
  const designations = useMasterList('designations');
  useEffect(() => forgetSearch(), []);

  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (BOXES.some((b) => keywordError(draft[b.key]))) return;
    const state: CvSearchState = {};
    for (const [k, v] of Object.entries(draft)) if (v.trim()) state[k as keyof CvSearchState] = v.trim();
    // navigate() rejects only for another origin; a page that fails shows its error page.
    void navigate({ pathname: paths.management.cvSearch.href(), search: cvSearchString(state) });
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('adv.title')} description={t('adv.description')} />
      <form
        onSubmit={onSubmit}
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        {BOXES.map((b) => (
          <KeywordField
            key={b.key}
            label={t(b.label)}
            value={draft[b.key]}
            onChange={set(b.key)}
            showError={tried}
            placeholder={b.placeholder}
          />
        ))}
        <KeywordHelp />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-loc`} className="text-sm font-medium text-slate-800">
              {t('adv.location')}
            </label>
            <select
              id={`${id}-loc`}
              className={selectClass}
              value={draft.current_location}
              onChange={(e) => set('current_location')(e.target.value)}
            >
              <option value="">{t('adv.anywhere')}</option>
              {(states.data ?? []).map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-des`} className="text-sm font-medium text-slate-800">
              {t('adv.designation')}
            </label>
            <select
              id={`${id}-des`}
              className={selectClass}
              value={draft.designation}
              onChange={(e) => set('designation')(e.target.value)}
            >
              <option value="">{t('adv.anyDesignation')}</option>
              {(designations.data ?? []).map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          {(['experience_min', 'experience_max'] as const).map((k) => (
            <div key={k} className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-${k}`} className="text-sm font-medium text-slate-800">
                {k === 'experience_min' ? t('adv.expFrom') : t('adv.expTo')}
              </label>
              <input
                id={`${id}-${k}`}
                inputMode="numeric"
                className={selectClass}
                value={draft[k]}
                onChange={(e) => set(k)(e.target.value.replace(/\D/g, ''))}
              />
            </div>
          ))}
        </div>
        <p className="text-sm text-slate-600">{t('adv.more')}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{t('adv.search')}</Button>
          <Button type="button" variant="ghost" onClick={() => setDraft(EMPTY)}>
            {t('adv.clear')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** cv-search/{action}: `create` is the advanced search; any other action is not a page. */
export function CvSearchActionPage() {
  const { action } = useParams();
  return action === 'create' ? <AdvancedSearch /> : <NotFoundNotice />;
}
