/**
 * Unhandled errors that should replace the page (docs/product.md#states). Errors raised by third-party scripts
 * (tag manager, translation widget) and chunk-load failures (handled by a reload) are not fatal.
 */
export function watchFatalErrors(win: Window, isIgnored: (error: unknown) => boolean): (onFatal: (error: unknown) => void) => () => void {
  return (onFatal) => {
    const onError = (event: ErrorEvent) => {
      const fromOurCode = !event.filename || event.filename.startsWith(win.location.origin);
      if (fromOurCode && !isIgnored(event.error ?? event.message)) onFatal(event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isIgnored(event.reason)) onFatal(event.reason);
    };
    win.addEventListener('error', onError);
    win.addEventListener('unhandledrejection', onRejection);
    return () => {
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
    };
  };
}
