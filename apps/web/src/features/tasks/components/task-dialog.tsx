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
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useCreateTask, useTaskOptions, useUpdateTask } from '../api/tasks';

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
  const options = useTaskOptions();
  return (
    <Dialog
      open
      onClose={onClose}
      title={task ? 'Edit task' : 'Add task'}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      {options.isLoading ? (
        <Loading />
      ) : !options.data ? (
        <LoadFailed what="your team" />
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
        About: <span className="font-medium text-slate-900">{about.label}</span>
      </p>
      <TextField
        label="Title"
        maxLength={TASK_TITLE_MAX}
        required
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Due date"
          type="date"
          required
          error={errors.due_date?.message}
          {...register('due_date')}
        />
        <TextField
          label="Due time"
          type="time"
          required
          error={errors.due_time?.message}
          hint={options.time_zone}
          {...register('due_time')}
        />
      </div>
      <SelectField
        label="Assigned to"
        options={options.team.map((p) => ({
          value: String(p.id),
          label: p.id === options.me ? `${p.name} (me)` : p.name,
        }))}
        error={errors.assignee_id?.message}
        {...register('assignee_id')}
      />
      <TextareaField
        label="Notes"
        rows={4}
        maxLength={TASK_NOTES_MAX}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" isPending={busy}>
          {task ? 'Save task' : 'Add task'}
        </Button>
      </div>
    </form>
  );
}
