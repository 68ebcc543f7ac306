import { KNOCKOUT_RULE_LABELS, type ScreeningAnswer } from '@portal/contract/screening';
import { useApplicantScreening } from '../../api/get-applicant-screening';
import { KnockoutBadge } from './knockout-badge';

const answerText = (a: ScreeningAnswer['answer']) => {
  if (a === null) return 'Not answered';
  if (typeof a === 'boolean') return a ? 'Yes' : 'No';
  if (Array.isArray(a)) return a.length ? a.join(', ') : 'None';
  return String(a);
};

/** The knock-out rule in words: "Must be yes", "At least 2", "Must be one of: Day, Night". */
const ruleText = (q: ScreeningAnswer['question']) => {
  const k = q.knockout;
  if (!k) return null;
  const label = KNOCKOUT_RULE_LABELS[k.rule];
  if (k.value !== null) return `${label} ${k.value}`;
  return k.options.length ? `${label}: ${k.options.join(', ')}` : label;
};

/**
 * The applicant's answers to the job's screening questions, as asked when they applied, each
 * knock-out marked passed or failed. Nothing at all when the job asked no questions.
 */
export function ScreeningAnswers({ applicationId }: { applicationId: number }) {
  const { data, isLoading, isError } = useApplicantScreening(applicationId);
  if (isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading screening answers...
      </p>
    );
  if (isError || !data)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        The screening answers could not be loaded.
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
          Screening questions
        </h3>
        <KnockoutBadge passed={data.knockout_passed} />
        {data.auto_declined ? <span className="text-xs text-slate-600">Declined automatically</span> : null}
      </div>
      <dl className="flex flex-col divide-y divide-slate-100">
        {data.answers.map(({ question: q, answer, passed }) => (
          <div
            key={q.id}
            className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
          >
            <div className="min-w-0">
              <dt className="text-sm text-slate-700">{q.text}</dt>
              {q.knockout ? <p className="text-xs text-slate-500">Knock-out: {ruleText(q)}</p> : null}
            </div>
            <dd className="flex shrink-0 flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              {answerText(answer)}
              <KnockoutBadge passed={passed} label="" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
