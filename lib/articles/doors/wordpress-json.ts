import 'server-only';
import { looksLikeHtml } from '../../blog/sanitize';
import { locales, type Locale } from '../../i18n/routing';
import { articlePath, blogListPath } from '../../routes/paths';
import { absoluteUrl } from '../../seo/site';
import type { ServerPost } from '../post-store';
import { escapeHtml } from './fields';
import { categoryId } from './wordpress-schema';

const languageNames: Record<Locale, string> = { en: 'English', es: 'Español', it: 'Italiano' };
const noSeconds = (iso: string) => iso.slice(0, 19);

/** A post as WordPress's REST API writes it (the fields the tools read). */
export function wpPost(post: ServerPost) {
  const link = absoluteUrl(articlePath(post.id, post.locale));
  const date = /^\d{4}-\d\d-\d\d$/.test(post.date) ? `${post.date}T00:00:00` : noSeconds(post.created);
  const content = looksLikeHtml(post.content) ? post.content : `<p>${escapeHtml(post.content)}</p>`;
  return {
    id: post.postId,
    date,
    date_gmt: date,
    guid: { rendered: link },
    modified: noSeconds(post.updated),
    modified_gmt: noSeconds(post.updated),
    slug: post.id,
    status: post.status,
    type: 'post',
    link,
    title: { rendered: escapeHtml(post.title), raw: post.title },
    content: { rendered: content, raw: post.content, protected: false },
    excerpt: { rendered: `<p>${escapeHtml(post.description)}</p>\n`, raw: post.description, protected: false },
    author: 1,
    featured_media: 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    format: 'standard',
    meta: [],
    categories: [categoryId(post.locale)],
    tags: [],
    lang: post.locale,
  };
}

/** The three languages as WordPress categories. */
export const wpCategories = () =>
  locales.map((locale) => ({
    id: categoryId(locale),
    count: 0,
    description: '',
    link: absoluteUrl(blogListPath(locale)),
    name: languageNames[locale],
    slug: locale,
    taxonomy: 'category',
    parent: 0,
    meta: [],
  }));

/** The one user every key publishes as. */
export const wpUser = () => ({
  id: 1,
  name: 'Publisher',
  url: '',
  description: '',
  link: absoluteUrl('/blog'),
  slug: 'publisher',
  avatar_urls: {},
  meta: [],
});

const route = (methods: string[], args: string[] = []) => ({
  namespace: 'wp/v2',
  methods,
  endpoints: [{ methods, args: Object.fromEntries(args.map((name) => [name, {}])) }],
});
const listArgs = ['context', 'page', 'per_page', 'search', 'slug', 'status', 'categories', 'lang', 'order', 'orderby'];

/** The API root that discovery reads: the routes this subset answers. */
export function wpIndex(name: string, description: string) {
  const home = absoluteUrl('/').replace(/\/$/, '');
  return {
    name,
    description,
    url: home,
    home,
    gmt_offset: 0,
    timezone_string: 'UTC',
    namespaces: ['wp/v2'],
    authentication: { 'application-passwords': { endpoints: {} } },
    routes: {
      '/': { namespace: '', methods: ['GET'], endpoints: [{ methods: ['GET'], args: { context: {} } }] },
      '/wp/v2': { ...route(['GET'], ['namespace', 'context']) },
      '/wp/v2/posts': {
        namespace: 'wp/v2',
        methods: ['GET', 'POST'],
        endpoints: [
          { methods: ['GET'], args: Object.fromEntries(listArgs.map((arg) => [arg, {}])) },
          { methods: ['POST'], args: {} },
        ],
      },
      '/wp/v2/posts/(?P<id>[\\d]+)': {
        namespace: 'wp/v2',
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        endpoints: [
          { methods: ['GET'], args: { id: {}, context: {} } },
          { methods: ['POST', 'PUT', 'PATCH'], args: {} },
          { methods: ['DELETE'], args: { id: {}, force: {} } },
        ],
      },
      '/wp/v2/categories': route(['GET'], ['context', 'page', 'per_page', 'slug']),
      '/wp/v2/categories/(?P<id>[\\d]+)': route(['GET'], ['id', 'context']),
      '/wp/v2/users': route(['GET'], ['context', 'page', 'per_page']),
      '/wp/v2/users/me': route(['GET'], ['context']),
      '/wp/v2/users/(?P<id>[\\d]+)': route(['GET'], ['id', 'context']),
    },
    _links: {},
  };
}
