import { useMutation } from '@tanstack/react-query';
import type { HelpRequestBody, HelpRequestCreatedResponse } from '@lorrybazaar/contract';
import { api } from '#lib/api-client';

export const sendHelpRequest = (body: HelpRequestBody) =>
  api<HelpRequestCreatedResponse>('/Transpoter/helpRequest', { method: 'POST', body });

export function useSendHelpRequest() {
  return useMutation({ mutationFn: sendHelpRequest });
}
