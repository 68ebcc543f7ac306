import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import type { ContentCta, PricingPlan } from '../types';

export function PricingPlans({ plans, cta }: { plans: PricingPlan[]; cta?: ContentCta }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <article
          key={plan.name}
          className={clsx(
            'flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
            plan.highlighted ? 'border-primary-700 ring-2 ring-primary-200' : 'border-slate-200',
          )}
        >
          {plan.highlighted ? (
            <p className="mb-3 self-start rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold text-primary-800">
              Most popular
            </p>
          ) : null}
          <h2 className="text-xl font-bold text-slate-900">{plan.name}</h2>
          <p className="mt-1 text-sm text-slate-600">{plan.audience}</p>
          <ul className="mt-6 flex-1 space-y-3">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-sm text-slate-700">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
                {feature}
              </li>
            ))}
          </ul>
          {cta ? (
            <ButtonLink
              to={cta.to}
              variant={plan.highlighted ? 'primary' : 'secondary'}
              className="mt-8 w-full"
            >
              {cta.label}
              <span className="sr-only"> for the {plan.name} plan</span>
            </ButtonLink>
          ) : null}
        </article>
      ))}
    </div>
  );
}
