/**
 * The room browser's search box, filters and sort (issue 31 item 1). Native controls, each with a
 * label, so keyboard, touch and screen readers work as the platform's own. The search box keeps
 * what was typed; the parent sends it to the address after a pause.
 */
import { AGENT_THEMES, DIFFICULTIES, type BrowserSort, type Difficulty, type RoomLength } from '@core';
import type { BrowserFilters as Filters } from '../../data/community/browser-filters';

const LENGTH_LABELS: Record<RoomLength, string> = {
  short: 'Short (under 15 min)',
  medium: 'Medium (15–30 min)',
  long: 'Long (30 min or more)',
};
/** The studio's themes, and a theme from the address that is not one of them. */
const themesWith = (theme: string): string[] =>
  theme && !(AGENT_THEMES as readonly string[]).includes(theme) ? [...AGENT_THEMES, theme] : [...AGENT_THEMES];
const SORT_LABELS: Record<BrowserSort, string> = { top: 'Top rated', new: 'Newest', played: 'Most played' };

interface Props {
  /** What the search box shows (may run ahead of the list's filters). */
  text: string;
  onText: (text: string) => void;
  filters: Filters;
  onChange: (filters: Filters) => void;
}

interface SelectProps {
  label: string;
  value: string;
  options: Array<[value: string, label: string]>;
  onValue: (value: string) => void;
  testId: string;
}

function SelectField({ label, value, options, onValue, testId }: SelectProps) {
  return (
    <label className="browser-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onValue(event.target.value)} data-testid={testId}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}

const ANY: [string, string] = ['', 'Any'];
const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

export default function BrowserFilters({ text, onText, filters, onChange }: Props) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <form className="browser-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="browser-field browser-field--search">
        <span>Search rooms</span>
        <input
          type="search"
          value={text}
          onChange={(event) => onText(event.target.value)}
          placeholder="Title, theme or story"
          maxLength={100}
          enterKeyHint="search"
          data-testid="browser-search"
        />
      </label>
      <SelectField
        label="Difficulty"
        value={filters.difficulty}
        options={[ANY, ...DIFFICULTIES.map((d): [string, string] => [d, capitalised(d)])]}
        onValue={(value) => set({ difficulty: value as Difficulty | '' })}
        testId="filter-difficulty"
      />
      <SelectField
        label="Theme"
        value={filters.theme}
        options={[ANY, ...themesWith(filters.theme).map((t): [string, string] => [t, t])]}
        onValue={(theme) => set({ theme })}
        testId="filter-theme"
      />
      <SelectField
        label="Length"
        value={filters.length}
        options={[ANY, ...(Object.entries(LENGTH_LABELS) as Array<[string, string]>)]}
        onValue={(value) => set({ length: value as RoomLength | '' })}
        testId="filter-length"
      />
      <SelectField
        label="Sort by"
        value={filters.sort}
        options={Object.entries(SORT_LABELS) as Array<[string, string]>}
        onValue={(value) => set({ sort: value as BrowserSort })}
        testId="browser-sort"
      />
    </form>
  );
}
