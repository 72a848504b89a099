import { useText } from './text.tsx';
import { pageRequest, pagerDefaults, pagerItems } from './pagination.ts';

interface PagerProps {
  pageCount: number;
  page: number;
  onPage: (page: number) => void;
  range?: number;
  margin?: number;
}

/**
 * Page buttons (SPEC §4): previous is off on page 1, next on the last page, the current page's button
 * does nothing, and there are no first/last buttons.
 */
export function Pager({ pageCount, page, onPage, range = pagerDefaults.range, margin = pagerDefaults.margin }: PagerProps) {
  const { t } = useText();
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    const next = pageRequest(target, page, pageCount);
    if (next !== null) onPage(next);
  };
  return (
    <nav className="mc-pager" aria-label={t('center.pager.label')}>
      <button type="button" className="mc-pager__step" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('center.pager.previous')}
      </button>
      <ul>
        {pagerItems(pageCount, page, range, margin).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} aria-hidden="true" className="mc-pager__gap">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('center.pager.page', { page: item.page })}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="mc-pager__step" disabled={page >= pageCount} onClick={() => go(page + 1)}>
        {t('center.pager.next')}
      </button>
    </nav>
  );
}
