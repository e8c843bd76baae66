import type { BlogPosting, BreadcrumbList, DefinedTerm, FAQPage, WebSite, WithContext } from 'schema-dts';
import type { FaqItem } from '../blocks';
import { absoluteUrl, shareImage } from './site';

export function websiteData(name: string, description: string, path: string, language: string): WithContext<WebSite> {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name, description, url: absoluteUrl(path), inLanguage: language };
}

export function breadcrumbData(trail: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

export function articleData(
  article: { title: string; description: string; date: string; featuredImage: string },
  path: string,
  language: string,
  publisher: string,
): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    image: absoluteUrl(article.featuredImage || shareImage.url),
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    inLanguage: language,
    datePublished: article.date,
    author: { '@type': 'Organization', name: publisher },
    publisher: { '@type': 'Organization', name: publisher },
  };
}

/** A card of the library as a term of the set its index page defines. */
export function cardTermData(
  card: { name: string; description: string; numeral: string; image: string },
  path: string,
  set: { name: string; path: string },
): WithContext<DefinedTerm> {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: card.name,
    description: card.description,
    // Court cards carry no number.
    ...(card.numeral ? { termCode: card.numeral } : {}),
    image: absoluteUrl(card.image),
    url: absoluteUrl(path),
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: set.name, url: absoluteUrl(set.path) },
  };
}

/** Questions and their answers, as search engines read a FAQ. */
export function faqData(faq: readonly FaqItem[], language: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  };
}
