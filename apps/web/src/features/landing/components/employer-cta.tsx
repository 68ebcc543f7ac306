import { ButtonLink } from '@/components/ui/button';
import { contentHref, signUpHref } from '@/config/paths';
import { useT } from '../i18n';

export function EmployerCta() {
  const t = useT();
  return (
    <section aria-labelledby="employer-cta-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="grid gap-8 rounded-3xl bg-gradient-to-r from-primary-800 to-slate-900 p-8 text-white sm:p-12 lg:grid-cols-[1.5fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide rtl:tracking-normal text-primary-100 uppercase">
            {t('employer.kicker')}
          </p>
          <h2 id="employer-cta-title" className="mt-2 text-2xl font-bold sm:text-3xl">
            {t('employer.title')}
          </h2>
          <p className="mt-3 text-slate-200">{t('employer.text')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:justify-end">
          <ButtonLink
            to={signUpHref('employer')}
            variant="light"
            size="lg"
            className="h-auto! min-h-12 py-2 text-center whitespace-normal!"
          >
            {t('employer.post')}
          </ButtonLink>
          <ButtonLink to={contentHref.service('pricing')} variant="outline-light" size="lg">
            {t('employer.pricing')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
