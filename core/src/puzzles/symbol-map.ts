/**
 * Symbol mapping: a legend pairs symbols with numbers (in words); a row of symbols is
 * carved on the lock itself or on another source. The code is the row, translated.
 * With three sources the legend is split over two of them.
 */
import {
  DIGIT_WORDS,
  clamp,
  fillTemplate,
  int,
  listing,
  pick,
  readTemplate,
  shuffle,
  splitInto,
  withArticle,
  type PuzzlePattern,
  type Random,
} from './kit';
import {
  LEGEND_LEADS,
  ROW_ELSEWHERE_FACES,
  ROW_ELSEWHERE_QUIET_FACES,
  ROW_LINES,
  ROW_ON_LOCK_FACES,
  SYMBOL_WORDING,
} from './wording/symbol-map';

const SYMBOLS = ['sun', 'moon', 'star', 'eye', 'hand', 'fish', 'tree', 'bird', 'wave', 'flame', 'crown', 'snake'];
const DIGITS: [number, number] = [3, 5];

const legendText = (lead: string, pairs: Array<[string, number]>) =>
  `${lead}: ${listing(pairs.map(([symbol, n]) => `the ${symbol} stands for ${DIGIT_WORDS[n]}`))}.`;
const rowText = (random: Random, row: string[]) =>
  fillTemplate(pick(random, ROW_LINES), { row: row.map(withArticle).join(', ') });

export const symbolMap: PuzzlePattern = {
  id: 'symbol-map',
  kind: 'digits',
  sources: [1, 3],
  wording: SYMBOL_WORDING,
  generate(random, opts) {
    const digits = clamp(opts.digits ?? 3, DIGITS);
    const sourceCount = clamp(opts.sources, this.sources);
    const symbols = shuffle(random, SYMBOLS).slice(0, digits + 1);
    const values = shuffle(random, [1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, symbols.length);
    const pairs = shuffle(
      random,
      symbols.map((s, i) => [s, values[i]] as [string, number]),
    );
    const legendParts = sourceCount === 3 ? splitInto(random, pairs, 2) : [pairs];
    const onLock = sourceCount === 1;
    // Every part of the legend is needed: the row uses a symbol from each. A row on the lock's face
    // repeats no symbol, or the face alone would tell which digits are alike (answer-space.ts).
    const row = onLock
      ? shuffle(random, symbols).slice(0, digits)
      : shuffle(random, [
          ...legendParts.map((part) => part[int(random, 0, part.length - 1)][0]),
          ...Array.from({ length: digits - legendParts.length }, () => symbols[int(random, 0, symbols.length - 1)]),
        ]);
    const code = row.map((s) => values[symbols.indexOf(s)]).join('');
    const legend = {
      name: 'Symbol Legend',
      look: 'a chart of strange symbols',
      art: 'scroll',
      fixed: false,
      portable: true,
    };
    const leads = shuffle(random, LEGEND_LEADS);
    const sources = legendParts.map((part, i) => ({ ...legend, text: legendText(leads[i], part) }));
    if (!onLock)
      sources.push({
        name: 'Carved Row',
        look: 'a stone strip carved with symbols',
        text: rowText(random, row),
        art: 'statue',
        fixed: false,
        portable: false,
      });
    return {
      pattern: this.id,
      code,
      lockText: onLock
        ? fillTemplate(pick(random, ROW_ON_LOCK_FACES), { row: rowText(random, row) })
        : pick(random, opts.quietFace ? ROW_ELSEWHERE_QUIET_FACES : ROW_ELSEWHERE_FACES),
      sources,
      hints: [
        `The symbols mean something; somewhere they are explained.`,
        `A legend turns each symbol into a number, and a carved row says which symbols to use.`,
        `Take the carved symbols from left to right and replace each with the number the legend gives it; enter the digits in order.`,
      ],
    };
  },
  solve(lockText, sourceTexts) {
    const all = [lockText, ...sourceTexts].join(' ');
    const legend = new Map<string, number>();
    for (const m of all.matchAll(/the (\w+) stands for (\w+)/g)) legend.set(m[1], DIGIT_WORDS.indexOf(m[2]));
    const row = readTemplate(ROW_LINES, all, { row: '(?<row>[^.]+)' })?.row;
    if (!row || legend.size === 0) return null;
    const digits = row.split(/,\s*/).map((s) => legend.get(s.replace(/^an?\s+/, '').trim()) ?? -1);
    return digits.every((d) => d > 0) ? digits.join('') : null;
  },
};
