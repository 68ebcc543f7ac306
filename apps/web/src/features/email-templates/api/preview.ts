import { emailTemplatesEndpoints } from '@portal/contract/endpoints/email-templates';
import type { EmailPreview, EmailPreviewInput } from '@portal/contract/recruiter-email';
import { unknownTags } from '@portal/contract/recruiter-email';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function previewEmail(body: EmailPreviewInput): Promise<EmailPreview> {
  const res = await call(emailTemplatesEndpoints.preview, { body });
  return res.data.data;
}

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/**
 * The message filled in for a real candidate and job, refreshed a moment after typing stops.
 * Nothing is asked while the subject or body is empty or uses a tag that does not exist.
 */
export function useEmailPreview(input: EmailPreviewInput) {
  const debounced = useDebounced(input, 400);
  const ready =
    debounced.subject.trim() !== '' &&
    debounced.body.trim() !== '' &&
    unknownTags(debounced.subject + debounced.body).length === 0;
  return useQuery({
    queryKey: queryKeys.emailTemplates.preview(debounced),
    queryFn: () => previewEmail(debounced),
    enabled: ready,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
