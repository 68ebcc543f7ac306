import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';
import { TaskDialog, type TaskSubjectRef } from './task-dialog';

/** "Add task" on a candidate's, an application's or a job's page: the dialog, attached to it. */
export function AddTaskButton({ subject, size = 'sm' }: { subject: TaskSubjectRef; size?: 'sm' | 'md' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setOpen(true)}>
        {t('add')}
      </Button>
      {open ? <TaskDialog task={null} subject={subject} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
