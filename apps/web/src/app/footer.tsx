import { APP_VERSION, COPYRIGHT_START_YEAR, PRODUCT_NAME } from '@electrobench/contracts/limits';
import { Link } from 'react-router';
import { SITE_LINKS } from '../lib/site-config';
import './footer.css';

// In the spec's order: the external forum sits between Ohm's Law and the Style Guide.
const TOOL_LINKS = [
  { label: 'SMD Search', to: '/tools/smd-search' },
  { label: 'Resistor Codes', to: '/calculators/resistor-color-code' },
  { label: "Ohm's Law", to: '/calculators/ohms-law' },
] as const;
const SITE_PAGE_LINKS = [
  { label: 'Style Guide', to: '/style-guide' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
] as const;

function InternalLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to}>{link.label}</Link>
    </li>
  ));
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function Footer() {
  const { videoUrl, codeUrl, forumUrl, contactEmail } = SITE_LINKS;
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-about">
          <p className="footer-brand">
            {PRODUCT_NAME} <span className="footer-version">{APP_VERSION}</span>
          </p>
          <p>
            Identify parts, work out values and fix it faster: tools for repair technicians and hobbyists.
          </p>
          <p className="muted">This site was built in collaboration with artificial intelligence.</p>
        </div>
        <nav className="footer-links" aria-label="Footer">
          <ul>
            <InternalLinks links={TOOL_LINKS} />
            {forumUrl ? (
              <li>
                <ExternalLink href={forumUrl}>Forum (external)</ExternalLink>
              </li>
            ) : null}
            <InternalLinks links={SITE_PAGE_LINKS} />
            {videoUrl ? (
              <li>
                <ExternalLink href={videoUrl}>Video channel</ExternalLink>
              </li>
            ) : null}
            {codeUrl ? (
              <li>
                <ExternalLink href={codeUrl}>Source code</ExternalLink>
              </li>
            ) : null}
          </ul>
          {contactEmail ? (
            <a className="btn btn-secondary btn-small" href={`mailto:${contactEmail}`}>
              Contact us by e-mail
            </a>
          ) : null}
        </nav>
      </div>
      <p className="footer-copyright">
        © {COPYRIGHT_START_YEAR}–{new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </footer>
  );
}
