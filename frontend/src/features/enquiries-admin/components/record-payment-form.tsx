import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { fieldErrors } from '@/lib/field-errors';
import { formatPrice } from '@/lib/format';
import { isDue, paymentKindLabels, paymentMethodLabels } from '@/lib/payments';
import type { Payment, PaymentsDue } from '@/types/api';
import { useRecordPayment } from '../api/payments';
import { MANUAL_METHODS, MAX_NOTE, paymentSchema, type PaymentFormValues } from '../lib/payment-schema';

type Output = Omit<PaymentFormValues, 'kind' | 'method'> &
  Pick<Payment, 'kind'> & { method: (typeof MANUAL_METHODS)[number] };
const FIELDS = ['kind', 'amount', 'method', 'note'] as const;

/**
 * 'Record a payment' (docs/payments.md): a bank transfer, cash or a card terminal's payment
 * taken by staff, checked as the server checks; its field errors land on their fields.
 */
export function RecordPaymentForm({ leadRef, due }: { leadRef: string; due: PaymentsDue }) {
  const record = useRecordPayment(leadRef);
  const [problem, setProblem] = useState<string | null>(null);
  const kind = isDue(due.deposit) ? 'deposit' : 'balance';
  const empty: PaymentFormValues = { kind, amount: due[kind], method: 'bank-transfer', note: '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, Output>({
    resolver: zodResolver(paymentSchema(due)),
    defaultValues: empty,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit((v) => {
    setProblem(null);
    const body = {
      kind: v.kind,
      amount: Number(v.amount).toFixed(2),
      method: v.method,
      ...(v.note.trim() ? { note: v.note.trim() } : {}),
    };
    record.mutate(body, {
      onSuccess: (p) => {
        toast({ title: 'Payment recorded', description: `${paymentKindLabels[p.kind]} ${formatPrice(p.amount)}` });
        reset(empty);
      },
      onError: (error) => {
        const problems = fieldErrors(error).filter((p) => (FIELDS as readonly string[]).includes(p.field));
        for (const { field, message } of problems)
          setError(field as (typeof FIELDS)[number], { message }, { shouldFocus: true });
        if (problems.length) return;
        setProblem(
          (isApiError(error, 400) || isApiError(error, 409)) && error.serverMessage
            ? error.serverMessage
            : 'The payment could not be recorded. Please try again.',
        );
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="record-payment" className="mt-4 rounded-lg bg-slate-50 p-4">
      <h4 id="record-payment" className="mb-3 font-semibold text-slate-900">
        Record a payment
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Kind" error={errors.kind?.message} required>
          {(c) => (
            <Select {...c} {...register('kind')}>
              <option value="deposit">Deposit (due {formatPrice(due.deposit)})</option>
              <option value="balance">Balance (due {formatPrice(due.balance)})</option>
            </Select>
          )}
        </Field>
        <Field label="Amount (AED)" error={errors.amount?.message} required>
          {(c) => <Input {...c} inputMode="decimal" autoComplete="off" {...register('amount')} />}
        </Field>
        <Field label="Method" error={errors.method?.message} required>
          {(c) => (
            <Select {...c} {...register('method')}>
              {MANUAL_METHODS.map((m) => (
                <option key={m} value={m}>
                  {paymentMethodLabels[m]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Note"
          hint={`Optional: a transfer's reference, who took the cash. Up to ${MAX_NOTE} characters.`}
          error={errors.note?.message}
          className="sm:col-span-3"
        >
          {(c) => <Textarea {...c} rows={2} dir="auto" {...register('note')} />}
        </Field>
      </div>
      {problem ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {problem}
        </p>
      ) : null}
      <Button type="submit" className="mt-3" disabled={record.isPending}>
        <Plus aria-hidden="true" />
        {record.isPending ? 'Recording...' : 'Record payment'}
      </Button>
    </form>
  );
}
