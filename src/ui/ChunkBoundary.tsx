import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from './lazy-page.ts';
import { useText } from './text.tsx';

interface Props {
  /** Loads the page again (LazyPage.retry). */
  onRetry: () => void;
  children: ReactNode;
}

/** What a failed page load says (SPEC §8: the page took long to load, or a load error), with a retry. */
function LoadFailure({ reason, onRetry }: { reason: ChunkLoadError['reason']; onRetry: () => void }) {
  const { t } = useText();
  return (
    <div className="mc-notice mc-notice--error" role="alert">
      <p>{t(reason === 'timeout' ? 'center.chunk.timeout' : 'center.chunk.failed')}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {t('center.chunk.retry')}
      </button>
    </div>
  );
}

/** Catches a page's chunk-load error and offers to load it again; any other error goes on up. */
export class ChunkBoundary extends Component<Props, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) return <LoadFailure reason={error.reason} onRetry={this.retry} />;
    if (error) throw error;
    return this.props.children;
  }
}
