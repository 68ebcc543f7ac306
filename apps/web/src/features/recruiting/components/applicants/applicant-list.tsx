import type { ApplicantRow, EmployerStatus } from '@portal/contract/applications';
import { ApplicationStatusBadge } from '@/components/application-status/application-status-badge';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { useT } from '../../i18n';
import { KnockoutBadge } from './knockout-badge';
import { EMPLOYER_STATUS_OPTIONS, isEmployerStatus } from './status-options';

type ApplicantListProps = {
  applicants: ApplicantRow[];
  selected: Set<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onOpen: (id: number) => void;
  onMove: (row: ApplicantRow, status: EmployerStatus) => void;
};

const fullName = (a: ApplicantRow) => `${a.candidate.first_name} ${a.candidate.last_name}`.trim();
const th = 'px-3 py-3 font-semibold';

function NameButton({ row, onOpen }: { row: ApplicantRow; onOpen: (id: number) => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => onOpen(row.id)}
      className="text-start font-semibold text-slate-900 hover:text-primary-800 hover:underline"
    >
      {/* A person's name is kept as written in every language. */}
      <span translate="no">{fullName(row)}</span>
      {row.first_viewed_at ? null : (
        <span className="ms-2 rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-900">
          {t('list.new')}
        </span>
      )}
    </button>
  );
}

function Summary({ row }: { row: ApplicantRow }) {
  const t = useT();
  const c = row.candidate;
  const bits = [
    c.current_title ?? c.headline,
    c.total_experience_years != null ? t('list.years', { count: c.total_experience_years }) : null,
    c.location,
  ].filter(Boolean);
  return (
    <>
      {bits.length ? (
        <p className="text-sm text-slate-600">
          {/* Each fact isolated, so an English title beside Arabic words keeps its order. */}
          {bits.map((bit, i) => (
            <span key={bit}>
              {i > 0 ? ' · ' : null}
              <bdi>{bit}</bdi>
            </span>
          ))}
        </p>
      ) : null}
      {row.knockout_passed !== null ? (
        <p className="mt-1">
          <KnockoutBadge passed={row.knockout_passed} />
        </p>
      ) : null}
    </>
  );
}

/** A status select per applicant; withdrawn applications are the candidate's decision and stay as they are. */
function RowStatus({ row, onMove }: { row: ApplicantRow; onMove: ApplicantListProps['onMove'] }) {
  const t = useT();
  const labels = useStatusLabels();
  if (row.status === 'withdrawn') return <ApplicationStatusBadge status={row.status} />;
  return (
    <select
      aria-label={t('list.statusOf', { name: fullName(row) })}
      value={row.status}
      onChange={(e) => isEmployerStatus(e.target.value) && onMove(row, e.target.value)}
      className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
    >
      {row.status === 'applied' ? <option value="applied">{labels.application('applied')}</option> : null}
      {EMPLOYER_STATUS_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {labels.application(o.value)}
        </option>
      ))}
    </select>
  );
}

/** Cards under 768 px, a table above; a checkbox per applicant for the bulk move. */
export function ApplicantList({ applicants, selected, onSelect, onOpen, onMove }: ApplicantListProps) {
  const t = useT();
  const f = useFormat();
  const ids = applicants.map((a) => a.id);
  const allOn = ids.length > 0 && ids.every((id) => selected.has(id));
  const check = (row: ApplicantRow) => (
    <input
      type="checkbox"
      aria-label={t('list.select', { name: fullName(row) })}
      checked={selected.has(row.id)}
      onChange={(e) => onSelect([row.id], e.target.checked)}
      className="size-4 accent-primary-700"
    />
  );
  const selectAll = (
    <input
      type="checkbox"
      aria-label={t('list.selectAllPage')}
      checked={allOn}
      onChange={(e) => onSelect(ids, e.target.checked)}
      className="size-4 accent-primary-700"
    />
  );

  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden">
        <li className="flex items-center gap-2 px-1 text-sm text-slate-700">
          {selectAll} {t('list.selectAll')}
        </li>
        {applicants.map((row) => (
          <li key={row.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <div className="pt-1">{check(row)}</div>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <NameButton row={row} onOpen={onOpen} />
              <Summary row={row} />
              <p className="text-xs text-slate-600">
                {t('list.appliedOn', { date: f.date(row.applied_at) })}
              </p>
              <RowStatus row={row} onMove={onMove} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 md:block">
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th className={`${th} w-10`}>{selectAll}</th>
              <th className={th}>{t('list.col.applicant')}</th>
              <th className={th}>{t('list.col.applied')}</th>
              <th className={th}>{t('list.col.status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {applicants.map((row) => (
              <tr key={row.id}>
                <td className="px-3 py-3 align-top">{check(row)}</td>
                <td className="px-3 py-3">
                  <NameButton row={row} onOpen={onOpen} />
                  <Summary row={row} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">{f.date(row.applied_at)}</td>
                <td className="px-3 py-3">
                  <RowStatus row={row} onMove={onMove} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
