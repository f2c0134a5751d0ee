/**
 * The desks editor's rules (docs/desks.md, "The model"): the server checks the same again and
 * answers field errors by the same paths ("desks.1.agents.0.whatsapp", "desks.0.hours.thu.1"),
 * which are the form's own field names. The messages follow the settings' (./schema.ts).
 */
import { z } from '@/lib/zod';
import type { WeekDay } from '@/types/api';
import { isEmail, phone, text, trimEnds } from './schema';

export const MAX_DESKS = 5;
export const MAX_AGENTS = 10;
export const MAX_RANGES = 4;
export const MAX_EXCEPTIONS = 20;
export const WEEK: { day: WeekDay; name: string }[] = [
  { day: 'sun', name: 'Sunday' },
  { day: 'mon', name: 'Monday' },
  { day: 'tue', name: 'Tuesday' },
  { day: 'wed', name: 'Wednesday' },
  { day: 'thu', name: 'Thursday' },
  { day: 'fri', name: 'Friday' },
  { day: 'sat', name: 'Saturday' },
];

const TIME = /^(?:([01]?\d|2[0-3]):([0-5]\d)|24:00)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** "9:00" → "09:00"; anything else as typed. */
const padTime = (v: string) => (/^\d:\d\d$/.test(v) ? `0${v}` : v);
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

const time = (label: string) =>
  z
    .string()
    .transform((v) => padTime(trimEnds(v)))
    .refine((v) => TIME.test(v), `${label} must be a time from 00:00 to 24:00, such as 09:00`);

const range = z.object({ from: time('From'), to: time('To') });

/** A day's ranges: at most 4, each `from` before `to`, none overlapping another (touching is fine). */
const dayRanges = z
  .array(range)
  .max(MAX_RANGES, `A day has at most ${MAX_RANGES} ranges`)
  .superRefine((ranges, ctx) => {
    const valid = ranges.map((r) => TIME.test(r.from) && TIME.test(r.to));
    ranges.forEach((r, i) => {
      if (valid[i] && minutes(r.from) >= minutes(r.to))
        ctx.addIssue({ code: 'custom', path: [i, 'to'], message: 'To must be after from' });
    });
    ranges.forEach((r, i) => {
      if (!valid[i] || minutes(r.from) >= minutes(r.to)) return;
      const overlaps = ranges.some(
        (o, j) => j < i && valid[j] && minutes(o.from) < minutes(r.to) && minutes(r.from) < minutes(o.to),
      );
      if (overlaps) ctx.addIssue({ code: 'custom', path: [i], message: 'Ranges of a day must not overlap' });
    });
  });

const weekly = z.object(
  Object.fromEntries(WEEK.map(({ day }) => [day, dayRanges])) as Record<WeekDay, typeof dayRanges>,
);

const agent = z.object({
  name: text('Agent name', 60),
  nameAr: text('Arabic name', 60, false, true),
  whatsapp: phone('WhatsApp number'),
  active: z.boolean(),
});

const DAY_MS = 86_400_000;

const exception = z
  .object({
    name: text('Name', 60),
    nameAr: text('Arabic name', 60, false, true),
    from: z.string().refine((v) => DATE.test(v), 'From is required'),
    to: z.string().refine((v) => DATE.test(v), 'To is required'),
    closed: z.boolean(),
    hours: weekly,
  })
  .superRefine((e, ctx) => {
    if (!DATE.test(e.from) || !DATE.test(e.to)) return;
    const days = (Date.parse(e.to) - Date.parse(e.from)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before from' });
    else if (days >= 366)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'An exception covers at most 366 days' });
  });

const desk = z.object({
  key: z.string(),
  id: z.string(),
  name: text('Name', 60),
  nameAr: text('Arabic name', 60, false, true),
  phone: phone('Phone'),
  email: z
    .string()
    .transform(trimEnds)
    .refine((v) => isEmail(v), 'Email must be a valid email address'),
  agents: z
    .array(agent)
    .min(1, 'A desk needs at least one agent')
    .max(MAX_AGENTS, `A desk has at most ${MAX_AGENTS} agents`)
    .superRefine((agents, ctx) => {
      if (agents.length && !agents.some((a) => a.active))
        ctx.addIssue({ code: 'custom', message: 'At least one agent must be on duty' });
      agents.forEach((a, i) => {
        if (agents.some((o, j) => j < i && trimEnds(o.whatsapp) === trimEnds(a.whatsapp)))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'whatsapp'],
            message: 'Two agents of a desk need different numbers',
          });
      });
    }),
  hours: weekly,
  exceptions: z.array(exception).max(MAX_EXCEPTIONS, `A desk has at most ${MAX_EXCEPTIONS} exceptions`),
});

export const CATEGORY_SLUGS = ['marine-spares', 'vessel-chartering', 'vessel-sales-purchase'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const desksSchema = z.object({
  desks: z.array(desk).min(1, 'There must be at least one desk').max(MAX_DESKS, `Up to ${MAX_DESKS} desks`),
  /** Which desk (by its `key`) each category belongs to. */
  assign: z.object({
    'marine-spares': z.string(),
    'vessel-chartering': z.string(),
    'vessel-sales-purchase': z.string(),
  }),
});

export type DesksFormValues = z.input<typeof desksSchema>;
export type DesksFormOutput = z.output<typeof desksSchema>;
export type DeskFormValues = DesksFormValues['desks'][number];
export type WeekFormValues = DeskFormValues['hours'];
export type ExceptionFormValues = DeskFormValues['exceptions'][number];

export const emptyWeek = (): WeekFormValues => ({ sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] });

export const newAgent = (): DeskFormValues['agents'][number] => ({ name: '', nameAr: '', whatsapp: '', active: true });

export const newException = (): ExceptionFormValues => ({
  name: '',
  nameAr: '',
  from: '',
  to: '',
  closed: true,
  hours: emptyWeek(),
});

let made = 0;
/** A desk not yet saved: its `key` is the form's own; the server sees its id once it is saved. */
export const newDesk = (): DeskFormValues => ({
  key: `new-${++made}`,
  id: '',
  name: '',
  nameAr: '',
  phone: '',
  email: '',
  agents: [newAgent()],
  hours: emptyWeek(),
  exceptions: [],
});
