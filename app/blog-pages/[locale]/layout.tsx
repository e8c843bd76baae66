// Blog list pages past the first live outside app/[locale], whose layout admits only the
// prerendered paths: each is made on its first request (see the page). The document is the same.
export { default, generateMetadata, viewport } from '../../[locale]/layout';
