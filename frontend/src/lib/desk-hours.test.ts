/**
 * The browser's deskStatus is the table of tests/fixtures/desk_hours.json, case by case (the
 * server's desk_status is held to the same table: docs/desks.md), and the words that say it.
 */
import { describe, expect, it } from 'vitest';
import ar from '@/i18n/ar.json';
import en from '@/i18n/en.json';
import type { Desk } from '@/types/api';
import fixture from '../../../tests/fixtures/desk_hours.json';
import { deskStatus, exceptionOn, replySentence, statusLine, type DeskStatus } from './desk-hours';

type Case = (typeof fixture.cases)[number];
const desks = fixture.desks as unknown as Record<string, Pick<Desk, 'hours' | 'exceptions'>>;

/** The fixture's answer as deskStatus puts it (`at` is `until` when open, `next` when closed). */
function expected({ expect: e }: Case): DeskStatus {
  if (e.state === 'none') return { state: 'none' };
  return e.state === 'open' ? { state: 'open', until: e.at } : { state: 'closed', next: e.at };
}

describe('deskStatus', () => {
  it('answers every case of tests/fixtures/desk_hours.json', () => {
    expect(fixture.cases.length).toBeGreaterThan(20);
    for (const c of fixture.cases) {
      expect({ name: c.name, status: deskStatus(desks[c.desk]!, Date.parse(c.now)) }).toEqual({
        name: c.name,
        status: expected(c),
      });
    }
  });

  it('takes the exception that starts later, and on the same start the later in the list', () => {
    const a = { from: '2027-01-01', to: '2027-01-31', name: 'a', nameAr: '', closed: true };
    const b = { ...a, from: '2027-01-10', to: '2027-01-12', name: 'b' };
    const c = { ...b, name: 'c' };
    expect(exceptionOn([b, a], '2027-01-11')?.name).toBe('b');
    expect(exceptionOn([a, b, c], '2027-01-11')?.name).toBe('c');
    expect(exceptionOn([a, b], '2027-02-01')).toBeUndefined();
  });

  it('tolerates a week with days left out (the implicit desk of an older server has none)', () => {
    expect(deskStatus({ hours: {} as Desk['hours'], exceptions: [] }, Date.now())).toEqual({ state: 'none' });
  });
});

describe('the words', () => {
  const office = desks.office!;
  // Closed over the year's end: the next opening is more than a week away.
  const winter = {
    ...office,
    exceptions: [{ from: '2026-12-24', to: '2027-01-02', name: 'Winter', nameAr: '', closed: true }],
  };
  const at = (iso: string) => Date.parse(iso);
  const line = (iso: string, lang: 'en' | 'ar' = 'en') =>
    statusLine(deskStatus(office, at(iso)), at(iso), lang, lang === 'en' ? en.desks : ar.desks);
  const sentence = (iso: string, lang: 'en' | 'ar' = 'en') =>
    replySentence(deskStatus(office, at(iso)), at(iso), lang, lang === 'en' ? en.desks : ar.desks);

  it('say open until when, and when a closed desk replies: today, tomorrow, a weekday, a date', () => {
    expect(line('2026-12-06T10:00:00+04:00')).toBe('Open now, until 18:00');
    expect(line('2026-12-07T06:15:00+04:00')).toBe('Closed. We reply from 8:00');
    expect(line('2026-12-06T18:00:00+04:00')).toBe('Closed. We reply tomorrow 8:00');
    expect(line('2026-12-10T19:00:00+04:00')).toBe('Closed. We reply from Saturday 9:00');
    const eve = at('2026-12-23T19:00:00+04:00');
    expect(statusLine(deskStatus(winter, eve), eve, 'en', en.desks)).toBe('Closed. We reply from 3 January 8:00');
    const always = deskStatus(desks.always!, eve);
    expect(statusLine(always, eve, 'en', en.desks)).toBe('Open now');
    expect(statusLine(deskStatus(desks.none!, eve), eve, 'en', en.desks)).toBe('');
    expect(statusLine(deskStatus(desks['closed-forever']!, eve), eve, 'en', en.desks)).toBe('Closed');
  });

  it('give a closed desk the WhatsApp sentence, and an open one none', () => {
    expect(sentence('2026-12-10T19:00:00+04:00')).toBe('We will reply from Saturday 9:00.');
    expect(sentence('2026-12-06T18:00:00+04:00')).toBe('We will reply tomorrow 8:00.');
    expect(sentence('2026-12-06T10:00:00+04:00')).toBe('');
  });

  it('are Arabic on Arabic pages, with Latin digits', () => {
    expect(line('2026-12-06T10:00:00+04:00', 'ar')).toBe('مفتوح الآن، حتى 18:00');
    expect(line('2026-12-10T19:00:00+04:00', 'ar')).toBe('مغلق. نرد من السبت 9:00');
    expect(sentence('2026-12-06T18:00:00+04:00', 'ar')).toBe('سنرد غدًا 8:00.');
    const eve = at('2026-12-23T19:00:00+04:00');
    expect(statusLine(deskStatus(winter, eve), eve, 'ar', ar.desks)).toBe('مغلق. نرد من 3 يناير 8:00');
  });
});
