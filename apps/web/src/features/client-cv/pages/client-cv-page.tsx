import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { GoneNotice } from '@/components/ui/gone-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { paths } from '@/config/paths';
import { errorStatus } from '@/lib/api-client';
import { useHasPermission } from '@/lib/auth';
import { responseMessage } from '@/lib/form-errors';
import { useClientCv } from '../api/client-cv';
import { ClientCvDocument } from '../components/client-cv-document';
import { type Presentation, SharePanel } from '../components/share-panel';
import { useT } from '../i18n';

/**
 * management/client-cv/{id} (bare, no menu or footer): the candidate as the recruiter presents them
 * to a client, beside the controls to print and share it. Opening it is a logged profile view.
 */
export function ClientCvPage() {
  const t = useT();
  const id = Number(useParams().id);
  const { data, error, isLoading } = useClientCv(id);
  const mayShare = useHasPermission('cv.share');
  const [presentation, setPresentation] = useState<Presentation>({ notes: '', showContact: false });
  if (!Number.isInteger(id) || id <= 0) return <NotFoundNotice />;
  if (isLoading) return <Loading />;
  const back = { to: paths.management.cvSearchView.href({ id }), label: t('page.back') };
  if (errorStatus(error) === 404)
    return (
      <GoneNotice
        title={t('page.unavailable')}
        text={t('page.unavailableText')}
        back={{ to: paths.management.cvSearch.href(), label: t('page.backToSearch') }}
      />
    );
  if (errorStatus(error) === 409)
    return <GoneNotice title={t('page.usedUp')} text={String(responseMessage(error) ?? '')} back={back} />;
  if (!data) return <LoadFailed what={t('page.what')} />;
  return (
    <div className="min-h-screen bg-slate-100 px-3 py-6 sm:px-6 print:bg-white print:p-0">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <Link
            to={back.to}
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary-800 hover:underline print:hidden"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {back.label}
          </Link>
          <ClientCvDocument
            cv={{ ...data, notes: presentation.notes.trim() || null }}
            showContact={presentation.showContact}
          />
        </div>
        <div className="w-full lg:sticky lg:top-6 lg:w-80">
          <SharePanel candidateId={id} value={presentation} onChange={setPresentation} mayShare={mayShare} />
        </div>
      </div>
    </div>
  );
}
