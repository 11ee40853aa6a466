// The row of a section's sub-topics under its landing page heading (/tech/: Computing,
// Gaming, …); on a sub-topic landing the current one is marked.
interface Props {
  links: { title: string; url: string; current?: boolean }[];
}

export function TopicLinks({ links }: Props) {
  if (links.length === 0) return null;
  return (
    <nav className="topic-links" aria-label="Topics">
      <ul className="topic-links__list">
        {links.map((link) => (
          <li key={link.url}>
            <a className="topic-links__link" href={link.url} {...(link.current ? { 'aria-current': 'page' as const } : {})}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
