import type { ApplicantRow, EmployerStatus } from '@portal/contract/applications';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contract/candidate-enums';
import { KNOCKOUT_FILTERS } from '@portal/contract/screening';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { CardSkeletons } from '@/components/ui/skeleton';
import { type TabItem, Tabs } from '@/components/ui/tabs';
import { useStatusLabels } from '@/lib/labels';
import { isOneOf } from '@/lib/one-of';
import { errorToast } from '@/lib/toasts';
import { downloadApplicantsCsv } from '../../api/download-applicants';
import { type ApplicantsFilter, useApplicants } from '../../api/list-applicants';
import { useT } from '../../i18n';
import { EmailCandidatesLink } from '../email-candidates-link';
import { ApplicantList } from './applicant-list';
import { ApplicantPanel, type ApplicantPanelExtra } from './applicant-panel';
import { BulkMoveBar } from './bulk-move-bar';
import { MoveStatusDialog } from './move-status-dialog';

type Tab = 'all' | ApplicationStatus;

/** management/jobs/view/{id}: the job's applicants by status, bulk and single moves, the CSV export. */
/** `panelExtra`: what the page adds to an applicant's panel (the offer, from another feature). */
export function ApplicantsSection({
  jobId,
  panelExtra,
}: {
  jobId: string;
  panelExtra?: ApplicantPanelExtra;
}) {
  const t = useT();
  const labels = useStatusLabels();
  const [filter, setFilter] = useState<ApplicantsFilter>({ sort: 'newest', page: 1 });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<number | null>(null);
  const [rowMove, setRowMove] = useState<{ row: ApplicantRow; status: EmployerStatus } | null>(null);
  const [exporting, setExporting] = useState(false);
  const { data, isLoading, isError } = useApplicants(jobId, filter);
  const panelId = useId();
  const headingId = useId();

  const update = (next: Partial<ApplicantsFilter>) => {
    setSelected(new Set());
    setFilter((f) => ({ ...f, page: 1, ...next }));
  };
  const onSelect = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const s = new Set(prev);
      for (const id of ids) on ? s.add(id) : s.delete(id);
      return s;
    });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadApplicantsCsv(jobId);
    } catch (error) {
      errorToast(error);
    } finally {
      setExporting(false);
    }
  };

  const counts = data?.meta.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  /** Applicants in the chosen status tab: whom "E-mail ..." writes to (the name search aside). */
  const shown = filter.status ? counts?.[filter.status] : all;
  const tab = (value: Tab, label: string, n: number | undefined): TabItem<Tab> => ({
    value,
    name: n === undefined ? label : `${label} (${n})`,
    label: (
      <>
        {label}
        {n !== undefined ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs">{n}</span> : null}
      </>
    ),
  });
  const tabs = [
    tab('all', t('section.all'), all),
    ...APPLICATION_STATUSES.map((s) => tab(s, labels.application(s), counts?.[s])),
  ];

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {all !== undefined ? t('section.titleCount', { count: all }) : t('section.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {/* The mail's recipients are chosen by status only: not offered under a knock-out filter. */}
          {shown && !filter.knockout ? (
            <EmailCandidatesLink
              to={{
                kind: 'applicants',
                job_id: Number(jobId),
                statuses: filter.status ? [filter.status] : [],
              }}
            >
              {filter.status
                ? t('section.emailStatus', {
                    // English reads "E-mail the shortlisted (3)"; Arabic has no letter case.
                    status: labels.application(filter.status).toLowerCase(),
                    count: shown,
                  })
                : t('section.emailAll', { count: shown })}
            </EmailCandidatesLink>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            isPending={exporting}
            disabled={!all}
            icon={<FileSpreadsheet aria-hidden className="size-4" />}
            onClick={exportCsv}
          >
            {t('section.export')}
          </Button>
        </div>
      </div>
      <Tabs
        items={tabs}
        value={filter.status ?? 'all'}
        onChange={(v) => update({ status: v === 'all' ? undefined : v })}
        panelId={panelId}
        label={t('section.tabsLabel')}
      />
      <div id={panelId} role="tabpanel" className="mt-4 flex flex-col gap-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <SearchBox
            value={filter.q ?? ''}
            onSearch={(q) => update({ q })}
            label={t('section.searchLabel')}
            placeholder={t('section.searchPlaceholder')}
          />
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              {t('section.knockouts')}
              <select
                value={filter.knockout ?? ''}
                onChange={(e) =>
                  update({ knockout: isOneOf(KNOCKOUT_FILTERS, e.target.value) ? e.target.value : undefined })
                }
                className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              >
                <option value="">{t('section.knockoutAll')}</option>
                <option value="passed">{t('section.knockoutPassed')}</option>
                <option value="failed">{t('section.knockoutFailed')}</option>
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              {t('section.sort')}
              <select
                value={filter.sort}
                onChange={(e) => update({ sort: e.target.value === 'oldest' ? 'oldest' : 'newest' })}
                className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
              >
                <option value="newest">{t('section.newest')}</option>
                <option value="oldest">{t('section.oldest')}</option>
              </select>
            </label>
          </div>
        </div>
        {selected.size > 0 ? (
          <BulkMoveBar selected={[...selected]} onDone={() => setSelected(new Set())} />
        ) : null}
        {isLoading ? (
          <CardSkeletons count={3} />
        ) : isError || !data ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {t('section.error')}
          </p>
        ) : data.data.length === 0 ? (
          <EmptyState title={all ? t('section.noMatch') : t('section.none')}>
            {all ? t('section.noMatchText') : t('section.noneText')}
          </EmptyState>
        ) : (
          <>
            <ApplicantList
              applicants={data.data}
              selected={selected}
              onSelect={onSelect}
              onOpen={setOpen}
              onMove={(row, status) => setRowMove({ row, status })}
            />
            <ListPagination meta={data.meta} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
          </>
        )}
      </div>
      <ApplicantPanel applicationId={open} onClose={() => setOpen(null)} extra={panelExtra} />
      <MoveStatusDialog
        move={
          rowMove
            ? {
                ids: [rowMove.row.id],
                status: rowMove.status,
                who: `${rowMove.row.candidate.first_name} ${rowMove.row.candidate.last_name}`,
              }
            : null
        }
        onClose={() => setRowMove(null)}
      />
    </section>
  );
}
