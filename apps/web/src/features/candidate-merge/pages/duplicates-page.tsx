import type { DuplicatePair } from '@portal/contract/candidate-merge';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { useDuplicatePairs } from '../api/merge';
import { MergeDialog } from '../components/merge-dialog';
import { PairCard } from '../components/pair-card';
import { useT } from '../i18n';

/** /admin-pannel/candidates/duplicates: candidate records that look like one person, and their merge. */
export function DuplicatesPage() {
  const t = useT();
  const pairs = useDuplicatePairs();
  const [open, setOpen] = useState<DuplicatePair | null>(null);
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('page.title')} description={t('page.text')} />
      {pairs.isLoading ? (
        <Loading />
      ) : pairs.isError || !pairs.data ? (
        <LoadFailed what={t('page.what')} />
      ) : pairs.data.length === 0 ? (
        <EmptyState title={t('page.none')}>{t('page.noneText')}</EmptyState>
      ) : (
        <ul aria-label={t('page.list')} className="space-y-3">
          {pairs.data.map((pair) => (
            <PairCard key={`${pair.a.id}-${pair.b.id}`} pair={pair} onMerge={() => setOpen(pair)} />
          ))}
        </ul>
      )}
      <MergeDialog pair={open} onClose={() => setOpen(null)} />
    </section>
  );
}
