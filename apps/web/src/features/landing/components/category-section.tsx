import type { MasterName } from '@portal/contract/master-data';
import { ArrowRight, Briefcase, MapPin, Route } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMasterList } from '@/lib/master-data';
import { useT } from '../i18n';
import { searchHref } from '../search-href';

type Group = {
  list: MasterName;
  /** The job-category page this list feeds. */
  filter: 'designation' | 'functional_area' | 'state';
  /** The search filter it sets (states are searched as locations). */
  param: 'designation' | 'functional_area' | 'location';
  title: 'categories.designation' | 'categories.functionalArea' | 'categories.state';
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
};

const GROUPS: Group[] = [
  {
    list: 'designations',
    filter: 'designation',
    param: 'designation',
    title: 'categories.designation',
    icon: Briefcase,
  },
  {
    list: 'functional_areas',
    filter: 'functional_area',
    param: 'functional_area',
    title: 'categories.functionalArea',
    icon: Route,
  },
  { list: 'states', filter: 'state', param: 'location', title: 'categories.state', icon: MapPin },
];
const SHOWN = 10;

function CategoryCard({ group }: { group: Group }) {
  const { data, isLoading, isError } = useMasterList(group.list);
  const Icon = group.icon;
  const t = useT();
  const title = t(group.title);
  if (isError || (data && data.length === 0)) return null;
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-primary-50 text-primary-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      </div>
      {isLoading ? (
        <p className="mt-5 text-sm text-slate-600">{t('categories.loading')}</p>
      ) : (
        <ul className="mt-5 flex flex-wrap gap-2">
          {data?.slice(0, SHOWN).map((item) => (
            <li key={item.id}>
              <Link
                to={searchHref({ [group.param]: String(item.id) })}
                className="inline-block rounded-full border border-slate-200 px-3 py-1.5 text-sm text-slate-700 hover:border-primary-700 hover:text-primary-800"
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.unauth.jobCategory.href({ category: group.filter })}
        className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-primary-800 hover:underline"
      >
        {t.rich('categories.viewAll', {
          group: title.toLowerCase(),
          hidden: (chunks) => (
            <span key="hidden" className="sr-only">
              {chunks}
            </span>
          ),
        })}
        <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
      </Link>
    </div>
  );
}

export function CategorySection() {
  const t = useT();
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2
        id="categories-title"
        className="text-2xl font-bold tracking-tight rtl:tracking-normal text-slate-900 sm:text-3xl"
      >
        {t('categories.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">{t('categories.intro')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {GROUPS.map((group) => (
          <CategoryCard key={group.list} group={group} />
        ))}
      </div>
    </section>
  );
}
