import { ButtonLink } from '@/components/ui/button';
import { contentHref, signUpHref } from '@/config/paths';

export function EmployerCta() {
  return (
    <section aria-labelledby="employer-cta-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="grid gap-8 rounded-3xl bg-gradient-to-r from-primary-800 to-slate-900 p-8 text-white sm:p-12 lg:grid-cols-[1.5fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-100 uppercase">For employers</p>
          <h2 id="employer-cta-title" className="mt-2 text-2xl font-bold sm:text-3xl">
            Hiring for your warehouse, fleet or supply-chain team?
          </h2>
          <p className="mt-3 text-slate-200">
            Post jobs, search CVs of logistics professionals already in the UAE, and call on our consultants
            for the hard-to-fill roles.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:justify-end">
          <ButtonLink to={signUpHref('employer')} variant="light" size="lg">
            Post jobs · Search CVs
          </ButtonLink>
          <ButtonLink to={contentHref.service('pricing')} variant="outline-light" size="lg">
            See pricing
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
