import { CV_LIBRARY_MAX, CV_NAME_MAX } from '@portal/contract/candidate-documents';
import { UPLOAD_RULES } from '@portal/contract/files';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { checkFile, uploadErrorText } from '@/components/uploads/check-file';
import { FileDrop } from '@/components/uploads/file-drop';
import { useMyCvs, useUploadCv } from '@/features/candidate-documents/api/cvs';
import { useT } from '@/features/candidate-documents/i18n';
import { queryKeys } from '@/lib/query-keys';
import { successToast } from '@/lib/toasts';
import { CvRow } from './cv-row';

/** The candidate's CVs (newest first) and the upload of another, named one. */
export function CvList() {
  const t = useT();
  const cvs = useMyCvs();
  const upload = useUploadCv();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const count = cvs.data?.length ?? 0;
  const full = count >= CV_LIBRARY_MAX;

  const choose = (file: File) => {
    const problem = checkFile('cv', file);
    setClientError(problem);
    upload.reset();
    if (problem) return;
    upload.mutate(
      { file, name },
      {
        onSuccess: async (response) => {
          successToast({ data: response });
          setName('');
          await Promise.all(
            [queryKeys.candidate.cvs(), queryKeys.candidate.profile(), queryKeys.session.me()].map(
              (queryKey) => queryClient.invalidateQueries({ queryKey }),
            ),
          );
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-semibold text-slate-900">
        {t('cvs.title')}{' '}
        <span className="font-normal text-slate-600">
          {t('common.countOf', { count, max: CV_LIBRARY_MAX })}
        </span>
      </h3>
      {cvs.isLoading ? (
        <div role="status" aria-label={t('cvs.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : cvs.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('cvs.error')}
        </p>
      ) : count === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t('cvs.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('cvs.label')}>
          {cvs.data?.map((cv) => (
            <CvRow key={cv.id} cv={cv} />
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-600">{t('cvs.full', { max: CV_LIBRARY_MAX })}</p>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <TextField
            label={t('cvs.name')}
            placeholder={t('cvs.namePlaceholder')}
            value={name}
            maxLength={CV_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            hint={t('cvs.nameHint')}
          />
          <FileDrop
            label={t('cvs.upload')}
            accept={[...UPLOAD_RULES.cv.mimes, ...UPLOAD_RULES.cv.extensions].join(',')}
            hint={t('cvs.uploadHint')}
            progress={upload.progress}
            error={clientError ?? (upload.error ? uploadErrorText(upload.error) : null)}
            onFile={choose}
          />
        </div>
      )}
    </div>
  );
}
