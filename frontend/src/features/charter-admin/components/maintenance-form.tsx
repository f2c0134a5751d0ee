import { Wrench } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { describeBlock } from '@/lib/charter-blocks';
import { addDays, dubaiInstant, minutesOf } from '@/lib/dubai-time';
import { fieldErrors } from '@/lib/field-errors';
import type { CharterBlock } from '@/types/api';
import { useAddMaintenance, type CalendarVessel } from '../api/calendar';

/** A maintenance block: a vessel, a day and the hours it is out (an end at or before the start runs into the next day). */
export function MaintenanceForm({ vessels, defaultDate }: { vessels: CalendarVessel[]; defaultDate: string }) {
  const [productId, setProductId] = useState(vessels[0]?.id ?? '');
  const [date, setDate] = useState(defaultDate);
  const [from, setFrom] = useState('08:00');
  const [to, setTo] = useState('17:00');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddMaintenance();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!productId || !date || !from || !to) {
      setProblem('Choose a vessel, a day and the hours.');
      return;
    }
    setProblem(null);
    const endDate = minutesOf(to) <= minutesOf(from) ? addDays(date, 1) : date;
    add.mutate(
      { productId, start: dubaiInstant(date, from), end: dubaiInstant(endDate, to) },
      {
        onSuccess: (block) => toast({ title: 'Maintenance added', description: describeBlock(block) }),
        onError: (error) => {
          if (isApiError(error, 409)) {
            let conflict: CharterBlock | undefined;
            try {
              conflict = (JSON.parse(error.body) as { conflict?: CharterBlock }).conflict;
            } catch {
              conflict = undefined;
            }
            setProblem(conflict ? `The time is taken: ${describeBlock(conflict)}.` : 'The time is taken.');
          } else {
            setProblem(fieldErrors(error)[0]?.message ?? 'The block could not be added. Please try again.');
          }
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Add maintenance"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <Field label="Vessel">
        {(c) => (
          <Select {...c} value={productId} onChange={(e) => setProductId(e.target.value)}>
            {vessels.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Day">
        {(c) => <Input {...c} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
      </Field>
      <Field label="From (Dubai)">
        {(c) => <Input {...c} type="time" step={1800} value={from} onChange={(e) => setFrom(e.target.value)} />}
      </Field>
      <Field label="Until (Dubai)">
        {(c) => <Input {...c} type="time" step={1800} value={to} onChange={(e) => setTo(e.target.value)} />}
      </Field>
      <Button type="submit" disabled={add.isPending || vessels.length === 0}>
        <Wrench aria-hidden="true" />
        {add.isPending ? 'Adding...' : 'Add maintenance'}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
