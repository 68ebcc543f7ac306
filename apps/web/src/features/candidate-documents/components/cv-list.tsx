import { CV_LIBRARY_MAX, CV_NAME_MAX } from '@portal/contract/candidate-documents';
import { UPLOAD_RULES } from '@portal/contract/files';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { checkFile, uploadErrorText } from '@/components/uploads/check-file';
import { FileDrop } from '@/components/uploads/file-drop';
import { useMyCvs, useUploadCv } from '@/features/candidate-documents/api/cvs';
import { queryKeys } from '@/lib/query-keys';
import { successToast } from '@/lib/toasts';
import { CvRow } from './cv-row';

/** The candidate's CVs (newest first) and the upload of another, named one. */
export function CvList() {
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
        CVs{' '}
        <span className="font-normal text-slate-600">
          ({count} of {CV_LIBRARY_MAX})
        </span>
      </h3>
      {cvs.isLoading ? (
        <div role="status" aria-label="Loading your CVs" className="flex flex-col gap-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : cvs.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Your CVs could not be loaded. Please try again in a moment.
        </p>
      ) : count === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          You have no CV yet. Upload one: employers search the text of your default CV.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="My CVs">
          {cvs.data?.map((cv) => (
            <CvRow key={cv.id} cv={cv} />
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-600">
          You have {CV_LIBRARY_MAX} CVs, the most you can keep. Delete one to upload another.
        </p>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <TextField
            label="Name of the new CV (optional)"
            placeholder="e.g. Warehouse supervisor"
            value={name}
            maxLength={CV_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            hint="Without a name, the file's name is used."
          />
          <FileDrop
            label="Upload a CV"
            accept={[...UPLOAD_RULES.cv.mimes, ...UPLOAD_RULES.cv.extensions].join(',')}
            hint="PDF, DOC, DOCX, ODT or RTF, up to 5 MB. Your first CV is your default; employers search the default."
            progress={upload.progress}
            error={clientError ?? (upload.error ? uploadErrorText(upload.error) : null)}
            onFile={choose}
          />
        </div>
      )}
    </div>
  );
}
