import type { PricingPlanText } from '@portal/contract/pages';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useT } from '../i18n';
import type { PageCta } from '../page-layout';

/** `textAttrs`: the plans' language where it is not the page's (English cards on an Arabic page). */
export function PricingPlans({
  plans,
  cta,
  textAttrs = {},
}: {
  plans: PricingPlanText[];
  cta?: PageCta;
  textAttrs?: { lang?: string; dir?: 'ltr' | 'rtl' };
}) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {plans.map((plan, index) => (
        <article
          // biome-ignore lint/suspicious/noArrayIndexKey: staff may give two plans the same name while editing.
          key={`${index}-${plan.name}`}
          className={clsx(
            'flex min-w-0 flex-col rounded-2xl border bg-white p-6 shadow-sm',
            plan.highlighted ? 'border-primary-700 ring-2 ring-primary-200' : 'border-slate-200',
          )}
        >
          {plan.highlighted ? (
            <p className="mb-3 self-start rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold text-primary-800">
              {t('pricing.popular')}
            </p>
          ) : null}
          <h2 {...textAttrs} className="text-xl font-bold break-words text-slate-900">
            {plan.name}
          </h2>
          {plan.price ? (
            <p {...textAttrs} className="mt-2 text-lg font-semibold text-primary-800">
              {plan.price}
            </p>
          ) : null}
          {plan.audience ? (
            <p {...textAttrs} className="mt-1 text-sm text-slate-600">
              {plan.audience}
            </p>
          ) : null}
          <ul {...textAttrs} className="mt-6 flex-1 space-y-3">
            {plan.features.map((feature, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list whose lines may repeat while editing.
              <li key={`${i}-${feature}`} className="flex min-w-0 gap-2 text-sm break-words text-slate-700">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
                <span className="min-w-0">{feature}</span>
              </li>
            ))}
          </ul>
          {cta ? (
            <ButtonLink
              to={cta.to}
              variant={plan.highlighted ? 'primary' : 'secondary'}
              className="mt-8 w-full"
              aria-label={t('pricing.ctaFor', { label: t(cta.label), plan: plan.name })}
            >
              {t(cta.label)}
            </ButtonLink>
          ) : null}
        </article>
      ))}
    </div>
  );
}
