// xterm in jsdom: import this before anything that imports @xterm/xterm (its modules ask for a
// canvas as they load). jsdom has no canvas and no matchMedia; xterm measures with a canvas where
// it can and falls back to the DOM without one, and listens to matchMedia for the pixel ratio.
// Testing Library reads the DOM renderer's rows (`.xterm-rows`) and the terminal's own API.

HTMLCanvasElement.prototype.getContext = () => null

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => {
      const list: Partial<MediaQueryList> = {
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }
      return list as MediaQueryList
    },
  })
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
