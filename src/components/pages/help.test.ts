import { describe, expect, it } from 'vitest';
import type { HelpArticle } from '../../content/schemas.ts';
import { helpPath, helpTopics } from './help.ts';

const text = { en: 'x', pt: 'x', tl: 'x' };
const article = (id: string, tag: string, order: number): HelpArticle => ({ id, tag, order, title: text, body: text });

describe('helpTopics', () => {
  it('groups articles by tag in the order of their first article', () => {
    const topics = helpTopics([article('b', 'deposit', 2), article('a', 'account', 1), article('c', 'deposit', 0)]);
    expect(topics.map((topic) => topic.tag)).toEqual(['deposit', 'account']);
    expect(topics[0]?.articles.map((a) => a.id)).toEqual(['c', 'b']);
  });
  it('leaves out a tag that would take the bare help center route', () => {
    expect(helpTopics([article('a', 'mc', 1)])).toEqual([]);
  });
  it('builds the page path from the tag', () => {
    expect(helpPath('deposit')).toBe('/helpdeposit');
  });
});
