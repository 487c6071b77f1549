import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../components/error-screen.tsx';

interface Props {
  siteName: string;
  /** Subscribes to unhandled errors outside React (window error / unhandledrejection). */
  watch?: (onFatal: (error: unknown) => void) => () => void;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** docs/product.md#states: a fatal or unhandled error replaces the page with the error screen. */
export class FatalErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  private unwatch: (() => void) | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidMount(): void {
    this.unwatch = this.props.watch?.((error) => {
      this.props.onError?.(error);
      this.setState({ failed: true });
    });
  }

  override componentWillUnmount(): void {
    this.unwatch?.();
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen status={500} siteName={this.props.siteName} /> : this.props.children;
  }
}
