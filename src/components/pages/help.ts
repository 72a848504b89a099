import type { HelpArticle } from '../../content/schemas.ts';

/** /helpmc is the bare help center, a route of its own, so no tag may claim it. */
const reservedTags: readonly string[] = ['mc'];

/** The unprefixed path of a help tag's page, e.g. "/helpdeposit". */
export const helpPath = (tag: string) => `/help${tag}`;

export interface HelpTopic {
  tag: string;
  articles: HelpArticle[];
}

/** One topic per tag in the order its first article comes, each topic's articles in order. */
export function helpTopics(articles: readonly HelpArticle[]): HelpTopic[] {
  const topics = new Map<string, HelpArticle[]>();
  for (const article of [...articles].sort((a, b) => a.order - b.order)) {
    if (reservedTags.includes(article.tag)) continue;
    const list = topics.get(article.tag) ?? [];
    list.push(article);
    topics.set(article.tag, list);
  }
  return [...topics].map(([tag, list]) => ({ tag, articles: list }));
}
