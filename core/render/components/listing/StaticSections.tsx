// Named blocks of a static or landing page: a title, an optional body (from the body
// pipeline) and a list of links.
import { ArticleBody } from '../../../body/ArticleBody.tsx';
import type { StaticSection } from './listing-props.ts';

interface Props {
  sections: StaticSection[];
}

export function StaticSections({ sections }: Props) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="static-section" id={`section-${section.id}`} aria-labelledby={`section-${section.id}-title`}>
          <h2 id={`section-${section.id}-title`}>{section.title}</h2>
          {section.body ? <ArticleBody html={section.body.html} /> : null}
          {section.links.length > 0 ? (
            <ul className="static-section__links">
              {section.links.map((link, index) => (
                <li key={`${link.url}-${index}`}>
                  <a href={link.url}>{link.title}</a>
                  {link.description ? <p>{link.description}</p> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
