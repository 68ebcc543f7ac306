import { Link2, Mail } from 'lucide-react';
import { BrandIcon } from '@/components/ui/brand-icons';
import { useT } from '@/features/job-search/i18n';
import { messageToast } from '@/lib/toasts';

type ShareButtonsProps = { title: string; url: string };

const linkClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:border-primary-700 hover:text-primary-800';

/** Copy the link, or share it through WhatsApp, LinkedIn or e-mail. */
export function ShareButtons({ title, url }: ShareButtonsProps) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      messageToast('success', t('share.copied'));
    } catch {
      messageToast('error', t('share.copyFailed'));
    }
  };
  const text = `${title} — ${url}`;
  return (
    <section
      aria-labelledby="share-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="share-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('share.title')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={linkClass} aria-label={t('share.copy')}>
          <Link2 aria-hidden className="size-5" />
        </button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
          aria-label={t('share.whatsapp')}
        >
          <BrandIcon brand="whatsapp" className="size-5" />
        </a>
        <a
          href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
          aria-label={t('share.linkedin')}
        >
          <BrandIcon brand="linkedin" className="size-5" />
        </a>
        <a
          href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`}
          className={linkClass}
          aria-label={t('share.email')}
        >
          <Mail aria-hidden className="size-5" />
        </a>
      </div>
    </section>
  );
}
