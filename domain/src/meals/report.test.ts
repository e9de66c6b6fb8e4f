import { describe, expect, it } from 'vitest';
import { nutritionReport, nutritionReportCsv, reportDays } from './report';

const targets = { calories: 2000, protein: 150, carbs: 250, fat: 65 };

describe('nutrition report', () => {
  const days = reportDays('2026-11-01', '2026-11-03', [
    { date: '2026-11-01', calories: 2100, protein: '150.00', carbs: '200.55', fat: '70.10', loggedMeals: 3 },
    { date: '2026-11-03', calories: 1801, protein: '120.25', carbs: '250.00', fat: '60.01', loggedMeals: 2 },
  ]);
  const report = nutritionReport({ startDate: '2026-11-01', endDate: '2026-11-03', asOf: null }, days, targets);

  it('lists every day of the range, a day without meals as zeros compared with nothing', () => {
    expect(report.days.map((day) => day.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(report.days[1]).toMatchObject({ calories: 0, protein: '0.00', loggedMeals: 0 });
    expect(report.days[1]!.comparison).toEqual({ calories: null, protein: null, carbs: null, fat: null });
    expect(report.days[0]!.comparison).toEqual({ calories: 'over', protein: 'on-target', carbs: 'under', fat: 'over' });
  });

  it('averages over the logged days exactly, rounding half up', () => {
    // calories (2100 + 1801) / 2 = 1950.5; protein (150.00 + 120.25) / 2 = 135.125 -> 135.13;
    // carbs (200.55 + 250.00) / 2 = 225.275 -> 225.28; fat (70.10 + 60.01) / 2 = 65.055 -> 65.06.
    expect(report.loggedDays).toBe(2);
    expect(report.averages).toEqual({ calories: '1950.50', protein: '135.13', carbs: '225.28', fat: '65.06' });
    expect(report.daysOver).toEqual({ calories: 1, protein: 0, carbs: 0, fat: 1 });
    expect(report.daysUnder).toEqual({ calories: 1, protein: 1, carbs: 1, fat: 1 });
  });

  it('writes the CSV: a row per day, then the averages', () => {
    expect(nutritionReportCsv(report).split('\r\n')).toEqual([
      'Date,Logged meals,Calories,Calories target,Calories vs target,Protein (g),Protein target (g),Carbs (g),Carbs target (g),Fat (g),Fat target (g)',
      '2026-11-01,3,2100,2000,over,150.00,150,200.55,250,70.10,65',
      '2026-11-02,0,0,2000,,0.00,150,0.00,250,0.00,65',
      '2026-11-03,2,1801,2000,under,120.25,150,250.00,250,60.01,65',
      'Average of 2 logged days,,1950.50,2000,,135.13,150,225.28,250,65.06,65',
      '',
    ]);
  });
});
