import { zodResolver } from '@hookform/resolvers/zod';
import { type CandidateMatch, candidateCreateSchema } from '@portal/contract/candidate-create';
import { UPLOAD_RULES } from '@portal/contract/files';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorStatus } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { masterListQueryOptions, useMasterList } from '@/lib/master-data';
import { errorMessages, errorToast } from '@/lib/toasts';
import { findCandidateMatches, useCreateCandidate } from '../api/candidate-create';
import { latestDesignationId, useParseCvUpload } from '../api/parse-cv';
import { useT } from '../i18n';

const REASON_KEY = {
  email: 'reason.email',
  phone: 'reason.phone',
  name_and_birth_date: 'reason.name_and_birth_date',
} as const satisfies Record<CandidateMatch['matched_on'][number], string>;

/** The message of a date the schema cannot read, shown in the page's language. */
const DATE_FORMAT = 'Enter a date as YYYY-MM-DD';
const schema = candidateCreateSchema.extend({
  desired_designation_id: z.string().optional(),
  date_of_birth: z.union([z.literal(''), z.iso.date(DATE_FORMAT)]).optional(),
});
type Values = z.input<typeof schema>;
const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'desired_designation_id',
  'date_of_birth',
] as const;
/** The fields a CV's reading fills in. */
const CV_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'desired_designation_id'] as const;
type Field = (typeof CV_FIELDS)[number];

/** The same e-mail or phone is the same person; a close name with the same birth date may not be. */
const isCertain = (m: CandidateMatch) => m.matched_on.includes('email') || m.matched_on.includes('phone');

function Matches({ matches }: { matches: CandidateMatch[] }) {
  const t = useT();
  const certain = matches.some(isCertain);
  return (
    <section
      role="alert"
      aria-labelledby="matches-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="matches-title" className="font-semibold text-slate-900">
        {certain ? t('matches.certain') : t('matches.likely')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {certain ? t('matches.certainText') : t('matches.likelyText')}
      </p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {matches.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-2">
            {c.listed ? (
              <Link
                to={paths.management.cvSearchView.href({ id: c.id })}
                className="font-semibold text-primary-800 hover:underline"
              >
                {c.first_name} {c.last_name}
              </Link>
            ) : (
              <span className="font-semibold text-slate-900">
                {c.first_name} {c.last_name}
              </span>
            )}
            <span className="text-slate-600">
              {c.matched_on.map((r) => t(REASON_KEY[r])).join(t('reason.and'))}
              {c.listed ? '' : t('matches.unlisted')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * admin-pannel/create/candidates (staff) and management/candidates/create (organisations): a
 * recruiter adds a candidate with their CV. Existing candidates with the e-mail or phone are looked
 * up first and offered instead; the new candidate is mailed a link to claim the account.
 */
export function CandidateCreatePage() {
  const t = useT();
  const fileId = useId();
  const designations = useMasterList('designations');
  const create = useCreateCandidate();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after a candidate is added.
  const [fileKey, setFileKey] = useState(0);
  const [matches, setMatches] = useState<CandidateMatch[]>([]);
  /** The recruiter saw the likely (not certain) duplicates and adds the candidate anyway. */
  const [confirmed, setConfirmed] = useState(false);
  const onlyLikely = matches.length > 0 && !matches.some(isCertain);
  const [added, setAdded] = useState<{ message: string; id: number } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      desired_designation_id: '',
      date_of_birth: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const parse = useParseCvUpload();
  const queryClient = useQueryClient();
  const [filled, setFilled] = useState<Field[]>([]);

  /** A chosen CV stays attached for the create; its details fill the fields not typed in yet. */
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFilled([]);
    parse.reset();
    if (!chosen) return;
    parse.mutate(chosen, {
      onSuccess: async (cv) => {
        // The select shows a designation only once its list is there.
        const list = await queryClient
          .ensureQueryData(masterListQueryOptions('designations'))
          .catch(() => []);
        const designation = latestDesignationId(cv);
        const found: Record<Field, string | null> = {
          first_name: cv.first_name,
          last_name: cv.last_name,
          email: cv.email,
          phone: cv.phone,
          desired_designation_id:
            designation && list.some((d) => d.id === designation) ? String(designation) : null,
        };
        const set: Field[] = [];
        for (const field of CV_FIELDS) {
          const value = found[field];
          if (!value || form.getFieldState(field).isDirty) continue;
          form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
          set.push(field);
        }
        setFilled(set);
      },
    });
  };
  const fromCv = (field: Field) => (filled.includes(field) ? t('cv.check') : undefined);

  const onSubmit = form.handleSubmit(async (v) => {
    setAdded(null);
    try {
      const found = await findCandidateMatches({
        email: v.email,
        phone: v.phone,
        first_name: v.first_name,
        last_name: v.last_name,
        date_of_birth: v.date_of_birth || undefined,
      });
      setMatches(found);
      if (found.some(isCertain)) return;
      if (found.length && !confirmed) {
        setConfirmed(true);
        return;
      }
      const res = await create.mutateAsync({
        first_name: v.first_name,
        last_name: v.last_name,
        email: v.email,
        phone: v.phone,
        desired_designation_id: v.desired_designation_id ? Number(v.desired_designation_id) : null,
        ...(v.date_of_birth ? { date_of_birth: v.date_of_birth } : {}),
        file,
      });
      setMatches([]);
      setConfirmed(false);
      setAdded({ message: res.message ?? t('added'), id: res.data.id });
      form.reset();
      setFile(null);
      setFilled([]);
      setFileKey((k) => k + 1);
      parse.reset();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) errorToast(error);
    }
  });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageHeader title={t('title')} />
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      {added ? (
        <p role="status" className="mt-4 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
          {added.message}{' '}
          <Link
            to={paths.management.cvSearchView.href({ id: added.id })}
            className="font-semibold text-primary-800 hover:underline"
          >
            {t('open')}
          </Link>
        </p>
      ) : null}
      {matches.length ? (
        <div className="mt-4">
          <Matches matches={matches} />
        </div>
      ) : null}
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 grid grid-cols-1 gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2"
      >
        <div className="flex flex-col gap-1.5 rounded-xl bg-slate-50 p-4 sm:col-span-2">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
            {t('cv.label', { mb: Math.round(UPLOAD_RULES.cv.maxBytes / 1024 / 1024) })}
          </label>
          <p id={`${fileId}-hint`} className="text-xs text-slate-600">
            {t('cv.hint')}
          </p>
          <input
            key={fileKey}
            id={fileId}
            type="file"
            aria-describedby={`${fileId}-hint ${fileId}-status`}
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
            className="text-sm text-slate-800 file:me-3 file:rounded-full file:border-0 file:bg-primary-50 file:px-4 file:py-2 file:font-semibold file:text-primary-900"
          />
          <div id={`${fileId}-status`}>
            {parse.isPending ? (
              <p role="status" className="text-sm text-slate-700">
                {t('cv.reading')}
              </p>
            ) : parse.isSuccess ? (
              <p role="status" className="text-sm text-green-900">
                {filled.length ? t('cv.filled', { count: filled.length }) : t('cv.nothing')}
              </p>
            ) : parse.isError ? (
              <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-900">
                {errorMessages(parse.error).join(' ')}
                {errorStatus(parse.error) === 422 ? t('cv.byHandAttached') : t('cv.byHand')}
              </p>
            ) : null}
          </div>
        </div>
        <TextField
          label={t('field.first')}
          autoComplete="off"
          error={errors.first_name?.message}
          hint={fromCv('first_name')}
          {...form.register('first_name')}
        />
        <TextField
          label={t('field.last')}
          autoComplete="off"
          error={errors.last_name?.message}
          hint={fromCv('last_name')}
          {...form.register('last_name')}
        />
        <TextField
          label={t('field.email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          hint={fromCv('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('field.phone')}
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          hint={fromCv('phone')}
          {...form.register('phone')}
        />
        <TextField
          label={t('field.dob')}
          type="date"
          autoComplete="off"
          error={
            errors.date_of_birth?.message === DATE_FORMAT
              ? t('field.dobFormat')
              : errors.date_of_birth?.message
          }
          {...form.register('date_of_birth')}
        />
        <SelectField
          label={t('field.job')}
          placeholder={t('field.none')}
          className="sm:col-span-2"
          options={(designations.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          error={errors.desired_designation_id?.message}
          hint={fromCv('desired_designation_id')}
          {...form.register('desired_designation_id')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" isPending={isSubmitting}>
            {onlyLikely ? t('submit.anyway') : t('submit.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
