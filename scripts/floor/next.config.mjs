// The floor: a bare Next.js App Router page of the site's own versions, built and served by
// `npm run bench:floor` beside the site, so Lighthouse compares our pages with what Next costs.
const config = { poweredByHeader: false };
export default config;
