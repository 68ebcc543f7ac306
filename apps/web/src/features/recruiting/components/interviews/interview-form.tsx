import { INTERVIEW_KINDS, type Interview, type InterviewKind } from '@portal/contract/interviews';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { serverFieldErrors } from '@/lib/form-errors';
import { useStatusLabels } from '@/lib/labels';
import { errorToast } from '@/lib/toasts';
import { zonedParts } from '@/lib/zoned-time';
import { useInterviewOptions, useRescheduleInterview, useScheduleInterview } from '../../api/interviews';
import { useT } from '../../i18n';

type Props = {
  applicationId: number;
  candidateName: string;
  /** The interview to change; none schedules a new one. */
  interview?: Interview;
  onClose: () => void;
};

const DURATIONS = [15, 30, 45, 60, 90, 120];

/** Schedule or change an interview: when (in the organisation's zone), how long, how, who, a note. */
export function InterviewForm({ applicationId, candidateName, interview, onClose }: Props) {
  const t = useT();
  const labels = useStatusLabels();
  const { data: options, isLoading } = useInterviewOptions();
  const schedule = useScheduleInterview();
  const reschedule = useRescheduleInterview();
  const zone = options?.time_zone ?? interview?.time_zone ?? 'Asia/Dubai';
  const start = interview
    ? zonedParts(interview.starts_at, interview.time_zone)
    : { date: '', time: '10:00' };
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [duration, setDuration] = useState(String(interview?.duration_minutes ?? 45));
  const [kind, setKind] = useState<InterviewKind>(interview?.kind ?? 'in_person');
  const [officeId, setOfficeId] = useState(String(interview?.office?.id ?? ''));
  const [videoUrl, setVideoUrl] = useState(interview?.video_url ?? '');
  const [panel, setPanel] = useState<number[]>(interview?.interviewers.map((p) => p.id) ?? []);
  const [note, setNote] = useState(interview?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const panelId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      date,
      time,
      duration_minutes: Number(duration),
      kind,
      office_id: kind === 'in_person' && officeId ? Number(officeId) : null,
      video_url: kind === 'video' ? videoUrl : null,
      interviewer_ids: panel,
      note,
    };
    try {
      if (interview) await reschedule.mutateAsync({ id: interview.id, body });
      else await schedule.mutateAsync({ application_id: applicationId, ...body });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, 400);
      if (fields) setErrors(fields);
      else errorToast(error);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        interview
          ? t('interview.title.change', { name: candidateName })
          : t('interview.title.new', { name: candidateName })
      }
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      {isLoading ? (
        <p role="status" className="py-6 text-center text-slate-600">
          {t('interview.loading')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">{t('interview.zoneNote', { zone })}</p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label={t('interview.date')}
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={errors.date}
              required
            />
            <TextField
              label={t('interview.time', { zone })}
              type="time"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              error={errors.time}
              required
            />
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label={t('interview.duration')}
              options={DURATIONS.map((m) => ({
                value: String(m),
                label: t('interview.minutes', { count: m }),
              }))}
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
              error={errors.duration_minutes}
            />
            <SelectField
              label={t('interview.kind')}
              options={INTERVIEW_KINDS.map((k) => ({ value: k, label: labels.interviewKind(k) }))}
              value={kind}
              onChange={(e) => setKind(e.target.value as InterviewKind)}
              error={errors.kind}
            />
          </div>
          {kind === 'in_person' ? (
            <SelectField
              label={t('interview.office')}
              placeholder={options?.offices.length ? t('interview.chooseOffice') : t('interview.noOffices')}
              options={(options?.offices ?? []).map((o) => ({
                value: String(o.id),
                label: `${o.name} – ${o.address}`,
              }))}
              value={officeId}
              onChange={(e) => setOfficeId(e.target.value)}
              error={errors.office_id}
            />
          ) : null}
          {kind === 'video' ? (
            <TextField
              label={t('interview.meetingLink')}
              type="url"
              placeholder="https://"
              value={videoUrl}
              onChange={(e) => setVideoUrl(e.target.value)}
              error={errors.video_url}
            />
          ) : null}
          <fieldset aria-describedby={errors.interviewer_ids ? `${panelId}-error` : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('interview.interviewers')}</legend>
            <div className="flex max-h-40 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
              {(options?.team ?? []).map((u) => (
                <label key={u.id} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={panel.includes(u.id)}
                    onChange={(e) =>
                      setPanel((p) => (e.target.checked ? [...p, u.id] : p.filter((id) => id !== u.id)))
                    }
                  />
                  {u.name}
                </label>
              ))}
            </div>
            {errors.interviewer_ids ? (
              <p id={`${panelId}-error`} className="mt-1 text-sm text-red-700">
                {errors.interviewer_ids}
              </p>
            ) : null}
          </fieldset>
          <TextareaField
            label={t('interview.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={errors.note}
            rows={3}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('interview.close')}
            </Button>
            <Button type="submit" isPending={schedule.isPending || reschedule.isPending}>
              {interview ? t('interview.saveUpdate') : t('interview.scheduleSend')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
