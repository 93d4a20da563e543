import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';
import styles from './section-boundary.module.css';
import { Skeleton } from './skeleton';
import { uiTexts } from './ui.texts';

/** The message of docs/portal.md 6 for one failing section; the rest of the page keeps working. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{uiTexts.sectionError}</p>
      <Button variant="link" onClick={onRetry}>
        {uiTexts.sectionRetry}
      </Button>
    </div>
  );
}

class Boundary extends Component<{ onReset: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.info('Section failed', error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <SectionError onRetry={this.retry} /> : this.props.children;
  }
}

/**
 * Wraps one section of a page: a skeleton while its data loads (suspense queries), and the section
 * error with a retry if loading or rendering fails.
 */
export function SectionBoundary({ children, loading }: { children: ReactNode; loading?: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary onReset={reset}>
          <Suspense fallback={loading ?? <Skeleton label={uiTexts.loading} />}>{children}</Suspense>
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
