/** One figure of the speed goals: what was measured against its goal. */
export type Figure = {
  figure: string;
  /** What was measured, as printed ("0.42× (20,566 req/s)"). */
  measured: string;
  /** The goal, as printed ("≥ 0.5×"). */
  goal: string;
  passed: boolean;
};

/** The figures of a run, collected by every part and printed as one table at the end. */
export type Summary = {
  add: (figure: Figure) => void;
  /** Prints the table; true when every figure met its goal (and when there was none). */
  print: (context: string) => boolean;
};

export function createSummary(): Summary {
  const figures: Figure[] = [];
  return {
    add: (figure) => figures.push(figure),
    print: (context) => {
      if (figures.length === 0) return true;
      const missed = figures.filter((f) => !f.passed).length;
      const lines = [
        '## Summary: the speed goals',
        '',
        context,
        '',
        '| figure | measured | goal | result |',
        '|---|---|---|---|',
        ...figures.map(
          (f) => `| ${f.figure} | ${f.measured} | ${f.goal} | ${f.passed ? 'PASS' : 'FAIL'} |`,
        ),
        '',
        `${figures.length - missed} of ${figures.length} goals met.`,
        '',
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
      return missed === 0;
    },
  };
}

/** "0.42×", "0.046×", "0.0051×": a ratio with at least two significant digits. */
export function ratio(value: number): string {
  const decimals = value < 0.01 ? 4 : value < 0.1 ? 3 : 2;
  return `${value.toFixed(decimals)}×`;
}

/** "20,566": a whole number with thousands separators. */
export function whole(value: number): string {
  return Math.round(value).toLocaleString('en');
}
