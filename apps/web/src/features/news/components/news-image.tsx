import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { UPLOAD_RULES } from '@portal/contract/files';
import type { NewsManage } from '@portal/contract/news';
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileDrop } from '@/components/uploads/file-drop';
import { useFileSlot } from '@/components/uploads/use-file-slot';
import { useT } from '../i18n';

const ACCEPT = [...UPLOAD_RULES.photo.mimes, ...UPLOAD_RULES.photo.extensions].join(',');

/** The article's picture: shown on its page, in lists and in link previews. */
export function NewsImage({ article, onChange }: { article: NewsManage; onChange: () => void }) {
  const t = useT();
  const slot = useFileSlot(
    'photo',
    {
      upload: settingsEndpoints.newsImage,
      remove: settingsEndpoints.removeNewsImage,
      params: { id: article.id },
    },
    onChange,
  );
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby="news-image-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="news-image-title" className="text-base font-semibold text-slate-900">
        {t('image.title')}
      </h2>
      <div className="grid aspect-[40/21] w-full place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {article.image_url ? (
          <img src={article.image_url} alt={t('image.alt')} className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden className="size-10 text-slate-400" />
        )}
      </div>
      <FileDrop
        label={article.image_url ? t('image.replace') : t('image.upload')}
        accept={ACCEPT}
        hint={t('image.hint')}
        progress={slot.progress}
        error={slot.error}
        disabled={slot.removing}
        onFile={slot.choose}
      />
      {article.image_url ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setConfirming(true)}>
          {t('image.remove')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('image.removeTitle')}
        confirmLabel={t('image.remove')}
        variant="danger"
        isPending={slot.removing}
        onConfirm={() => slot.remove(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      >
        {t('image.removeText')}
      </ConfirmDialog>
    </section>
  );
}
