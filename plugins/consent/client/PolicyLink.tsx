// The privacy policy link after a sentence, when the site names a policy.
interface Props {
  href: string | undefined;
}

export function PolicyLink({ href }: Props) {
  if (!href) return null;
  return (
    <>
      {' '}
      <a href={href}>Privacy policy</a>
    </>
  );
}
