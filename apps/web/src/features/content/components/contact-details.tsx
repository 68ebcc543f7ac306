import { Mail, MessageCircle } from 'lucide-react';
import { usePublicSettings, whatsappHref } from '@/lib/public-settings';
import { useT } from '../i18n';

export function ContactDetails() {
  const { data, isLoading } = usePublicSettings();
  const t = useT();
  if (isLoading) return <p className="text-slate-600">{t('contact.loading')}</p>;
  if (!data) return null;
  const { email, whatsapp } = data.contact;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <a
        href={`mailto:${email}`}
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 hover:border-primary-700"
      >
        <Mail aria-hidden className="size-6 text-primary-700" />
        <span>
          <span className="block text-sm text-slate-600">{t('contact.email')}</span>
          <span dir="ltr" className="font-semibold text-slate-900">
            {email}
          </span>
        </span>
      </a>
      <a
        href={whatsappHref(whatsapp)}
        target="_blank"
        rel="noreferrer"
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 hover:border-primary-700"
      >
        <MessageCircle aria-hidden className="size-6 text-primary-700" />
        <span>
          <span className="block text-sm text-slate-600">{t('contact.whatsapp')}</span>
          <span dir="ltr" className="font-semibold text-slate-900">
            {whatsapp}
          </span>
        </span>
      </a>
    </div>
  );
}
