// A page past the last: the language's 404, as anywhere under app/[locale].
export { default } from '../../[locale]/not-found';
