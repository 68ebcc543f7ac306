import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { useCoverLetterChoices, useCvChoices } from '@/features/job-search/api/my-documents';
import { useT } from '@/features/job-search/i18n';
import type { ApplyFormValues } from './screening-answer-fields';

/**
 * Which CV goes with the application (the default preselected) and, optionally, a saved cover
 * letter to start the note from: choosing one fills the note, which stays editable.
 */
export function ApplyDocuments() {
  const t = useT();
  const form = useFormContext<ApplyFormValues>();
  const cvs = useCvChoices();
  const letters = useCoverLetterChoices();
  const defaultId = cvs.data?.find((cv) => cv.is_default)?.id;

  useEffect(() => {
    if (defaultId !== undefined && !form.getValues('cv_id')) form.setValue('cv_id', String(defaultId));
  }, [defaultId, form]);

  return (
    <>
      {cvs.isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('docs.loading')}
        </p>
      ) : cvs.data?.length ? (
        <SelectField
          label={t('docs.cv')}
          options={cvs.data.map((cv) => ({
            value: String(cv.id),
            label: cv.is_default ? t('docs.default', { name: cv.name }) : cv.name,
          }))}
          {...form.register('cv_id')}
        />
      ) : (
        <p className="text-sm text-slate-700">{t('docs.noCv')}</p>
      )}
      {letters.data?.length ? (
        <SelectField
          label={t('docs.letter')}
          placeholder={t('docs.letterPlaceholder')}
          options={letters.data.map((l) => ({ value: String(l.id), label: l.title }))}
          onChange={(event) => {
            const letter = letters.data?.find((l) => String(l.id) === event.target.value);
            form.setValue('cover_note', letter?.body ?? '', { shouldDirty: true });
          }}
        />
      ) : null}
    </>
  );
}
