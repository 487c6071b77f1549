/** The app shell: header, footer, navigation, home, snackbar, build watcher. */
export const app = {
  siteName: 'Galant',
} as const;
