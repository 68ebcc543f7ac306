import { CUSTOM_ROLE_KINDS, customRoleInputSchema } from '@portal/contract/custom-roles';

import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/auth';
import { messagesByField, serverFieldErrors } from '@/lib/form-errors';
import { useStatusLabels } from '@/lib/labels';
import { errorToast } from '@/lib/toasts';
import { useModules, usePermissionMatrix } from '../api';
import { PermissionPicker } from '../components/permission-picker';
import { useT } from '../i18n';
import { useCreateRole } from '../roles-api';

const FIELDS = ['name', 'kind', 'description', 'permissions'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * admin-pannel/roles/create: a custom role on a built-in kind, with a subset of the permissions
 * the viewer holds (it may start from the kind's own).
 */
export function RoleCreatePage() {
  const t = useT();
  const labels = useStatusLabels();
  const modules = useModules();
  const matrix = usePermissionMatrix();
  const held = new Set(useProfile().data?.permissions ?? []);
  const create = useCreateRole();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [kind, setKind] = useState('');
  const [description, setDescription] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const chosenKind = CUSTOM_ROLE_KINDS.find((k) => k === kind);
  const kindGrants = matrix.data?.roles.find((r) => r.role === kind)?.permissions ?? [];
  const startFromKind = () => setPermissions(kindGrants.filter((p) => held.has(p)).sort());

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = customRoleInputSchema.safeParse({
      name,
      kind: kind || undefined,
      description,
      permissions,
    });
    if (!parsed.success) {
      setErrors(
        messagesByField(
          FIELDS,
          parsed.error.issues.map((i) => [i.path.join('.'), i.message]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      const res = await create.mutateAsync(parsed.data);
      // navigate() rejects only for another origin; a page that fails shows its error page.
      void navigate(paths.admin.role.href({ key: res.data.key }));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(messagesByField(FIELDS, Object.entries(fields)));
      else errorToast(error);
    }
  };

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <PageHeader title={t('roles.create')} description={t('create.description')} />
      {modules.isLoading ? (
        <Loading />
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('create.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name}
              maxLength={60}
            />
            <SelectField
              label={t('create.kind')}
              placeholder={t('create.kindPlaceholder')}
              value={kind}
              onChange={(e) => setKind(e.target.value)}
              error={errors.kind}
              options={CUSTOM_ROLE_KINDS.map((k) => ({ value: k, label: labels.role(k) }))}
            />
          </div>
          <TextareaField
            label={t('common.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={errors.description}
            rows={2}
            maxLength={300}
          />
          {chosenKind ? (
            <Button type="button" variant="ghost" size="sm" onClick={startFromKind}>
              {t('create.startFrom', { kind: labels.role(chosenKind) })}
            </Button>
          ) : null}
          <PermissionPicker
            modules={modules.data ?? []}
            value={permissions}
            onChange={setPermissions}
            held={held}
            error={errors.permissions}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => navigate(paths.admin.roles.href())}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" isPending={create.isPending}>
              {t('roles.create')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
