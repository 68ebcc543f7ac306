import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateTask,
  type CreateTaskInput,
  createTaskSchema,
  dayInZone,
  TASK_NOTES_MAX,
  TASK_TITLE_MAX,
  type Task,
  type TaskOptions,
  type TaskSubject,
} from '@portal/contract/tasks';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/loading';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useCreateTask, useTaskOptions, useUpdateTask } from '../api/tasks';
import { useT } from '../i18n';

export type TaskSubjectRef = { type: TaskSubject; id: number; label: string };

type Props = {
  /** The task to edit, or null for a new one on `subject` (the organisation when none). */
  task: Task | null;
  subject?: TaskSubjectRef;
  defaultTitle?: string;
  onClose: () => void;
};

const FIELDS = ['title', 'due_date', 'due_time', 'assignee_id', 'notes'] as const;

/** Add or edit a task: checked with the contract's schema, the server's field errors under their fields. */
export function TaskDialog({ task, subject, defaultTitle, onClose }: Props) {
  const t = useT();
  const options = useTaskOptions();
  return (
    <Dialog
      open
      onClose={onClose}
      title={task ? t('edit') : t('add')}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      {options.isLoading ? (
        <Loading />
      ) : !options.data ? (
        <p role="alert" className="py-8 text-center text-slate-700">
          {t('dialog.failed')}
        </p>
      ) : (
        <TaskForm
          task={task}
          subject={subject}
          defaultTitle={defaultTitle}
          options={options.data}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function TaskForm({ task, subject, defaultTitle, options, onClose }: Props & { options: TaskOptions }) {
  const t = useT();
  const create = useCreateTask();
  const update = useUpdateTask({ toastError: false });
  const about: TaskSubjectRef = task
    ? task.subject
    : (subject ?? { type: 'organisation', id: options.organisation.id, label: options.organisation.name });
  const { register, handleSubmit, setError, formState } = useForm<CreateTaskInput, unknown, CreateTask>({
    resolver: zodResolver(createTaskSchema),
    defaultValues: {
      title: task?.title ?? defaultTitle ?? '',
      due_date: task?.due_date ?? dayInZone(options.time_zone, 1),
      due_time: task?.due_time ?? '09:00',
      assignee_id: String(task?.assignee?.id ?? options.me),
      notes: task?.notes ?? '',
      subject_type: about.type,
      subject_id: about.id,
    },
  });
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ subject_type: _type, subject_id: _id, ...fields }) => {
    try {
      if (task) await update.mutateAsync({ id: task.id, body: fields });
      else await create.mutateAsync({ ...fields, subject_type: about.type, subject_id: about.id });
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) errorToast(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {t('dialog.about')} <span className="font-medium text-slate-900">{about.label}</span>
      </p>
      <TextField
        label={t('dialog.title')}
        maxLength={TASK_TITLE_MAX}
        required
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('dialog.dueDate')}
          type="date"
          required
          error={errors.due_date?.message}
          {...register('due_date')}
        />
        <TextField
          label={t('dialog.dueTime')}
          type="time"
          required
          error={errors.due_time?.message}
          hint={options.time_zone}
          {...register('due_time')}
        />
      </div>
      <SelectField
        label={t('dialog.assignee')}
        options={options.team.map((p) => ({
          value: String(p.id),
          label: p.id === options.me ? t('dialog.me', { name: p.name }) : p.name,
        }))}
        error={errors.assignee_id?.message}
        {...register('assignee_id')}
      />
      <TextareaField
        label={t('dialog.notes')}
        rows={4}
        maxLength={TASK_NOTES_MAX}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" isPending={busy}>
          {task ? t('dialog.save') : t('add')}
        </Button>
      </div>
    </form>
  );
}
