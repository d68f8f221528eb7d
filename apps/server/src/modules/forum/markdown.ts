import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Internal links found for words of a post: part numbers -> lookup page, @names -> profile. */
export type AutoLinks = { parts: Map<string, string>; mentions: Map<string, string> };

/** Word-like runs that may be a part number: letters and digits, with inner hyphens or dots. */
export const PART_CANDIDATE = /(?<![\w@.-])[A-Za-z0-9][A-Za-z0-9.-]*[A-Za-z0-9](?![\w-]|\.\w)/g;
/** `@name` not preceded by a word character (so e-mail addresses are not mentions). */
export const MENTION = /(?<![\w@])@([A-Za-z0-9_-]{3,30})(?![\w-])/g;

export const normPart = (word: string) => word.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** A part number has a letter and a digit (BC547, 2SC5200), so plain words and numbers are skipped. */
export const looksLikePart = (word: string) =>
  word.length >= 3 && word.length <= 30 && /[A-Za-z]/.test(word) && /\d/.test(word);

const md = new MarkdownIt('default', { html: false, linkify: true, typographer: false });
type StateCore = Parameters<Parameters<typeof md.core.ruler.push>[1]>[0];
type Token = StateCore['tokens'][number];

function linkTokens(state: StateCore, href: string, text: string, className: string): Token[] {
  const open = new state.Token('link_open', 'a', 1);
  open.attrs = [
    ['href', href],
    ['class', className],
  ];
  const body = new state.Token('text', '', 0);
  body.content = text;
  return [open, body, new state.Token('link_close', 'a', -1)];
}

/** Splits one text token into text and internal links for the words `links` knows. */
function splitText(state: StateCore, token: Token, links: AutoLinks): Token[] {
  const text = token.content;
  const pattern = new RegExp(`${MENTION.source}|${PART_CANDIDATE.source}`, 'g');
  const out: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const word = match[0];
    const href = match[1] ? links.mentions.get(match[1].toLowerCase()) : links.parts.get(normPart(word));
    if (!href) continue;
    if (match.index > last)
      out.push(Object.assign(new state.Token('text', '', 0), { content: text.slice(last, match.index) }));
    out.push(...linkTokens(state, href, word, match[1] ? 'mention' : 'part-link'));
    last = match.index + word.length;
  }
  if (out.length === 0) return [token];
  if (last < text.length)
    out.push(Object.assign(new state.Token('text', '', 0), { content: text.slice(last) }));
  return out;
}

md.core.ruler.push('eb_autolinks', (state) => {
  const links = (state.env as { links?: AutoLinks }).links;
  if (!links || (links.parts.size === 0 && links.mentions.size === 0)) return;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    let insideLink = 0;
    const children: Token[] = [];
    for (const child of block.children) {
      if (child.type === 'link_open') insideLink += 1;
      if (child.type === 'link_close') insideLink -= 1;
      children.push(
        ...(child.type === 'text' && insideLink === 0 ? splitText(state, child, links) : [child]),
      );
    }
    block.children = children;
  }
});

const EXTERNAL_REL = 'nofollow ugc noopener';

/** Allow-list: what markdown-it can produce for CommonMark + GFM tables, nothing else. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'class'],
    img: ['src', 'alt', 'title', 'loading', 'referrerpolicy'],
    ol: ['start'],
    code: ['class'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedClasses: { a: ['mention', 'part-link'], code: [/^language-[\w+-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const internal = href.startsWith('/') && !href.startsWith('//');
      return { tagName, attribs: internal ? attribs : { ...attribs, rel: EXTERNAL_REL } };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', referrerpolicy: 'no-referrer' },
    }),
  },
};

/** Markdown -> safe HTML. Raw HTML in the source is shown as text; links only http(s)/mailto. */
export function renderMarkdown(
  content: string,
  links: AutoLinks = { parts: new Map(), mentions: new Map() },
): string {
  return sanitizeHtml(md.render(content, { links }), SANITIZE);
}

/** Plain text of a post for excerpts (markdown syntax kept, tags dropped). */
export function plainExcerpt(content: string, max = 200): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
