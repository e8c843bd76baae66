// A slug that names no article: the language's 404, as anywhere under app/[locale].
export { default } from '../../[locale]/not-found';
