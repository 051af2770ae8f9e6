type Output = Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean; columns?: number };

export type ProgressReporter = {
  /** `rows` handled so far; `fraction` of the input read (0…1) when the size is known. */
  update(rows: number, fraction?: number): void;
  done(): void;
};

const TTY_INTERVAL_MS = 100;
const LINE_INTERVAL_MS = 5000;

/**
 * Progress of a long stock command on stderr: a bar redrawn in place on a terminal, a plain line every
 * few seconds otherwise (logs, CI), so the output stays readable in both.
 */
export function importProgressReporter(label: string, output: Output = process.stderr): ProgressReporter {
  const started = Date.now();
  let last = started;
  let drawn = false;

  const describe = (rows: number, fraction: number | undefined) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const percent = fraction === undefined ? '' : `${Math.floor(fraction * 100)} % · `;
    return `${percent}${rows.toLocaleString('en-US')} vehicles · ${seconds} s`;
  };

  return {
    update(rows, fraction) {
      const now = Date.now();
      if (output.isTTY) {
        if (now - last < TTY_INTERVAL_MS) return;
        const width = Math.max(10, Math.min(40, (output.columns ?? 80) - 60));
        const filled = fraction === undefined ? 0 : Math.round(Math.min(1, fraction) * width);
        const bar = fraction === undefined ? '' : `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] `;
        output.write(`\r\x1b[2K${label} ${bar}${describe(rows, fraction)}`);
        drawn = true;
      } else {
        if (now - last < LINE_INTERVAL_MS) return;
        output.write(`${label}: ${describe(rows, fraction)}\n`);
      }
      last = now;
    },
    done() {
      if (drawn) output.write('\r\x1b[2K');
    },
  };
}
