import {
  type CandidateProfile,
  LANGUAGE_MAX_LENGTH,
  languagesSchema,
  MAX_LANGUAGES,
} from '@portal/contract/candidate-profile';
import type { ParsedCv } from '@portal/contract/cv-parsing';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/candidate-profile/i18n';
import { serverFieldErrors } from '@/lib/form-errors';
import { errorMessages } from '@/lib/toasts';
import { useUpdatePersonal } from '../../api/update-personal';
import { languageDrafts, skillChoices, unknownSkills } from './review-drafts';
import { ReviewSection } from './review-section';

type Status = { kind: 'ok' | 'error'; text: string } | null;

/** Saves one list of the personal section (skills or languages) and reports the outcome. */
function useListSave(field: 'skill_ids' | 'languages') {
  const save = useUpdatePersonal();
  const [status, setStatus] = useState<Status>(null);
  const run = async (body: { skill_ids?: number[]; languages?: string[] }, done: string) => {
    setStatus(null);
    try {
      await save.mutateAsync(body);
      setStatus({ kind: 'ok', text: done });
      return true;
    } catch (error) {
      const fields = serverFieldErrors(error, 400);
      const text = fields ? Object.entries(fields).find(([k]) => k.startsWith(field))?.[1] : undefined;
      setStatus({ kind: 'error', text: text ?? errorMessages(error).join(' ') });
      return false;
    }
  };
  return { run, status, setStatus, isPending: save.isPending };
}

const chip = (on: boolean) =>
  on
    ? 'inline-flex items-center gap-2 rounded-full border border-primary-300 bg-primary-50 px-3 py-1.5 text-sm text-primary-900'
    : 'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700';

/** Skills the master list knows, added to the ones the profile holds. */
export function ReviewSkills({ cv, profile }: { cv: ParsedCv; profile: CandidateProfile }) {
  const t = useT();
  const id = useId();
  const [choices, setChoices] = useState(() => skillChoices(cv, profile));
  const [saved, setSaved] = useState(false);
  const save = useListSave('skill_ids');
  const unknown = unknownSkills(cv);
  const ticked = choices.filter((c) => c.include && !c.held);
  const onSave = async () => {
    const ids = [...new Set([...profile.skills.map((s) => s.id), ...ticked.map((c) => c.id)])];
    const n = ticked.length;
    if (await save.run({ skill_ids: ids }, t('review.skillsAdded', { count: n }))) {
      setSaved(true);
      setChoices((list) => list.map((c) => (c.include ? { ...c, held: true } : c)));
    }
  };
  return (
    <ReviewSection
      title={t('skills.title')}
      intro={choices.length || unknown.length ? t('review.skillsUntick') : t('review.noSkills')}
      status={save.status}
      footer={
        choices.length ? (
          <Button onClick={onSave} isPending={save.isPending} disabled={ticked.length === 0}>
            {ticked.length
              ? t('review.saveSkills', { count: ticked.length })
              : saved
                ? t('review.saved')
                : t('review.nothing')}
          </Button>
        ) : null
      }
    >
      {choices.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('review.skillsLabel')}>
          {choices.map((c) => (
            <li key={c.id}>
              <label htmlFor={`${id}-${c.id}`} className={chip(c.include)}>
                <input
                  id={`${id}-${c.id}`}
                  type="checkbox"
                  className="size-4 accent-primary-700"
                  checked={c.include}
                  disabled={c.held || save.isPending}
                  onChange={(e) =>
                    setChoices((list) =>
                      list.map((x) => (x.id === c.id ? { ...x, include: e.target.checked } : x)),
                    )
                  }
                />
                {c.name}
                {c.held ? <span className="text-xs text-slate-500">{t('review.inProfile')}</span> : null}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {unknown.length ? (
        <p className="mt-3 text-sm text-slate-600">
          {t('review.unknownSkills', { skills: unknown.join(t('list.separator')) })}
        </p>
      ) : null}
    </ReviewSection>
  );
}

/** Languages, added to the ones the profile lists. */
export function ReviewLanguages({ cv, profile }: { cv: ParsedCv; profile: CandidateProfile }) {
  const t = useT();
  const id = useId();
  const [items, setItems] = useState(() => languageDrafts(cv, profile));
  const save = useListSave('languages');
  const ticked = items.filter((l) => l.include && !l.saved);
  const onSave = async () => {
    const parsed = languagesSchema.safeParse([...profile.languages, ...ticked.map((l) => l.name)]);
    if (!parsed.success) {
      save.setStatus({ kind: 'error', text: parsed.error.issues[0]?.message ?? t('review.checkLanguages') });
      return;
    }
    const n = ticked.length;
    if (await save.run({ languages: parsed.data }, t('review.languagesAdded', { count: n }))) {
      const keys = new Set(ticked.map((l) => l.key));
      setItems((list) => list.map((l) => (keys.has(l.key) ? { ...l, saved: true } : l)));
    }
  };
  return (
    <ReviewSection
      title={t('review.languages')}
      intro={items.length ? t('review.languagesIntro', { max: MAX_LANGUAGES }) : t('review.noLanguages')}
      status={save.status}
      footer={
        items.length ? (
          <Button onClick={onSave} isPending={save.isPending} disabled={ticked.length === 0}>
            {ticked.length ? t('review.saveLanguages', { count: ticked.length }) : t('review.nothing')}
          </Button>
        ) : null
      }
    >
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((l) => (
          <li key={l.key} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary-700"
              aria-label={t('review.addLanguage', { name: l.name || t('review.thisLanguage') })}
              checked={l.include}
              disabled={l.saved || save.isPending}
              onChange={(e) =>
                setItems((list) =>
                  list.map((x) => (x.key === l.key ? { ...x, include: e.target.checked } : x)),
                )
              }
            />
            <label htmlFor={`${id}-${l.key}`} className="sr-only">
              {t('review.language')}
            </label>
            <input
              id={`${id}-${l.key}`}
              value={l.name}
              maxLength={LANGUAGE_MAX_LENGTH}
              disabled={!l.include || l.saved || save.isPending}
              onChange={(e) =>
                setItems((list) => list.map((x) => (x.key === l.key ? { ...x, name: e.target.value } : x)))
              }
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-[15px] text-slate-900 focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none disabled:bg-slate-50 disabled:text-slate-600"
            />
            {l.duplicate && !l.saved ? (
              <span className="text-xs text-amber-900">{t('review.inProfileShort')}</span>
            ) : null}
            {l.saved ? (
              <span className="text-xs font-semibold text-green-900">{t('review.added')}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </ReviewSection>
  );
}
