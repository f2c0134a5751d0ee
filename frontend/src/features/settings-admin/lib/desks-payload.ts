/**
 * Between the stored desks (GET/PUT /api/admin/settings/desks, docs/desks.md) and the editor's
 * form: the form keeps each desk under a key of its own (its id once saved), and which desk each
 * category belongs to as one select per category rather than lists on the desks.
 */
import type { AdminDesk, HoursException, WeeklyHours } from '@/types/api';
import {
  CATEGORY_SLUGS,
  emptyWeek,
  WEEK,
  type CategorySlug,
  type DeskFormValues,
  type DesksFormOutput,
  type DesksFormValues,
} from './desks-schema';

const DESK_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;
const MAX_ID = 32;

/**
 * A new desk's id from its English name ("Vessel Sales" → "vessel-sales"), not one of `taken`
 * ("parts-2" then): docs/desks.md asks for `^[a-z0-9][a-z0-9-]{0,31}$`, unique, kept once made.
 */
export function deskSlug(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+/, '')
      .slice(0, MAX_ID)
      .replace(/-+$/, '') || 'desk';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const id = `${base.slice(0, MAX_ID - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * Every desk's id: a stored desk keeps its own; a new one gets a slug of its name that no
 * other desk has, nor had when the editor opened (a removed desk's leads keep its id).
 */
export function deskIds(desks: Pick<DeskFormValues, 'id' | 'name'>[], storedIds: readonly string[] = []): string[] {
  const taken = new Set([...storedIds, ...desks.map((d) => d.id).filter(Boolean)]);
  return desks.map((d) => {
    if (d.id) return d.id;
    const id = deskSlug(d.name.trim(), taken);
    taken.add(id);
    return id;
  });
}

const fullWeek = (hours: Partial<WeeklyHours> | undefined): WeeklyHours => ({ ...emptyWeek(), ...hours });

/** The form's values from the stored desks. */
export function toFormValues(desks: AdminDesk[]): DesksFormValues {
  const formDesks: DeskFormValues[] = desks.map((d) => ({
    key: d.id,
    id: d.id,
    name: d.name,
    nameAr: d.nameAr,
    phone: d.phone,
    email: d.email,
    agents: d.agents.map((a) => ({ name: a.name, nameAr: a.nameAr, whatsapp: a.whatsapp, active: a.active })),
    hours: fullWeek(d.hours),
    exceptions: d.exceptions.map((e) => ({
      name: e.name,
      nameAr: e.nameAr,
      from: e.from,
      to: e.to,
      closed: e.closed,
      hours: fullWeek(e.hours),
    })),
  }));
  const first = formDesks[0]?.key ?? '';
  const assign = Object.fromEntries(
    CATEGORY_SLUGS.map((slug) => [slug, desks.find((d) => d.categories.includes(slug))?.id ?? first]),
  ) as Record<CategorySlug, string>;
  return { desks: formDesks, assign };
}

const sortedWeek = (hours: WeeklyHours): WeeklyHours =>
  Object.fromEntries(WEEK.map(({ day }) => [day, hours[day].map((r) => ({ from: r.from, to: r.to }))])) as WeeklyHours;

/** What the PUT sends: the desks with their ids, and each category on the desk chosen for it (the first when none). */
export function toPayload(values: DesksFormOutput, storedIds: readonly string[] = []): { desks: AdminDesk[] } {
  const ids = deskIds(values.desks, storedIds);
  const keys = values.desks.map((d) => d.key);
  return {
    desks: values.desks.map((d, i) => ({
      id: ids[i]!,
      name: d.name,
      nameAr: d.nameAr,
      phone: d.phone,
      email: d.email,
      agents: d.agents,
      hours: sortedWeek(d.hours),
      exceptions: d.exceptions.map(({ hours, ...e }): HoursException =>
        e.closed ? e : { ...e, hours: sortedWeek(hours) },
      ),
      categories: CATEGORY_SLUGS.filter((slug) => Math.max(0, keys.indexOf(values.assign[slug])) === i),
    })),
  };
}

/**
 * The form field a server error's path names: the same path, but a category's
 * ("desks.0.categories.1": the second category sent on the first desk) is its select.
 */
export function formPath(path: string, sent: { desks: AdminDesk[] } | null): string {
  const category = /^desks\.(\d+)\.categories(?:\.(\d+))?$/.exec(path);
  if (!category) return path;
  const sentDesk = sent?.desks[Number(category[1])];
  const slug = category[2] === undefined ? undefined : sentDesk?.categories[Number(category[2])];
  return slug && (CATEGORY_SLUGS as readonly string[]).includes(slug) ? `assign.${slug}` : 'assign';
}

export const isDeskId = (id: string) => DESK_ID.test(id);
