import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { homeForRole } from '@/lib/auth';
import { useT } from '../i18n';

/** Shown in place of a page that belongs to another role, without calling its API. */
export function NotForYourAccount({ role }: { role: string }) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-amber-50 text-amber-700">
        <ShieldAlert aria-hidden className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notForYou.title')}</h1>
      <p className="mt-3 text-slate-700">{t('notForYou.text')}</p>
      <ButtonLink to={homeForRole(role) ?? paths.home.href()} className="mt-6">
        {t('notForYou.home')}
      </ButtonLink>
    </section>
  );
}
