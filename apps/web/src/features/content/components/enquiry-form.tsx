import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_SERVICES,
  type EnquiryService,
  enquiryCreateSchema,
} from '@portal/contract/enquiries';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useStatusLabels } from '@/lib/labels';
import { errorToast } from '@/lib/toasts';
import { useSendEnquiry } from '../api/send-enquiry';
import { useT } from '../i18n';

type Input = z.input<typeof enquiryCreateSchema>;
type Output = z.output<typeof enquiryCreateSchema>;
const FIELDS = ['name', 'company', 'email', 'phone', 'service', 'message'] as const;

/**
 * The enquiry form of the contact and employer-services pages (settings/enquiry). The hidden
 * `website` field is a honeypot: people never see or reach it; bots fill it in.
 */
export function EnquiryForm({ service, heading }: { service: EnquiryService; heading: string }) {
  const send = useSendEnquiry();
  const t = useT();
  const labels = useStatusLabels();
  const [thanks, setThanks] = useState<string | null>(null);
  const titleId = useId();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(enquiryCreateSchema),
    defaultValues: {
      name: '',
      company: '',
      email: '',
      phone: '',
      service,
      message: '',
      [ENQUIRY_HONEYPOT]: '',
    },
  });
  const e = form.formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await send.mutateAsync(body);
      setThanks(res.message);
      form.reset();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) errorToast(error);
    }
  });
  return (
    <section
      aria-labelledby={titleId}
      id="enquiry"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      {thanks ? (
        <div role="status" className="mt-4 flex flex-col items-start gap-3">
          <p className="flex items-start gap-2 text-slate-800">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
            {thanks}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setThanks(null)}>
            {t('enquiry.another')}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('enquiry.name')}
            autoComplete="name"
            error={e.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t('enquiry.company')}
            autoComplete="organization"
            error={e.company?.message}
            {...form.register('company')}
          />
          <TextField
            label={t('enquiry.email')}
            type="email"
            autoComplete="email"
            error={e.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={t('enquiry.phone')}
            type="tel"
            autoComplete="tel"
            error={e.phone?.message}
            {...form.register('phone')}
          />
          <SelectField
            label={t('enquiry.service')}
            className="sm:col-span-2"
            options={ENQUIRY_SERVICES.map((s) => ({ value: s, label: labels.enquiryService(s) }))}
            error={e.service?.message}
            {...form.register('service')}
          />
          <TextareaField
            label={t('enquiry.message')}
            rows={5}
            className="sm:col-span-2"
            error={e.message?.message}
            {...form.register('message')}
          />
          {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
          <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
            <label>
              {t('enquiry.honeypot')}
              <input type="text" tabIndex={-1} autoComplete="off" {...form.register(ENQUIRY_HONEYPOT)} />
            </label>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" isPending={send.isPending}>
              {t('enquiry.send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
