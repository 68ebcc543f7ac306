import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { CvFill } from '@/features/candidate-profile/components/cv-fill';
import { CvUpload } from '@/features/candidate-profile/components/cv-upload';
import { useT } from '@/features/candidate-profile/i18n';
import { errorToast, successToast } from '@/lib/toasts';
import { useFinishOnboarding } from '../api/finish-onboarding';
import { useProfile } from '../api/get-profile';
import { DesiredJobForm } from '../components/desired-job-form';
import { PersonalForm } from '../components/personal-form';
import { QuickProfileForm } from '../components/quick-profile-form';
import { StepIndicator } from '../components/step-indicator';
import { useUploadChanged } from '../components/uploads-section';
import { firstUnfinishedStep, WIZARD_STEPS } from '../wizard-steps';

/**
 * candidate/personal-create and candidate/profile-create (bare layout): personal details, a CV or
 * a quick profile, the desired job. Each step saves as it goes, so leaving and coming back resumes
 * at the first step whose data is missing.
 */
export function ProfileWizardPage() {
  const t = useT();
  const { data: profile, isLoading } = useProfile();
  if (isLoading) return <Loading />;
  if (!profile)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {t('wizard.loadError')}
      </p>
    );
  return <Wizard profile={profile} />;
}

function Wizard({ profile }: { profile: CandidateProfile }) {
  const t = useT();
  const navigate = useNavigate();
  const [step, setStep] = useState(() => firstUnfinishedStep(profile));
  const finish = useFinishOnboarding();
  const next = () => setStep((s) => Math.min(s + 1, WIZARD_STEPS.length - 1));

  const end = (action: 'complete' | 'skip') =>
    finish.mutate(action, {
      onSuccess: (reply) => {
        successToast(reply);
        // navigate() rejects only for another origin; a page that fails shows its error page.
        void navigate(action === 'complete' ? paths.candidate.profile.href() : paths.candidate.home.href());
      },
      onError: errorToast,
    });

  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-6">
        <p className="text-sm font-medium text-primary-800">
          {t('wizard.welcome', { name: profile.first_name })}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('wizard.title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('wizard.intro')}</p>
      </div>
      <StepIndicator current={step} />
      <section
        aria-labelledby="step-title"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="step-title" className="mb-4 text-lg font-semibold text-slate-900">
          {t('wizard.step', { step: step + 1, total: WIZARD_STEPS.length, title: t(current.title) })}
        </h2>
        {current.key === 'personal' ? (
          <PersonalForm profile={profile} onDone={next} saveLabel={t('wizard.saveContinue')} />
        ) : current.key === 'profile' ? (
          <CvOrQuickProfile profile={profile} onDone={next} />
        ) : (
          <DesiredJobForm
            profile={profile}
            onDone={() => end('complete')}
            saveLabel={t('wizard.saveFinish')}
          />
        )}
      </section>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        {step > 0 ? (
          <Button
            variant="ghost"
            onClick={() => setStep(step - 1)}
            icon={<ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />}
          >
            {t('wizard.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          variant="ghost"
          onClick={() => end('skip')}
          isPending={finish.isPending && finish.variables === 'skip'}
        >
          {t('wizard.skip')}
        </Button>
      </div>
    </div>
  );
}

function CvOrQuickProfile({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const t = useT();
  const [mode, setMode] = useState<'cv' | 'quick'>('cv');
  const changed = useUploadChanged();
  const choice = (value: 'cv' | 'quick', label: string) => (
    <Button
      variant={mode === value ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
    >
      {label}
    </Button>
  );
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-2">
        {choice('cv', t('wizard.uploadCv'))}
        {choice('quick', t('wizard.quick'))}
      </div>
      {mode === 'cv' ? (
        <>
          <CvUpload cv={profile.cv} onChange={changed} />
          <CvFill key={profile.cv?.uploaded_at ?? 'none'} />
          <div className="flex justify-end">
            <Button onClick={onDone} disabled={!profile.cv}>
              {t('wizard.continue')}
            </Button>
          </div>
        </>
      ) : (
        <QuickProfileForm profile={profile} onDone={onDone} />
      )}
    </div>
  );
}
