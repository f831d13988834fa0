import { Component, type ReactNode } from 'react';
import * as styles from './Island.css';

interface Props {
  /** The localized 'Unexpected Application Error!' title. */
  errorTitle: string;
  children: ReactNode;
}

/** Shows the spec's fallback in place of an island that throws; the rest of the page stays. */
export class IslandBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className={styles.fallback}>
        <h2 className={styles.fallbackTitle}>{this.props.errorTitle}</h2>
        <p className={styles.fallbackMessage}>{error.message}</p>
        {error.stack ? <pre className={styles.fallbackStack}>{error.stack}</pre> : null}
      </div>
    );
  }
}
