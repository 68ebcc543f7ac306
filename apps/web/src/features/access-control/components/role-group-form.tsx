import type { ModuleInfo } from '@portal/contract/access-control';
import { type RoleGroup, type RoleSummary, roleGroupInputSchema } from '@portal/contract/custom-roles';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { messagesByField, serverFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useT } from '../i18n';
import { useSaveRoleGroup } from '../roles-api';
import { PermissionPicker } from './permission-picker';

const FIELDS = ['name', 'description', 'permissions', 'roles'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

type Props = {
  group: RoleGroup | null;
  modules: ModuleInfo[];
  roles: RoleSummary[];
  held: ReadonlySet<string>;
  onDone: () => void;
};

/** Creates or edits a role group: its name, its permissions and the roles it is granted to. */
export function RoleGroupForm({ group, modules, roles, held, onDone }: Props) {
  const t = useT();
  const save = useSaveRoleGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [permissions, setPermissions] = useState<string[]>(group?.permissions ?? []);
  const [chosenRoles, setChosenRoles] = useState<string[]>(group?.roles.map((r) => r.key) ?? []);
  const [errors, setErrors] = useState<Errors>({});

  const toggleRole = (key: string) =>
    setChosenRoles((now) => (now.includes(key) ? now.filter((k) => k !== key) : [...now, key]));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = roleGroupInputSchema.safeParse({ name, description, permissions, roles: chosenRoles });
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
      await save.mutateAsync({ id: group?.id, body: parsed.data });
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(messagesByField(FIELDS, Object.entries(fields)));
      else errorToast(error);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <TextField
        label={t('group.name')}
        value={name}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <TextareaField
        label={t('common.description')}
        rows={2}
        maxLength={300}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('group.grantedTo')}</legend>
        {errors.roles ? <p className="text-sm text-red-700">{errors.roles}</p> : null}
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {roles
            .filter((r) => r.kind !== 'candidate')
            .map((r) => (
              <li key={r.key}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={chosenRoles.includes(r.key)}
                    disabled={!r.editable}
                    onChange={() => toggleRole(r.key)}
                    className="size-4 accent-primary-700"
                  />
                  {r.editable ? r.name : t('group.yourRole', { name: r.name })}
                </label>
              </li>
            ))}
        </ul>
      </fieldset>
      <PermissionPicker
        modules={modules}
        value={permissions}
        onChange={setPermissions}
        held={held}
        error={errors.permissions}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {group ? t('group.save') : t('group.create')}
        </Button>
      </div>
    </form>
  );
}
