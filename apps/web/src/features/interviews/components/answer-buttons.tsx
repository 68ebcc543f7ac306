import type { CandidateInterview, InterviewAnswerInput } from '@portal/contract/interviews';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '../i18n';

type Props = {
  interview: CandidateInterview;
  pending: boolean;
  onAnswer: (body: InterviewAnswerInput) => void;
};

/** Accept, decline, or ask for another time with a short message (which the employer reads). */
export function AnswerButtons({ interview, pending, onAnswer }: Props) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const hint = useId();
  if (!interview.answerable) return null;
  return (
    <div className="mt-3 flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" isPending={pending} onClick={() => onAnswer({ answer: 'accepted' })}>
          {t('answer.accept')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAsking((a) => !a)} aria-expanded={asking}>
          {t('answer.other')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onAnswer({ answer: 'declined' })}>
          {t('answer.decline')}
        </Button>
      </div>
      {asking ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onAnswer({ answer: 'reschedule_requested', message });
          }}
        >
          <TextareaField
            label={t('answer.which')}
            hint={<span id={hint}>{t('answer.hint')}</span>}
            value={message}
            maxLength={500}
            rows={2}
            onChange={(e) => setMessage(e.target.value)}
            required
          />
          <Button
            type="submit"
            size="sm"
            className="self-start"
            isPending={pending}
            disabled={!message.trim()}
          >
            {t('answer.send')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
