/** Detail of `nl-app-back`: where the in-app header's back arrow leads when no one cancels it. */
export interface AppBackDetail {
  path: string;
}

// The in-app header adds its event to the shared typed map, so `emit()` and
// `addEventListener('nl-app-back', ...)` type-check like the base events.
declare module '../../base/emit' {
  interface NlEventMap {
    /**
     * The in-app header's back arrow. Cancel it to close the native webview yourself; else the
     * header goes to `back-path`, back in the history, or to the app home.
     */
    'nl-app-back': AppBackDetail;
  }
}
