import type { SetupStep } from '@portal/contract/settings';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHasPermission } from '@/lib/auth';
import { useSetupChecklist } from '../api/get-setup-checklist';
import { useT } from '../i18n';

const settings = (section: string) => `${paths.admin.settings.href()}#${section}`;

/** Each step: what to do, and where (null: in the server's environment, not on a page). */
const STEPS = {
  site_name: { text: 'step.site_name', href: settings('identity') },
  logo: { text: 'step.logo', href: settings('identity') },
  contacts: { text: 'step.contacts', href: settings('contact') },
  social_links: { text: 'step.social_links', href: settings('social-links') },
  job_duration: { text: 'step.job_duration', href: settings('jobs') },
  mail_sender: { text: 'step.mail_sender', href: null },
  privacy_policy: { text: 'step.privacy_policy', href: paths.admin.page.href({ slug: 'privacy-policy' }) },
  terms_conditions: {
    text: 'step.terms_conditions',
    href: paths.admin.page.href({ slug: 'terms-conditions' }),
  },
} as const satisfies Record<SetupStep, { text: string; href: string | null }>;

/**
 * The admin dashboard's first-run checklist: what still shows the seed's sample values, each step
 * linking to where it is done; gone once every step is done. Only for who holds the settings.
 */
export function SetupChecklist() {
  const t = useT();
  const canManage = useHasPermission('settings.manage');
  const checklist = useSetupChecklist(canManage);
  const steps = checklist.data?.steps ?? [];
  const done = steps.filter((s) => s.done).length;
  if (!canManage || steps.length === 0 || done === steps.length) return null;
  return (
    <section
      aria-labelledby="setup-checklist-title"
      className="mb-8 rounded-2xl border border-amber-200 bg-amber-50/60 p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-checklist-title" className="text-lg font-semibold text-slate-900">
          {t('setup.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('setup.progress', { done, total: steps.length })}</p>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('setup.text')}</p>
      <ul className="mt-4 flex flex-col gap-2">
        {steps.map(({ key, done: isDone }) => {
          const step: { text: (typeof STEPS)[SetupStep]['text']; href: string | null } = STEPS[key];
          return (
            <li key={key} className="flex items-start gap-2 text-sm">
              <span
                aria-hidden
                className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${isDone ? 'bg-emerald-600 text-white' : 'border border-slate-400 bg-white'}`}
              >
                {isDone ? <Check className="size-3.5" /> : null}
              </span>
              {isDone ? (
                <span className="text-slate-600">
                  <span className="sr-only">{t('setup.done')}</span>
                  {t(step.text)}
                </span>
              ) : step.href ? (
                <Link
                  to={step.href}
                  className="inline-flex items-start gap-1 font-semibold text-primary-800 hover:underline"
                >
                  {t(step.text)}
                  <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" />
                </Link>
              ) : (
                <span className="font-semibold text-slate-800">{t(step.text)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
