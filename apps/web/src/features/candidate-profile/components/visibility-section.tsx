import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { useId } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/features/candidate-profile/i18n';
import { errorToast } from '@/lib/toasts';
import { useUpdatePersonal } from '../api/update-personal';

/** The switch that keeps the profile out of employers' CV search (applications still reach them). */
export function VisibilitySection({ profile }: { profile: CandidateProfile }) {
  const t = useT();
  const id = useId();
  const update = useUpdatePersonal();
  return (
    <SectionCard anchor="visibility" title={t('visibility.title')}>
      <label htmlFor={id} className="flex items-start gap-3 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={!profile.hidden}
          checked={!profile.hidden}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ hidden: !e.target.checked }, { onError: errorToast })}
          className="mt-0.5 size-5 shrink-0 accent-primary-700"
        />
        <span>
          <span className="font-semibold">{t('visibility.show')}</span>
          <span className="mt-1 block text-slate-600">
            {profile.hidden ? t('visibility.hidden') : t('visibility.shown')}
          </span>
        </span>
      </label>
    </SectionCard>
  );
}
