// A display date computed by the loader (relative or US Pacific), so hydration matches.
import type { DisplayDate } from './article-props.ts';

interface Props {
  date: DisplayDate;
  className?: string;
}

export function DateLine({ date, className = 'date-line' }: Props) {
  return (
    <p className={className}>
      {`${date.label} `}
      <time dateTime={date.iso} title={date.long}>
        {date.display}
      </time>
    </p>
  );
}
