import type { Interview } from '@portal/contract/interviews';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { type Formatter, useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { usePageTitle } from '@/lib/page-title';
import { browserTimeZone, localDayKey } from '@/lib/zoned-time';
import { useInterviews } from '../api/interviews';
import { InterviewStatusBadge } from '../components/interviews/interview-badges';
import { useT } from '../i18n';

/** "10:00" in the browser's zone. */
const hour = (f: Formatter, iso: string) =>
  f.date(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Tuesday 2 December" of a local day key. */
function dayName(f: Formatter, key: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return f.date(new Date(y, m - 1, d), { weekday: 'long', day: 'numeric', month: 'long' });
}

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
  const _t = useT();
  const labels = useStatusLabels();
  const f = useFormat();
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        {/* A time range reads from start to end: without the isolate "14:16–15:01" showed as "15:01–14:16". */}
        <span dir="ltr" className="font-semibold text-slate-900">
          {hour(f, i.starts_at)}–{hour(f, i.ends_at)}
        </span>
        <InterviewStatusBadge interview={i} />
      </div>
      <p className="mt-1 text-sm font-medium text-slate-800">
        <bdi>{i.candidate.name}</bdi>
      </p>
      <p className="text-sm text-slate-600">
        <bdi>{i.job.title}</bdi>
      </p>
      <p className="text-xs text-slate-500">
        {labels.interviewKind(i.kind)}
        {i.office ? (
          <>
            {' '}
            · <bdi>{i.office.name}</bdi>
          </>
        ) : null}{' '}
        · <bdi>{i.interviewers.map((p) => p.name).join(', ')}</bdi>
      </p>
    </article>
  );
}

/** /management/interviews: the organisation's interviews by week, as an agenda or a week grid. */
export function InterviewsPage() {
  const t = useT();
  const f = useFormat();
  usePageTitle(t('agenda.title'));
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
  const range = `${dayName(f, days[0] ?? '')} – ${dayName(f, days[6] ?? '')}`;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title={t('agenda.title')}
        description={t('agenda.description', { zone: browserTimeZone() })}
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:w-[32rem]">
          <SelectField
            label={t('agenda.job')}
            placeholder={t('agenda.allJobs')}
            options={(data?.meta.jobs ?? []).map((j) => ({ value: String(j.id), label: j.title }))}
            value={jobId}
            onChange={(e) => setJobId(e.target.value)}
          />
          <SelectField
            label={t('agenda.interviewer')}
            placeholder={t('agenda.everyone')}
            options={(data?.meta.interviewers ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={interviewerId}
            onChange={(e) => setInterviewerId(e.target.value)}
          />
        </div>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t('agenda.view')}</legend>
          <Button
            size="sm"
            variant={view === 'agenda' ? 'primary' : 'secondary'}
            aria-pressed={view === 'agenda'}
            onClick={() => setView('agenda')}
          >
            {t('agenda.agenda')}
          </Button>
          <Button
            size="sm"
            variant={view === 'week' ? 'primary' : 'secondary'}
            aria-pressed={view === 'week'}
            onClick={() => setView('week')}
          >
            {t('agenda.week')}
          </Button>
        </fieldset>
      </div>
      <div className="mb-4 flex items-center justify-between gap-2">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOffset((o) => o - 1)}
          aria-label={t('agenda.prevWeek')}
          icon={<ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />}
        >
          <span className="hidden sm:inline">{t('agenda.prev')}</span>
        </Button>
        <h2 className="text-center text-sm font-semibold text-slate-800 sm:text-base">{range}</h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOffset((o) => o + 1)}
          aria-label={t('agenda.nextWeek')}
          icon={<ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />}
        >
          <span className="hidden sm:inline">{t('agenda.next')}</span>
        </Button>
      </div>
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <LoadFailed what={t('agenda.what')} />
      ) : view === 'agenda' ? (
        data.data.length === 0 ? (
          <EmptyState title={t('agenda.none')}>{t('agenda.noneText')}</EmptyState>
        ) : (
          <ol className="flex flex-col gap-6">
            {days
              .filter((d) => byDay.has(d))
              .map((d) => (
                <li key={d}>
                  <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
                    {dayName(f, d)}
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
              <h3 className="mb-2 text-xs font-semibold text-slate-600">{dayName(f, d)}</h3>
              <div className="flex flex-col gap-2">
                {byDay.get(d)?.map((i) => <InterviewCard key={i.id} i={i} />) ?? (
                  <p className="text-xs text-slate-400">{t('agenda.noneDay')}</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
