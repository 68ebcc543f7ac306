import {
  type CandidatePersonalInput,
  type CandidateProfile,
  candidatePersonalSchema,
  candidateSummarySchema,
} from '@portal/contract/candidate-profile';
import type { ParsedCv } from '@portal/contract/cv-parsing';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/candidate-profile/i18n';
import { serverFieldErrors } from '@/lib/form-errors';
import { useMasterList } from '@/lib/master-data';
import { errorMessages } from '@/lib/toasts';
import { useUpdatePersonal } from '../../api/update-personal';
import { useUpdateSummary } from '../../api/update-summary';
import { type PersonalDraft, type PersonalField, personalDraft } from './review-drafts';
import type { FieldErrors } from './review-list';
import { ReviewSection } from './review-section';

/** Server and contract field names onto the review's inputs. */
const inputOf = (field: string) =>
  field.startsWith('current_location')
    ? 'location'
    : field === 'total_experience_years'
      ? 'experience'
      : field;
const byInput = (entries: [string, string][]): FieldErrors => {
  const out: FieldErrors = {};
  for (const [path, text] of entries) out[inputOf(path)] ??= text;
  return out;
};

/** A field with its "use this" box: unticked, the profile keeps what it has. */
function Choice({
  checked,
  onCheck,
  what,
  now,
  children,
}: {
  checked: boolean;
  onCheck: (on: boolean) => void;
  what: string;
  now: string | null;
  children: ReactNode;
}) {
  const id = useId();
  const t = useT();
  return (
    <div
      className={
        checked
          ? 'flex gap-3 rounded-xl border border-primary-200 bg-white p-3'
          : 'flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3'
      }
    >
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-primary-700"
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
        aria-describedby={`${id}-now`}
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {what}
        </label>
        <p id={`${id}-now`} className="mb-2 text-xs text-slate-600">
          {t('review.now', { value: now || t('review.notGiven') })}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      </div>
    </div>
  );
}

/** Name, phone, current location, headline and years of experience: one save for the ticked ones. */
export function ReviewPersonal({ cv, profile }: { cv: ParsedCv; profile: CandidateProfile }) {
  const t = useT();
  const [d, setD] = useState<PersonalDraft>(() => personalDraft(cv, profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const personal = useUpdatePersonal();
  const summary = useUpdateSummary();
  const countries = useMasterList('countries');
  const states = useMasterList('states');
  const cities = useMasterList('cities');
  const set = (patch: Partial<PersonalDraft>) => setD((v) => ({ ...v, ...patch }));
  const tick = (field: PersonalField, on: boolean) =>
    setD((v) => ({ ...v, include: { ...v.include, [field]: on } }));
  const stateOf = useMemo(() => new Map((states.data ?? []).map((s) => [s.id, s.parent_id])), [states.data]);
  const cityOptions = (cities.data ?? [])
    .filter((c) => d.country_id != null && c.parent_id != null && stateOf.get(c.parent_id) === d.country_id)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const ticked = Object.values(d.include).filter(Boolean).length;
  const busy = personal.isPending || summary.isPending;
  const loc = profile.current_location;
  const nowLocation = loc
    ? [loc.city?.name, loc.state?.name, loc.country.name].filter(Boolean).join(t('list.separator'))
    : null;

  const save = async () => {
    setStatus(null);
    const inc = d.include;
    const body: CandidatePersonalInput = {};
    if (inc.name) Object.assign(body, { first_name: d.first_name, last_name: d.last_name });
    if (inc.phone) body.phone = d.phone;
    if (inc.location) {
      const city = (cities.data ?? []).find((c) => c.id === d.city_id);
      body.current_location = d.country_id
        ? { country_id: d.country_id, state_id: city?.parent_id ?? null, city_id: city?.id ?? null }
        : null;
    }
    if (inc.experience)
      body.total_experience_years =
        d.total_experience_years.trim() === '' ? null : Number(d.total_experience_years);
    const p = candidatePersonalSchema.safeParse(body);
    const s = inc.headline
      ? candidateSummarySchema.safeParse({ headline: d.headline, summary: profile.summary })
      : null;
    const issues = [...(p.success ? [] : p.error.issues), ...(s && !s.success ? s.error.issues : [])];
    const entries = issues.map((i): [string, string] => [i.path.join('.'), i.message]);
    if (inc.location && !d.country_id) entries.push(['location', t('review.chooseCountry')]);
    const found = byInput(entries);
    setErrors(found);
    if (Object.keys(found).length) {
      setStatus({ kind: 'error', text: t('review.correctOrUntickFields') });
      return;
    }
    try {
      if (p.success && Object.keys(p.data).length) await personal.mutateAsync(p.data);
      if (s?.success) await summary.mutateAsync(s.data);
      setStatus({ kind: 'ok', text: t('review.personalSaved') });
    } catch (error) {
      const fields = serverFieldErrors(error, 400);
      if (fields) setErrors(byInput(Object.entries(fields)));
      setStatus({
        kind: 'error',
        text: fields ? t('review.correct') : errorMessages(error).join(' '),
      });
    }
  };

  return (
    <ReviewSection
      title={t('personal.title')}
      intro={t('review.personalIntro')}
      status={status}
      footer={
        <Button onClick={save} isPending={busy} disabled={ticked === 0}>
          {ticked ? t('review.savePersonal') : t('review.nothing')}
        </Button>
      }
    >
      <fieldset disabled={busy} className="flex flex-col gap-3">
        <legend className="sr-only">{t('review.personalLegend')}</legend>
        <Choice
          checked={d.include.name}
          onCheck={(on) => tick('name', on)}
          what={t('review.use.name')}
          now={t('personal.fullName', { first: profile.first_name, last: profile.last_name })}
        >
          <TextField
            label={t('field.firstName')}
            value={d.first_name}
            error={errors.first_name}
            onChange={(e) => set({ first_name: e.target.value })}
          />
          <TextField
            label={t('field.lastName')}
            value={d.last_name}
            error={errors.last_name}
            onChange={(e) => set({ last_name: e.target.value })}
          />
        </Choice>
        <Choice
          checked={d.include.phone}
          onCheck={(on) => tick('phone', on)}
          what={t('review.use.phone')}
          now={profile.phone}
        >
          <TextField
            label={t('personal.phone')}
            type="tel"
            value={d.phone}
            error={errors.phone}
            onChange={(e) => set({ phone: e.target.value })}
          />
        </Choice>
        <Choice
          checked={d.include.location}
          onCheck={(on) => tick('location', on)}
          what={t('review.use.location')}
          now={nowLocation}
        >
          <SelectField
            label={t('field.country')}
            placeholder={t('review.chooseCountry')}
            hint={d.location_text ? t('review.cvSays', { text: d.location_text }) : undefined}
            options={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={d.country_id == null ? '' : String(d.country_id)}
            error={errors.location}
            onChange={(e) =>
              set({ country_id: e.target.value ? Number(e.target.value) : null, city_id: null })
            }
          />
          <SelectField
            label={t('field.city')}
            placeholder={d.country_id ? t('field.any') : t('field.countryFirst')}
            disabled={!d.country_id}
            options={cityOptions}
            value={d.city_id == null ? '' : String(d.city_id)}
            onChange={(e) => set({ city_id: e.target.value ? Number(e.target.value) : null })}
          />
        </Choice>
        <Choice
          checked={d.include.headline}
          onCheck={(on) => tick('headline', on)}
          what={t('review.use.headline')}
          now={profile.headline}
        >
          <TextField
            label={t('summary.headline')}
            className="sm:col-span-2"
            value={d.headline}
            error={errors.headline}
            onChange={(e) => set({ headline: e.target.value })}
          />
        </Choice>
        <Choice
          checked={d.include.experience}
          onCheck={(on) => tick('experience', on)}
          what={t('review.use.experience')}
          now={
            profile.total_experience_years == null
              ? null
              : t('personal.years', { years: profile.total_experience_years })
          }
        >
          <TextField
            label={t('field.experienceYears')}
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            value={d.total_experience_years}
            error={errors.experience}
            onChange={(e) => set({ total_experience_years: e.target.value })}
          />
        </Choice>
      </fieldset>
    </ReviewSection>
  );
}
