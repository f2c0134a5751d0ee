import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi, testQueryClient } from '@/testing/test-utils';
import { MonthCalendar } from '../components/month-calendar';

function Harness({ onSelect }: { onSelect: (d: string) => void }) {
  const [month, setMonth] = useState('2030-01');
  return (
    <MonthCalendar
      productId="v1"
      month={month}
      today="2030-01-10"
      selected={null}
      onMonthChange={setMonth}
      onSelect={onSelect}
    />
  );
}

describe('the month calendar', () => {
  it('is a grid with one day in the tab order, moved by the arrows, Home/End and Page Down', async () => {
    stubApi({
      'GET /api/charters/v1/availability?month=2030-01': {
        days: [
          { date: '2030-01-11', state: 'booked', busy: [] },
          { date: '2030-01-12', state: 'partial', busy: [] },
        ],
      },
      'GET /api/charters/v1/availability?month=2030-02': { days: [] },
    });
    const picked: string[] = [];
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <Harness onSelect={(d) => picked.push(d)} />
      </QueryClientProvider>,
    );
    const grid = screen.getByRole('grid', { name: 'January 2030' });
    expect(screen.getAllByRole('row')).toHaveLength(7); // the weekdays and always six weeks
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(await screen.findByRole('button', { name: 'Saturday 12 January, Partly booked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Friday 11 January, Booked' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Wednesday 9 January, Past' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    const today = screen.getByRole('button', { name: 'Thursday 10 January, Free' });
    expect(grid.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
    expect(today).toHaveAttribute('tabindex', '0');

    await user.click(today);
    expect(picked).toEqual(['2030-01-10']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Saturday 12 January, Partly booked' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Saturday 19 January/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /^Sunday 20 January/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /^Monday 14 January/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}'); // never before today
    expect(screen.getByRole('button', { name: /^Thursday 10 January/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(picked).toEqual(['2030-01-10', '2030-01-10']);
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'February 2030' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Sunday 10 February/ })).toHaveFocus();
  });
});
