import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importProgressReporter } from '@/services/stock/import-progress-reporter';

function output(isTTY: boolean, columns?: number) {
  const written: string[] = [];
  return { written, stream: { isTTY, columns, write: (text: string) => written.push(text) > 0 } };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('import progress', () => {
  it('redraws a bar in place on a terminal, at most every 100 ms, and clears it when done', () => {
    const { written, stream } = output(true, 100);
    const progress = importProgressReporter('Importing', stream);
    progress.update(10, 0.1);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(100);
    progress.update(1234, 0.25);
    // 100 columns leave a 40-wide bar; a quarter of it filled.
    expect(written).toEqual([`\r\x1b[2KImporting [${'█'.repeat(10)}${'░'.repeat(30)}] 25 % · 1,234 vehicles · 0 s`]);
    vi.advanceTimersByTime(99);
    progress.update(1300, 0.3);
    expect(written).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    progress.update(5000, 1.5);
    expect(written[1]).toBe(`\r\x1b[2KImporting [${'█'.repeat(40)}] 150 % · 5,000 vehicles · 2 s`);
    progress.done();
    expect(written.at(-1)).toBe('\r\x1b[2K');
  });

  it('keeps the bar between 10 and 40 wide and leaves it out when the size is unknown', () => {
    const narrow = output(true, 30);
    const progress = importProgressReporter('Writing', narrow.stream);
    vi.advanceTimersByTime(100);
    progress.update(7, 0.5);
    expect(narrow.written).toEqual([`\r\x1b[2KWriting [${'█'.repeat(5)}${'░'.repeat(5)}] 50 % · 7 vehicles · 0 s`]);
    const unknown = output(true);
    const other = importProgressReporter('Writing', unknown.stream);
    vi.advanceTimersByTime(100);
    other.update(7);
    expect(unknown.written).toEqual(['\r\x1b[2KWriting 7 vehicles · 0 s']);
  });

  it('writes a plain line every 5 s off a terminal, and nothing to clear', () => {
    const { written, stream } = output(false);
    const progress = importProgressReporter('Importing', stream);
    vi.advanceTimersByTime(4999);
    progress.update(100, 0.5);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    progress.update(100, 0.5);
    vi.advanceTimersByTime(4999);
    progress.update(200);
    vi.advanceTimersByTime(1);
    progress.update(2500);
    progress.done();
    expect(written).toEqual(['Importing: 50 % · 100 vehicles · 5 s\n', 'Importing: 2,500 vehicles · 10 s\n']);
  });
});
