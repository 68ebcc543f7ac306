import { zodResolver } from '@hookform/resolvers/zod';
import { type UserDetail, userDetailUpdateSchema } from '@portal/contract/company-profile';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Loading } from '@/components/ui/loading';
import { Ltr } from '@/components/ui/ltr';
import { EditableSection, Facts } from '@/components/ui/section-card';
import { TextField } from '@/components/ui/text-field';
import { useT } from '../i18n';
import { useSaveUserDetail, useUserDetail } from './api';
import { FormButtons } from './form-buttons';
import { saveForm, textOrNull } from './form-save';

type Input = z.input<typeof userDetailUpdateSchema>;
type Output = z.output<typeof userDetailUpdateSchema>;
const FIELDS = ['first_name', 'last_name', 'phone'] as const;

function UserDetailForm({ me, close }: { me: UserDetail; close: () => void }) {
  const t = useT();
  const save = useSaveUserDetail();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(userDetailUpdateSchema),
    defaultValues: { first_name: me.first_name, last_name: me.last_name, phone: me.phone ?? '' },
  });
  const e = form.formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    if (await saveForm(() => save.mutateAsync(body), form.setError, FIELDS)) close();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('me.firstName')}
        autoComplete="given-name"
        error={e.first_name?.message}
        {...form.register('first_name')}
      />
      <TextField
        label={t('me.lastName')}
        autoComplete="family-name"
        error={e.last_name?.message}
        {...form.register('last_name')}
      />
      <TextField
        label={t('phone')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        error={e.phone?.message}
        {...form.register('phone', { setValueAs: textOrNull })}
      />
      <FormButtons isPending={save.isPending} onCancel={close} />
    </form>
  );
}

/** employers/user-detail: the signed-in user's own name and phone. */
export function UserDetailSection() {
  const t = useT();
  const me = useUserDetail();
  if (!me.data) return me.isLoading ? <Loading /> : null;
  const data = me.data;
  return (
    <EditableSection
      anchor="my-details"
      title={t('me.title')}
      view={
        <Facts
          items={[
            [t('name'), `${data.first_name} ${data.last_name}`.trim()],
            [t('email'), <Ltr key="e">{data.email}</Ltr>],
            [t('phone'), data.phone ? <Ltr key="p">{data.phone}</Ltr> : null],
          ]}
        />
      }
      form={(close) => <UserDetailForm me={data} close={close} />}
    />
  );
}
