import { Wrench } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { describeBlock } from '@/lib/charter-blocks';
import { useAddMaintenance, type CalendarVessel } from '../api/calendar';
import { BlockTimeFields, blockWriteProblem, spanOf } from './block-time-fields';

/** A maintenance block: a vessel, a day and the hours it is out (an end at or before the start runs into the next day). */
export function MaintenanceForm({ vessels, defaultDate }: { vessels: CalendarVessel[]; defaultDate: string }) {
  const [productId, setProductId] = useState(vessels[0]?.id ?? '');
  const [times, setTimes] = useState({ date: defaultDate, from: '08:00', to: '17:00' });
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddMaintenance();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!productId || !times.date || !times.from || !times.to) {
      setProblem('Choose a vessel, a day and the hours.');
      return;
    }
    setProblem(null);
    add.mutate(
      { productId, ...spanOf(times) },
      {
        onSuccess: (block) => toast({ title: 'Maintenance added', description: describeBlock(block) }),
        onError: (error) => setProblem(blockWriteProblem(error, 'The block could not be added. Please try again.')),
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
      <BlockTimeFields times={times} onChange={setTimes} />
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
