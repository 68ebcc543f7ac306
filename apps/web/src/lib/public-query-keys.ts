import type { JobCategory } from '@portal/contract/jobs';
import type { MasterName } from '@portal/contract/master-data';

type Id = number | string;
/** A list's filters; the whole object is part of the key, so each filter set is cached apart. */
type Params = Readonly<Record<string, unknown>>;

const PUBLIC = 'public';

/**
 * The query keys the shell and the public pages (landing, search, job) read on their first load, in
 * a module of their own: those modules import these, so the first download does not carry every
 * feature's keys. query-keys.ts gathers them with the rest as `queryKeys`, which every other module
 * uses; the rules written there hold here.
 */
export const publicQueryKeys = {
  public: {
    isPublic: (key: readonly unknown[]) => key[0] === PUBLIC,
    settings: () => [PUBLIC, 'settings'] as const,
    masterList: (name: MasterName) => [PUBLIC, 'master', name] as const,
    /** Items of a list by id, deactivated ones included (a record's own value). */
    masterItems: (name: MasterName, id: number | null) => [PUBLIC, 'master', name, 'ids', id] as const,
    exchangeRates: () => [PUBLIC, 'exchange-rates'] as const,
    /** The content pages' text (about, legal, services, pricing), one key per page. */
    pages: () => [PUBLIC, 'page'] as const,
    page: (slug: string) => [PUBLIC, 'page', slug] as const,
  },
  /** The signed-in user (`GET /user/me`): role, name, photo for the header. */
  session: {
    me: () => ['me'] as const,
    /** Two-step sign-in: on or off, required, recovery codes left. */
    mfa: () => ['mfa'] as const,
  },
  /** What anyone may read about published jobs: search, job pages, latest, similar, category counts. */
  publicJobs: {
    all: () => ['jobs'] as const,
    latest: () => ['jobs', 'latest'] as const,
    search: (query: Params) => ['jobs', 'search', query] as const,
    view: (id: Id) => ['jobs', 'view', String(id)] as const,
    similar: (id: Id) => ['jobs', 'similar', String(id)] as const,
    categoryCounts: (category: JobCategory) => ['jobs', 'categories', category] as const,
  },
  /** Salary insights (issue 30): the index, a page's figures, a job page's line. */
  salaries: {
    all: () => ['salaries'] as const,
    index: () => ['salaries', 'index'] as const,
    page: (designation: string, place: string | undefined) =>
      ['salaries', 'page', designation, place ?? ''] as const,
    summary: (designation: string, place: string | undefined) =>
      ['salaries', 'summary', designation, place ?? ''] as const,
  },
  /** Logistics news: the public list and articles, and staff's lists and drafts (one prefix). */
  news: {
    all: () => ['news'] as const,
    list: (params: Params) => ['news', 'list', params] as const,
    article: (slug: string) => ['news', 'article', slug] as const,
    manage: (params: Params) => ['news', 'manage', params] as const,
    detail: (id: Id) => ['news', 'detail', String(id)] as const,
  },
  /** The candidate's applications: the job page, result cards and the applied page read them. */
  applications: {
    all: () => ['applications'] as const,
    forJobs: (jobIds: readonly number[]) => ['applications', 'for-jobs', jobIds] as const,
    list: (filter: Params) => ['applications', 'list', filter] as const,
    counts: () => ['applications', 'counts'] as const,
  },
  savedJobs: {
    all: () => ['saved-jobs'] as const,
    forJobs: (jobIds: readonly number[]) => ['saved-jobs', 'for-jobs', jobIds] as const,
    list: (page: number) => ['saved-jobs', 'list', page] as const,
  },
};
