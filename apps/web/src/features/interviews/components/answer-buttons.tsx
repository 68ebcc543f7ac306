import type { CandidateInterview, InterviewAnswerInput } from '@portal/contract/interviews';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';

type Props = {
  interview: CandidateInterview;
  pending: boolean;
  onAnswer: (body: InterviewAnswerInput) => void;
};

/** Accept, decline, or ask for another time with a short message (which the employer reads). */
export function AnswerButtons({ interview, pending, onAnswer }: Props) {
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const hint = useId();
  if (!interview.answerable) return null;
  return (
    <div className="mt-3 flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" isPending={pending} onClick={() => onAnswer({ answer: 'accepted' })}>
          Accept
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAsking((a) => !a)} aria-expanded={asking}>
          Ask for another time
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onAnswer({ answer: 'declined' })}>
          Decline
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
            label="Which times suit you?"
            hint={<span id={hint}>The employer reads this with your answer.</span>}
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
            Send my request
          </Button>
        </form>
      ) : null}
    </div>
  );
}
