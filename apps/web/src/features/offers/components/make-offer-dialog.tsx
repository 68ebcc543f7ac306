import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useOfferTemplates } from '../api/offers';
import { useT } from '../i18n';
import { MakeOfferForm } from './make-offer-form';

type Props = { applicationId: number; candidate: string; open: boolean; onClose: () => void };

/** The offer dialog: the form once the organisation's letter templates are there, or where to make one. */
export function MakeOfferDialog({ applicationId, candidate, open, onClose }: Props) {
  const t = useT();
  const templates = useOfferTemplates({ page_size: 100 });
  const [busy, setBusy] = useState(false);
  const list = templates.data?.data ?? [];

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      title={t('dialog.title', { name: candidate })}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      {templates.isLoading ? (
        <p role="status" className="py-6 text-center text-slate-600">
          {t('dialog.loading')}
        </p>
      ) : list.length === 0 ? (
        <div className="mt-3 text-sm text-slate-700">
          <p>{t('dialog.noTemplate')}</p>
          <Link
            to={paths.management.offerTemplates.href()}
            className="mt-2 inline-block font-medium text-primary-700 underline"
          >
            {t('dialog.create')}
          </Link>
        </div>
      ) : (
        <MakeOfferForm applicationId={applicationId} templates={list} onBusy={setBusy} onClose={onClose} />
      )}
    </Dialog>
  );
}
