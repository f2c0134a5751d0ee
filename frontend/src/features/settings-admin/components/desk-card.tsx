import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { deskIds } from '../lib/desks-payload';
import type { DesksFormValues } from '../lib/desks-schema';
import { DeskAgents } from './desk-agents';
import { DeskExceptions } from './desk-exceptions';
import { DeskField, useDeskError } from './desk-field';
import { WeekHoursFields } from './week-hours-fields';

/** The desk's id: kept once made; a new desk's comes from its English name when it is saved. */
function DeskId({ index, storedIds }: { index: number; storedIds: readonly string[] }) {
  const desks = useWatch<DesksFormValues, 'desks'>({ name: 'desks' });
  const error = useDeskError(`desks.${index}.id`);
  const desk = desks[index];
  if (!desk) return null;
  const id = deskIds(desks, storedIds)[index];
  return (
    <div className="text-sm text-slate-600 sm:col-span-2">
      {desk.id ? (
        <p>
          Id: <span className="font-mono">{desk.id}</span> (kept: the desk's leads are counted by it)
        </p>
      ) : (
        <p>
          Id when saved: <span className="font-mono">{id}</span> (from the name; kept after)
        </p>
      )}
      {error ? <p className="text-red-700">{error}</p> : null}
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-slate-200 pt-4 sm:col-span-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** One desk: its names, numbers, e-mail, agents, hours and exceptions; moved up or down, or removed. */
export function DeskCard({
  index,
  count,
  storedIds,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  storedIds: readonly string[];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const name = useWatch<DesksFormValues, `desks.${number}.name`>({ name: `desks.${index}.name` });
  const context = `desk ${index + 1}`;
  const title = `Desk ${index + 1}${name.trim() ? `: ${name.trim()}` : ''}`;
  const deskError = useDeskError(`desks.${index}`);
  return (
    <fieldset
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
      aria-describedby={index === 0 ? 'general-desk-note' : undefined}
    >
      <legend className="float-left text-lg font-semibold text-slate-900 sm:col-span-2">
        {title}
        {index === 0 ? (
          <>
            {' '}
            <span className="text-sm font-normal text-sky-800">(the general desk)</span>
          </>
        ) : null}
      </legend>
      {index === 0 ? (
        <p id="general-desk-note" className="text-sm text-slate-600 sm:col-span-2">
          The header, the footer, the home page and the contact page's main buttons use the first desk, and so does
          anything without a category.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button
          id={`desk-${index}-up`}
          variant="secondary"
          size="sm"
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          aria-label={`Move ${context} up`}
        >
          <ArrowUp aria-hidden="true" />
          Up
        </Button>
        <Button
          id={`desk-${index}-down`}
          variant="secondary"
          size="sm"
          onClick={() => onMove(index + 1)}
          disabled={index === count - 1}
          aria-label={`Move ${context} down`}
        >
          <ArrowDown aria-hidden="true" />
          Down
        </Button>
        <Button variant="secondary" size="sm" onClick={onRemove} disabled={count <= 1} aria-label={`Remove ${context}`}>
          <Trash2 aria-hidden="true" />
          Remove desk
        </Button>
      </div>
      <DeskId index={index} storedIds={storedIds} />
      {deskError ? <p className="text-sm text-red-700 sm:col-span-2">{deskError}</p> : null}
      <DeskField name={`desks.${index}.name`} label="Name" spoken={`Name (${context})`} required placeholder="Parts" />
      <DeskField name={`desks.${index}.nameAr`} label="Arabic name" spoken={`Arabic name (${context})`} arabic />
      <DeskField
        name={`desks.${index}.phone`}
        label="Phone"
        spoken={`Phone (${context})`}
        required
        inputMode="numeric"
        placeholder="971501234567"
        hint="971 then 8 or 9 digits"
      />
      <DeskField
        name={`desks.${index}.email`}
        label="E-mail"
        spoken={`E-mail (${context})`}
        required
        type="email"
        inputMode="email"
        hint="The desk's leads are e-mailed here"
      />
      <Part title="Agents">
        <DeskAgents desk={index} />
      </Part>
      <Part title="Weekly hours">
        <WeekHoursFields base={`desks.${index}.hours`} context={context} />
      </Part>
      <Part title="Exceptions">
        <DeskExceptions desk={index} />
      </Part>
    </fieldset>
  );
}
