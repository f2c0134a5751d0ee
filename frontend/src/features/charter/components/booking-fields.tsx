import { useId } from 'react';
import { FieldError } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { format, useLang, useMessages } from '@/i18n';
import { dubaiInstant, dubaiInstantAfter, inDubai, overlaps, timeOf } from '@/lib/dubai-time';
import { formatPrice } from '@/lib/format';
import type { CharterExtra } from '@/types/api';
import texts from 'virtual:en/charter';
import type { AvailabilityDay } from '../api/charter';

export const START_TIMES = Array.from({ length: 48 }, (_, i) => timeOf(i * 30));
export const HOUR_CHOICES = Array.from({ length: 48 }, (_, i) => (i + 1) / 2);
export const MAX_EXTRA_QUANTITY = 99;

export type Choices = {
  start: string;
  hours: number;
  guests: number;
  /** Extra id → quantity (0: not chosen). */
  extras: Record<string, number>;
};

/** A labelled control with its hint and error tied to it. */
function Labelled({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid': boolean }) => React.ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': Boolean(error) })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * The start, the hours (half-hour steps, with the minimum that applies in words), the guests
 * (up to the vessel's) and the extras' quantities. Starts that would run into a taken time of
 * the day are not offered.
 */
export function BookingFields({
  date,
  day,
  choices,
  effectiveHours,
  minimumText,
  maxGuests,
  extras,
  errors,
  onChange,
}: {
  date: string;
  day: AvailabilityDay | undefined;
  choices: Choices;
  effectiveHours: number;
  minimumText: string;
  maxGuests: number | undefined;
  extras: CharterExtra[];
  errors: Record<string, string>;
  onChange: (choices: Choices) => void;
}) {
  const t = useMessages('charter', texts);
  const lang = useLang();
  const busy = day?.busy ?? [];
  const taken = (start: string) => {
    const from = dubaiInstant(date, start);
    const to = dubaiInstantAfter(date, start, effectiveHours);
    return busy.some((b) => overlaps(from, to, b.start, b.end));
  };
  const busyText = busy.map((b) => `${inDubai(b.start).time}–${inDubai(b.end).time}`).join(lang === 'ar' ? '، ' : ', ');
  const raised = effectiveHours > choices.hours ? ` ${format(t.raised, { hours: effectiveHours })}` : '';
  const unit = { booking: t.perBooking, guest: t.perGuest, hour: t.perHour };
  const set = (patch: Partial<Choices>) => onChange({ ...choices, ...patch });

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {busyText ? <p className="text-sm text-slate-700 sm:col-span-3">{format(t.busy, { times: busyText })}</p> : null}
      <Labelled label={t.start} error={errors.start}>
        {(c) => (
          <Select {...c} dir="ltr" value={choices.start} onChange={(e) => set({ start: e.target.value })}>
            {START_TIMES.map((time) => (
              <option key={time} value={time} disabled={taken(time) && time !== choices.start}>
                {time}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
      <Labelled label={t.hours} hint={`${minimumText}.${raised}`} error={errors.hours}>
        {(c) => (
          <Select {...c} value={String(choices.hours)} onChange={(e) => set({ hours: Number(e.target.value) })}>
            {HOUR_CHOICES.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
      <Labelled
        label={t.guests}
        hint={maxGuests ? format(t.guestsMax, { max: maxGuests }) : undefined}
        error={errors.guests}
      >
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxGuests}
            value={choices.guests || ''}
            onChange={(e) => set({ guests: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
          />
        )}
      </Labelled>
      {extras.length ? (
        <fieldset className="sm:col-span-3">
          <legend className="text-sm font-medium text-slate-800">{t.extras}</legend>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {extras.map((x, i) => {
              const name = lang === 'ar' && x.nameAr ? x.nameAr : x.name;
              return (
                <li key={x.id}>
                  <Labelled
                    label={format(t.quantityOf, { name })}
                    hint={format(unit[x.unit], { price: formatPrice(x.price, lang) })}
                    error={errors[`extras.${i}.quantity`] ?? errors[`extras.${i}.id`]}
                  >
                    {(c) => (
                      <Input
                        {...c}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={MAX_EXTRA_QUANTITY}
                        value={choices.extras[x.id] ?? 0}
                        onChange={(e) =>
                          set({
                            extras: {
                              ...choices.extras,
                              [x.id]: Math.min(
                                MAX_EXTRA_QUANTITY,
                                Math.max(0, Math.floor(Number(e.target.value) || 0)),
                              ),
                            },
                          })
                        }
                      />
                    )}
                  </Labelled>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
