import type { JobManage } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';
import { TEMPLATES_KEY } from './templates';

export async function deleteTemplate(id: number | string): Promise<{ message?: string }> {
  const res = await api.delete<{ message?: string }>(API.jobTemplates.byId(id));
  return res.data;
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: async (res) => {
      successToast(res);
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
    },
    onError: (error) => {
      errorToast(error);
    },
  });
}

export async function createJobFromTemplate(
  id: number | string,
): Promise<{ data: JobManage; message?: string }> {
  const res = await api.post<{ data: JobManage; message?: string }>(API.jobTemplates.createJob(id), {});
  return res.data;
}

/** A new draft job from the template, then straight to its edit form to finish and publish. */
export function useCreateJobFromTemplate() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createJobFromTemplate,
    onSuccess: async (res) => {
      successToast(res);
      await queryClient.invalidateQueries({ queryKey: ['manage-jobs'] });
      navigate(paths.management.jobsEdit.href({ id: res.data.id }));
    },
    onError: (error) => {
      errorToast(error);
    },
  });
}
