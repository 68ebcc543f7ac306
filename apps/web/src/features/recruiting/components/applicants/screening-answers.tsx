import type { ScreeningAnswer } from '@portal/contract/screening';
import { useApplicantScreening } from '../../api/get-applicant-screening';
import { useT } from '../../i18n';
import { KnockoutBadge } from './knockout-badge';

type T = ReturnType<typeof useT>;

const answerText = (t: T, a: ScreeningAnswer['answer']) => {
  if (a === null) return t('screening.notAnswered');
  if (typeof a === 'boolean') return a ? t('screening.yes') : t('screening.no');
  if (Array.isArray(a)) return a.length ? a.join(', ') : t('screening.none');
  return String(a);
};

/** The knock-out rule in words: "Must be yes", "At least 2", "Must be one of: Day, Night". */
const ruleText = (t: T, q: ScreeningAnswer['question']) => {
  const k = q.knockout;
  if (!k) return null;
  const value = k.value ?? '';
  const options = k.options.join(', ');
  switch (k.rule) {
    case 'must_be_yes':
      return t('screening.rule.must_be_yes');
    case 'must_be_no':
      return t('screening.rule.must_be_no');
    case 'at_least':
      return t('screening.rule.at_least', { value });
    case 'at_most':
      return t('screening.rule.at_most', { value });
    case 'one_of':
      return t('screening.rule.one_of', { options });
    case 'includes':
      return t('screening.rule.includes', { options });
  }
};

/**
 * The applicant's answers to the job's screening questions, as asked when they applied, each
 * knock-out marked passed or failed. Nothing at all when the job asked no questions.
 */
export function ScreeningAnswers({ applicationId }: { applicationId: number }) {
  const t = useT();
  const { data, isLoading, isError } = useApplicantScreening(applicationId);
  if (isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('screening.loading')}
      </p>
    );
  if (isError || !data)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {t('screening.error')}
      </p>
    );
  if (data.answers.length === 0) return null;
  return (
    <section
      aria-labelledby={`screening-${applicationId}`}
      className="rounded-xl border border-slate-200 p-4"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 id={`screening-${applicationId}`} className="text-sm font-semibold text-slate-900">
          {t('screening.title')}
        </h3>
        <KnockoutBadge passed={data.knockout_passed} />
        {data.auto_declined ? (
          <span className="text-xs text-slate-600">{t('screening.autoDeclined')}</span>
        ) : null}
      </div>
      <dl className="flex flex-col divide-y divide-slate-100">
        {data.answers.map(({ question: q, answer, passed }) => (
          <div
            key={q.id}
            className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
          >
            <div className="min-w-0">
              <dt className="text-sm text-slate-700">{q.text}</dt>
              {q.knockout ? (
                <p className="text-xs text-slate-500">{t('screening.knockout', { rule: ruleText(t, q) })}</p>
              ) : null}
            </div>
            <dd className="flex shrink-0 flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              {answerText(t, answer)}
              <KnockoutBadge passed={passed} short />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
