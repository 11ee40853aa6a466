// What Global Privacy Control means here, said where the reader chooses.
interface Props {
  /** Names of the categories GPC turns off. */
  names: readonly string[];
}

export function GpcNote({ names }: Props) {
  return (
    <p className="consent-gpc" role="note">
      Your browser sends Global Privacy Control: we take it as a request not to sell or share your personal information, so{' '}
      {names.join(' and ')} stay off unless you switch them on yourself.
    </p>
  );
}
