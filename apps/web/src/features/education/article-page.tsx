import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './education.css';

export interface RelatedLink {
  to: string;
  label: string;
}

interface ArticlePageProps {
  title: string;
  lead: ReactNode;
  /** Breadcrumb parent, e.g. the basics index. */
  parent?: RelatedLink;
  related: readonly RelatedLink[];
  /** Quiz topic id for the "test yourself" link. */
  quizTopic?: string;
  children: ReactNode;
}

export function ArticlePage({ title, lead, parent, related, quizTopic, children }: ArticlePageProps) {
  return (
    <article className="page page-narrow prose edu-article">
      {parent ? (
        <nav aria-label="Breadcrumb" className="edu-crumbs">
          <Link to={parent.to}>{parent.label}</Link> <span aria-hidden="true">›</span>{' '}
          <span aria-current="page">{title}</span>
        </nav>
      ) : null}
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
      <aside className="edu-related card" aria-labelledby="edu-related-heading">
        <h2 id="edu-related-heading">Try it and go further</h2>
        <ul>
          {related.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          {quizTopic ? (
            <li>
              <Link to={`/education/quiz?topic=${quizTopic}`}>Test yourself: quiz on this topic</Link>
            </li>
          ) : null}
        </ul>
      </aside>
    </article>
  );
}

/** A drawn diagram with its caption; the SVG itself carries role="img" and a label. */
export function Figure({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <figure className="edu-figure">
      {children}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** The interactive part of an article, set apart so it is easy to find. */
export function Demo({ title, children }: { title: string; children: ReactNode }) {
  const id = `demo-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="edu-demo card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
