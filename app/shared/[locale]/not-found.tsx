// A code that names no spread: the language's 404, as anywhere under app/[locale].
export { default } from '../../[locale]/not-found';
