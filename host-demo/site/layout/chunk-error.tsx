import { Component, lazy, useId, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { NlClient } from '../../../sdk';
import { useTranslation } from '../pages/use-translation';
import styles from '../pages/page-styles';

/**
 * What a player sees instead of a blank page when a piece of the page's code did not load (SPEC
 * §8: ChunkLoadError 'Loading chunk N failed', or a dynamic import that rejects): what happened,
 * and a Retry button that loads it again.
 */
export function ChunkError({ client, onRetry }: { client: NlClient; onRetry: () => void }) {
  const t = useTranslation(client);
  const titleId = useId();
  return (
    <div style={styles.page}>
      <section role="alert" aria-labelledby={titleId} data-state="chunk-error" style={styles.notAvailable}>
        <h1 id={titleId} style={styles.pageTitle}>
          {t('site.chunkError.title')}
        </h1>
        <p>{t('site.chunkError.message')}</p>
        <button type="button" onClick={onRetry} style={RETRY}>
          {t('common.retry')}
        </button>
      </section>
    </div>
  );
}

const RETRY = {
  paddingBlock: 10, paddingInline: 24, borderRadius: 8, border: 'none', background: '#14183a', color: '#fff',
  fontWeight: 600, fontSize: '1rem', cursor: 'pointer',
} as const;

/** A page module loaded on demand that can be loaded again after it failed. */
export interface RetryableLazy<Props> {
  /** The lazy component to render now (a fresh one after {@link retry} of a failed load). */
  readonly Component: LazyExoticComponent<ComponentType<Props>>;
  /** After a failed load, the next render imports the module again; a loaded module stays as it is. */
  retry(): void;
}

/**
 * `React.lazy` keeps a failed import for good, so Retry would fail again without a request. This
 * one makes a new lazy component after a failure, which imports the module again.
 *
 * @example const faq = retryableLazy(() => import('./pages/faq-page')); <faq.Component />; faq.retry();
 */
export function retryableLazy<Props>(load: () => Promise<{ default: ComponentType<Props> }>): RetryableLazy<Props> {
  let failed = false;
  const attempt = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let component = lazy(attempt);
  return {
    get Component() {
      return component;
    },
    retry() {
      if (!failed) return;
      failed = false;
      component = lazy(attempt);
    },
  };
}

interface PageBoundaryProps {
  client: NlClient;
  /** Loads the failed code again (e.g. {@link RetryableLazy.retry}) before the page renders again. */
  onRetry: () => void;
  /** The page's address: a new one clears the message. */
  resetKey: string;
  /**
   * Renders the page; called again on each render, so after Retry it reads the fresh lazy
   * component ({@link RetryableLazy.Component}) rather than the one that failed.
   */
  children: () => ReactNode;
}

/**
 * Around a page: when its code fails to load (or it fails to render), shows {@link ChunkError}
 * in its place rather than unmounting the whole site to a blank page; Retry loads it again.
 */
export class PageBoundary extends Component<PageBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: PageBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <ChunkError client={this.props.client} onRetry={this.retry} />;
    return this.props.children();
  }
}
