// The markup of a spec sheet: a titled definition list.
interface Props {
  title: string;
  rows: { name: string; value: string }[];
}

export function SpecSheet({ title, rows }: Props) {
  return (
    <aside className="spec-sheet">
      <h3 className="spec-sheet__title">{title}</h3>
      <dl>
        {rows.map((row, index) => [<dt key={`n${index}`}>{row.name}</dt>, <dd key={`v${index}`}>{row.value}</dd>])}
      </dl>
    </aside>
  );
}
