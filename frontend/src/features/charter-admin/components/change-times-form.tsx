import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { toast } from '@/components/ui/use-toast';
import { describeBlock } from '@/lib/charter-blocks';
import type { CharterBlock } from '@/types/api';
import { useMoveBlock } from '../api/calendar';
import { BlockTimeFields, blockWriteProblem, spanOf, timesOf } from './block-time-fields';

/**
 * A block moved to another day or other hours (PATCH, docs/charter.md): the server refuses a
 * time that meets another block, turnaround included, and names it; an option keeps its expiry.
 */
export function ChangeTimesForm({ block, onDone }: { block: CharterBlock; onDone: () => void }) {
  const [times, setTimes] = useState(() => timesOf(block));
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMoveBlock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!times.date || !times.from || !times.to) {
      setProblem('Choose a day and the hours.');
      return;
    }
    setProblem(null);
    move.mutate(
      { block, ...spanOf(times) },
      {
        onSuccess: (moved) => {
          toast({ title: 'Times changed', description: describeBlock(moved) });
          onDone();
        },
        onError: (error) => setProblem(blockWriteProblem(error, 'The times could not be changed. Please try again.')),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={`Change times of ${describeBlock(block)}`} className="grid gap-3">
      <p className="text-sm text-slate-700">{describeBlock(block)}</p>
      <BlockTimeFields times={times} onChange={setTimes} />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <FormActions label="Save times" pending={move.isPending} onCancel={onDone} />
    </form>
  );
}
