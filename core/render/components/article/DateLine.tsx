// A display date computed by the loader (relative or US Pacific), so hydration matches.
// With the relativeDates flag off, every date reads as its calendar date.
import { formatShortDate } from '../../../content/rules/date-display.ts';
import { CORE_FEATURES } from '../../../features.ts';
import { useFeature } from '../../features.ts';
import type { DisplayDate } from './article-props.ts';

interface Props {
  date: DisplayDate;
  className?: string;
}

/** The loader's display text, or the calendar date when relative dates are off. */
export function useDateText(display: string, iso: string | undefined): string {
  const relative = useFeature(CORE_FEATURES.relativeDates);
  return relative || !iso ? display : formatShortDate(iso);
}

export function DateLine({ date, className = 'date-line' }: Props) {
  const text = useDateText(date.display, date.iso);
  return (
    <p className={className}>
      {`${date.label} `}
      <time dateTime={date.iso} title={date.long}>
        {text}
      </time>
    </p>
  );
}
