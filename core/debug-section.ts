// A section of the debug toolbar (spec 001 §2): a title and its rows, as data. The core
// fills its own (route, cache, content calls, …); plugins add theirs through the
// `debugSections` hook, and only the core turns them into markup.
export interface DebugSection {
  /** Shown as the section's heading, e.g. 'Vanity'. */
  title: string;
  /** Label and value, shown in order; an empty list says "nothing". */
  rows: readonly (readonly [label: string, value: string])[];
}
