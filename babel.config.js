// Babel only strips types and compiles JSX; `tsc --noEmit` does the type checking.
// Fast refresh is added only for the dev server (see webpack.config.ts), never to builds or jest.
module.exports = (api) => {
  const isTest = api.env('test')
  const refresh = api.caller((caller) => Boolean(caller && caller.refresh))
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ],
    plugins: refresh ? ['react-refresh/babel'] : [],
  }
}
