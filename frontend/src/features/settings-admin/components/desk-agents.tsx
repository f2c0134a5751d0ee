import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { MAX_AGENTS, newAgent, type DesksFormValues } from '../lib/desks-schema';
import { DeskField, ListError } from './desk-field';

/**
 * The desk's WhatsApp agents, 1 to 10. Visitors are each given one on-duty agent and keep
 * them (docs/desks.md, "Agents: one per visitor"); at least one is on duty.
 */
export function DeskAgents({ desk }: { desk: number }) {
  const { control, register } = useFormContext<DesksFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `desks.${desk}.agents` });
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        Each visitor is given one agent on duty and keeps them, so that a conversation stays with one person.
      </p>
      <ol className="grid gap-3">
        {fields.map((field, a) => {
          const base = `desks.${desk}.agents.${a}` as const;
          const context = `desk ${desk + 1}, agent ${a + 1}`;
          return (
            <li key={field.id}>
              <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
                <legend className="px-1 text-sm font-semibold text-slate-900">Agent {a + 1}</legend>
                <DeskField
                  name={`${base}.name`}
                  label="Name"
                  spoken={`Agent name (${context})`}
                  required
                  autoComplete="off"
                />
                <DeskField
                  name={`${base}.nameAr`}
                  label="Arabic name"
                  spoken={`Agent Arabic name (${context})`}
                  arabic
                  autoComplete="off"
                />
                <DeskField
                  name={`${base}.whatsapp`}
                  label="WhatsApp number"
                  spoken={`WhatsApp number (${context})`}
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="971501234567"
                />
                <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-3">
                  <CheckboxField
                    label="On duty"
                    aria-label={`On duty (${context})`}
                    role="switch"
                    {...register(`${base}.active`)}
                  />
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => remove(a)}
                    disabled={fields.length <= 1}
                    aria-label={`Remove agent ${a + 1} (desk ${desk + 1})`}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove agent
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => append(newAgent())}
          disabled={fields.length >= MAX_AGENTS}
          aria-label={`Add agent (desk ${desk + 1})`}
        >
          <Plus aria-hidden="true" />
          Add agent
        </Button>
        <p className="mt-1 text-xs text-slate-500">1 to {MAX_AGENTS} agents, numbers as 971 then 8 or 9 digits.</p>
      </div>
      <ListError id={`desk-${desk}-agents-error`} path={`desks.${desk}.agents`} />
    </div>
  );
}
