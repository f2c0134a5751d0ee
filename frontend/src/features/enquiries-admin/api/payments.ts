/**
 * A booking lead's payments by hand (docs/payments.md, "Calls"): staff record a bank transfer,
 * cash or a card terminal's payment; the administrator deletes one. Either changes the lead
 * (its payments, what is due, maybe its status) and the vessel's calendar (the block's payment).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { charterKeys } from '@/lib/charter-keys';
import type { Payment, PaymentKind, PaymentMethod } from '@/types/api';
import { enquiryKeys } from './enquiries';

export type PaymentInput = {
  kind: PaymentKind;
  amount: string;
  method: Exclude<PaymentMethod, 'online'>;
  note?: string;
};

const paymentsPath = (ref: string) => `/api/admin/enquiries/${encodeURIComponent(ref)}/payments`;

function useRefreshAfterPayment(ref: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: enquiryKeys.lead(ref) });
    void queryClient.invalidateQueries({ queryKey: [...enquiryKeys.all, 'list'] });
    void queryClient.invalidateQueries({ queryKey: charterKeys.all });
  };
}

export function useRecordPayment(ref: string) {
  const refresh = useRefreshAfterPayment(ref);
  return useMutation({
    mutationFn: (payment: PaymentInput) => api.post<Payment>(paymentsPath(ref), payment),
    onSuccess: refresh,
  });
}

export function useDeletePayment(ref: string) {
  const refresh = useRefreshAfterPayment(ref);
  return useMutation({
    mutationFn: (id: string) => api.delete(`${paymentsPath(ref)}/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
