/**
 * What other modules and the app use of logistics news: the public pages' heads, the public
 * articles for the sitemap and the feed, and a week's articles for the weekly job news.
 */
export { NEWS_LIST_PATH, newsArticleHead, newsListHead } from './page-head';
export { newsHref } from './read';
export {
  listPublic as publicNews,
  publicSlugs as publicNewsSlugs,
  publishedBetween as newsPublishedBetween,
} from './repository';
export { newsRoutes } from './routes';
