// jest: stylesheet imports (the terminal's CSS) have no meaning in jsdom
export default {}
