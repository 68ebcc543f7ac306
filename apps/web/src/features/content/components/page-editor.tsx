import { zodResolver } from '@hookform/resolvers/zod';
import type { PageManage } from '@portal/contract/pages';
import { useForm } from 'react-hook-form';
import { Button, ButtonLink } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { type ContentSlug, paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useUrlState } from '@/lib/use-url-state';
import { useUpdatePage } from '../api/update-page';
import { useT } from '../i18n';
import {
  PAGE_FORM_FIELDS,
  type PageFormValues,
  pageFormSchema,
  toContent,
  toFormValues,
  toUpdate,
} from '../page-form';
import { PageFields } from './page-fields';
import { PageHistory } from './page-history';
import { PageView } from './page-view';

const TABS = [
  { value: 'edit', label: 'editor.tab.edit' },
  { value: 'preview', label: 'editor.tab.preview' },
  { value: 'history', label: 'editor.tab.history' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const PANEL = 'page-editor-panel';

/** Edit, preview and history of one page; the form stays mounted so switching tabs keeps the edits. */
export function PageEditor({ page }: { page: PageManage }) {
  const slug = page.slug as ContentSlug;
  const hasPlans = page.plans !== null;
  const [{ tab: raw }, setUrl] = useUrlState({ tab: 'edit' });
  const tab: Tab = TABS.some((t) => t.value === raw) ? (raw as Tab) : 'edit';
  const save = useUpdatePage(slug);
  const t = useT();
  const tabs = TABS.map((item) => ({ value: item.value, label: t(item.label) }));
  const form = useForm<PageFormValues>({
    resolver: zodResolver(pageFormSchema),
    defaultValues: toFormValues(page),
  });
  const { handleSubmit, setError, formState, reset, watch } = form;
  const unsaved = useUnsavedChanges(formState.isDirty);

  const submit = handleSubmit(
    async (values) => {
      try {
        await save.mutateAsync(toUpdate(values, hasPlans));
        reset(values);
      } catch (error) {
        if (!applyServerFieldErrors(error, setError, PAGE_FORM_FIELDS)) errorToast(error);
      }
    },
    // A mistake on a hidden tab would go unseen: show the form.
    () => setUrl({ tab: 'edit' }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4">
      <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <Tabs
            items={tabs}
            value={tab}
            onChange={(v) => setUrl({ tab: v })}
            panelId={PANEL}
            label={t('editor.label')}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.admin.pages.href()} variant="ghost">
            {t('editor.back')}
          </ButtonLink>
          <Button type="submit" isPending={formState.isSubmitting} disabled={!formState.isDirty}>
            {t('editor.save')}
          </Button>
        </div>
      </div>
      <div
        id={PANEL}
        role="tabpanel"
        aria-label={tabs.find((item) => item.value === tab)?.label}
        className="min-w-0"
      >
        <div hidden={tab !== 'edit'} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <PageFields form={form} hasPlans={hasPlans} />
        </div>
        {tab === 'preview' ? (
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
            <p className="border-b border-slate-200 bg-white px-4 py-2 text-sm text-slate-700">
              {formState.isDirty ? t('editor.preview') : t('editor.previewClean')}
            </p>
            <PageView slug={slug} page={toContent(watch(), hasPlans)} headingLevel={2} />
          </div>
        ) : null}
        {tab === 'history' ? <PageHistory slug={slug} dirty={formState.isDirty} /> : null}
      </div>
      {unsaved.prompt}
    </form>
  );
}
