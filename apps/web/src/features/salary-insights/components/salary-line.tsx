import { salaryHref } from '@portal/contract/salary-paths';
import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { useSalarySummary } from '../api';
import { useSalaryFormat } from '../format';

/**
 * "Warehouse Manager in Dubai: usually AED 12,000–18,000 a month", linking to its salary page: under
 * a job's salary, and on a search filtered by a designation. Nothing while loading or without figures.
 */
export function SalaryLine({
  designation,
  place,
  className = '',
}: {
  designation: string | undefined;
  place?: string;
  className?: string;
}) {
  const { t, aedRange, subject } = useSalaryFormat();
  const { data } = useSalarySummary(designation, place);
  if (!data) return null;
  return (
    <p className={`flex items-start gap-2 text-sm ${className}`}>
      <TrendingUp aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-800" />
      <Link
        to={salaryHref(data.designation.slug, data.place?.slug)}
        className="font-medium text-primary-800 underline-offset-2 hover:underline"
        data-testid="salary-line"
      >
        {t('line.usually', {
          subject: subject(data.designation, data.place),
          range: aedRange(data.q1, data.q3),
        })}
      </Link>
    </p>
  );
}
