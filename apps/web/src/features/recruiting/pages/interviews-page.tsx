import { INTERVIEW_KIND_LABELS, type Interview } from '@portal/contract/interviews';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { usePageTitle } from '@/lib/page-title';
import { browserTimeZone, formatDayKey, formatLocalHour, localDayKey } from '@/lib/zoned-time';
import { useInterviews } from '../api/interviews';
import { InterviewStatusBadge } from '../components/interviews/interview-badges';

type View = 'agenda' | 'week';

/** Monday 00:00 (browser time) of the week `offset` weeks from this one. */
function weekStart(offset: number): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + offset * 7);
  return d;
}
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

function InterviewCard({ i }: { i: Interview }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">
          {formatLocalHour(i.starts_at)}–{formatLocalHour(i.ends_at)}
        </span>
        <InterviewStatusBadge interview={i} />
      </div>
      <p className="mt-1 text-sm font-medium text-slate-800">{i.candidate.name}</p>
      <p className="text-sm text-slate-600">{i.job.title}</p>
      <p className="text-xs text-slate-500">
        {INTERVIEW_KIND_LABELS[i.kind]}
        {i.office ? ` · ${i.office.name}` : ''} · {i.interviewers.map((p) => p.name).join(', ')}
      </p>
    </article>
  );
}

/** /management/interviews: the organisation's interviews by week, as an agenda or a week grid. */
export function InterviewsPage() {
  usePageTitle('Interviews');
  const [view, setView] = useState<View>('agenda');
  const [offset, setOffset] = useState(0);
  const [jobId, setJobId] = useState('');
  const [interviewerId, setInterviewerId] = useState('');
  const from = weekStart(offset);
  const to = addDays(from, 7);
  const { data, isLoading, isError } = useInterviews({
    from: from.toISOString(),
    to: to.toISOString(),
    job_id: jobId ? Number(jobId) : undefined,
    interviewer_id: interviewerId ? Number(interviewerId) : undefined,
    include_cancelled: true,
    page_size: 100,
  });
  const days = useMemo(() => Array.from({ length: 7 }, (_, n) => localDayKey(addDays(from, n))), [from]);
  const byDay = useMemo(() => {
    const map = new Map<string, Interview[]>();
    for (const i of data?.data ?? []) {
      const key = localDayKey(new Date(i.starts_at));
      map.set(key, [...(map.get(key) ?? []), i]);
    }
    return map;
  }, [data]);
  const range = `${formatDayKey(days[0] ?? '')} – ${formatDayKey(days[6] ?? '')}`;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Interviews"
        description={`Times are shown in your time zone, ${browserTimeZone()}.`}
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:w-[32rem]">
          <SelectField
            label="Job"
            placeholder="All jobs"
            options={(data?.meta.jobs ?? []).map((j) => ({ value: String(j.id), label: j.title }))}
            value={jobId}
            onChange={(e) => setJobId(e.target.value)}
          />
          <SelectField
            label="Interviewer"
            placeholder="Everyone"
            options={(data?.meta.interviewers ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={interviewerId}
            onChange={(e) => setInterviewerId(e.target.value)}
          />
        </div>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">View</legend>
          <Button
            size="sm"
            variant={view === 'agenda' ? 'primary' : 'secondary'}
            aria-pressed={view === 'agenda'}
            onClick={() => setView('agenda')}
          >
            Agenda
          </Button>
          <Button
            size="sm"
            variant={view === 'week' ? 'primary' : 'secondary'}
            aria-pressed={view === 'week'}
            onClick={() => setView('week')}
          >
            Week
          </Button>
        </fieldset>
      </div>
      <div className="mb-4 flex items-center justify-between gap-2">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOffset((o) => o - 1)}
          aria-label="Previous week"
          icon={<ChevronLeft aria-hidden className="size-4" />}
        >
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <h2 className="text-center text-sm font-semibold text-slate-800 sm:text-base">{range}</h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOffset((o) => o + 1)}
          aria-label="Next week"
          icon={<ChevronRight aria-hidden className="size-4" />}
        >
          <span className="hidden sm:inline">Next</span>
        </Button>
      </div>
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <LoadFailed what="interviews" />
      ) : view === 'agenda' ? (
        data.data.length === 0 ? (
          <EmptyState title="No interviews this week">
            Schedule one from an applicant of a job: open the applicant and choose “Schedule interview”.
          </EmptyState>
        ) : (
          <ol className="flex flex-col gap-6">
            {days
              .filter((d) => byDay.has(d))
              .map((d) => (
                <li key={d}>
                  <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
                    {formatDayKey(d)}
                  </h3>
                  <div className="flex flex-col gap-2">
                    {byDay.get(d)?.map((i) => (
                      <InterviewCard key={i.id} i={i} />
                    ))}
                  </div>
                </li>
              ))}
          </ol>
        )
      ) : (
        <ol className="grid grid-cols-1 gap-3 lg:grid-cols-7">
          {days.map((d) => (
            <li key={d} className="min-w-0 rounded-lg bg-slate-50 p-2">
              <h3 className="mb-2 text-xs font-semibold text-slate-600">{formatDayKey(d)}</h3>
              <div className="flex flex-col gap-2">
                {byDay.get(d)?.map((i) => <InterviewCard key={i.id} i={i} />) ?? (
                  <p className="text-xs text-slate-400">No interviews</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
