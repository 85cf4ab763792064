import { createHash } from 'node:crypto'
import path from 'node:path'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import TerserPlugin from 'terser-webpack-plugin'
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin'
import webpack from 'webpack'
import type { Configuration } from 'webpack'
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server'
import { isApiRequest } from './test/apiPaths'
import { API_VERSION } from './src/api/generated/version'
import { startEarlyRequests } from './src/app/earlyRequests'
import { STARTUP_REQUESTS } from './src/app/startupRequests'

/**
 * Writes one script file of the given source into the build (src/app/earlyRequests.ts says why
 * the early requests are a file of their own and not an inline script).
 */
class EmitScriptPlugin {
  constructor(
    private readonly file: string,
    private readonly source: string,
  ) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EmitScriptPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.file, new webpack.sources.RawSource(this.source)),
      )
    })
  }
}

/** The early requests' script: the function's own source, called with the list and the version. */
function earlyRequestsScript() {
  const source = `(${startEarlyRequests.toString()})(${JSON.stringify(STARTUP_REQUESTS)}, ${JSON.stringify(API_VERSION)}, location.pathname)\n`
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
  return { file: `assets/early.${hash}.js`, source }
}

type Env = { demo?: boolean; sourcemaps?: boolean; WEBPACK_SERVE?: boolean }
type Argv = { mode?: 'development' | 'production' }

export default (
  env: Env = {},
  argv: Argv = {},
): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production'
  const serve = Boolean(env.WEBPACK_SERVE)
  const apiUrl = process.env.API_URL
  // Mock mode: the demo build, or the dev server without API_URL. Never the plain production build.
  const mock = Boolean(env.demo) || (serve && !apiUrl)
  const refresh = serve && !production
  // A real API host answers them; in mock mode Mirage only answers the app's own fetches.
  const early = mock ? null : earlyRequestsScript()

  return {
    mode: production ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      path: path.resolve(__dirname, env.demo ? 'dist-demo' : 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
    },
    // No source maps in a production or demo build: beside the bundle they would be served to
    // anyone with the code's every comment, and making them took a sixth of a build. `--env
    // sourcemaps` writes them for a debugging session outside what is served (dist-sourcemaps/,
    // no sourceMappingURL in the bundle; a browser's devtools take them by hand).
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '~': path.resolve(__dirname, 'src'), '~mirage': path.resolve(__dirname, 'mirage') },
    },
    module: {
      rules: [
        {
          // a scenario's records, built in node at build time (mirage/prebuilt.ts)
          resourceQuery: /fleet-records/,
          type: 'javascript/auto',
          use: path.resolve(__dirname, 'mirage/sim/scenarios/fleetRecords.loader.js'),
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          resourceQuery: { not: [/fleet-records/] },
          use: {
            loader: 'babel-loader',
            options: {
              cacheDirectory: path.resolve(__dirname, 'node_modules/.cache/babel'),
              // Babel's env follows webpack's mode (production JSX runtime, no dev checks).
              envName: production ? 'production' : 'development',
              caller: { refresh },
            },
          },
        },
        {
          // The grid's material slots import every MUI component any grid panel can show; the
          // ones only an opened panel or a loading grid shows (the filter's autocomplete, tabs,
          // switches, badges, the progress bar, the Columns panel's search field) or that the
          // console never shows (the filter panel's chips and selects, the default pager) load
          // when first rendered (src/components/table/gridSlots), not with every list page.
          test: /[\\/]@mui[\\/]x-data-grid[\\/]material[\\/]index\.mjs$/,
          resolve: {
            alias: Object.fromEntries(
              [
                'Autocomplete',
                'Tabs',
                'Tab',
                'Switch',
                'Badge',
                'LinearProgress',
                'TextField',
                'Select',
                'Chip',
                'TablePagination',
              ].map((name) => [
                `@mui/material/${name}$`,
                path.resolve(__dirname, `src/components/table/gridSlots/${name}.tsx`),
              ]),
            ),
          },
        },
        // Only the serial console's terminal styles (@xterm/xterm) are CSS; style-loader puts them
        // in the lazily loaded chunk that imports them, not on the first page.
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    // Persistent cache: rebuilds on 2 cores are slow without it.
    cache: {
      type: 'filesystem',
      name: `${production ? 'prod' : 'dev'}-${mock ? 'mock' : 'api'}`,
      // A change to either config invalidates the cache (it once kept a dev JSX runtime in a build).
      buildDependencies: { config: [__filename, path.resolve(__dirname, 'babel.config.js')] },
    },
    plugins: [
      new webpack.DefinePlugin({
        // Compile-time constant: with `false`, webpack drops the Mirage import and its chunk.
        'process.env.MOCK_API': JSON.stringify(mock ? 'true' : 'false'),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        earlyScript: early ? `/${early.file}` : null,
      }),
      ...(early ? [new EmitScriptPlugin(early.file, early.source)] : []),
      ...(refresh ? [new ReactRefreshPlugin({ overlay: false })] : []),
      ...(production && env.sourcemaps
        ? [
            new webpack.SourceMapDevToolPlugin({
              filename: `../${env.demo ? 'dist-demo' : 'dist'}-sourcemaps/[file].map`,
              append: false,
            }),
          ]
        : []),
    ],
    optimization: {
      // swc's minifier (the @swc/core jest already uses): half of a build's time went to terser,
      // and swc's output is no bigger (demo build: 31 s instead of 62 s, 1,169 KB gzipped
      // instead of 1,174 KB).
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React, router and redux change rarely: one long-cached chunk on the first page.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|redux|react-redux|immer|reselect)[\\/]/,
            name: 'framework',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: Number(process.env.PORT ?? 4000),
      historyApiFallback: true,
      hot: true,
      open: process.env.CI ? false : ['/projects'],
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      proxy: apiUrl
        ? [
            {
              // the same rule test/serve.ts follows when it stands in for a real host
              context: (pathname: string, req: { headers: { accept?: string } }) =>
                isApiRequest(pathname, req.headers.accept),
              target: apiUrl,
              changeOrigin: true,
              secure: false,
              ws: true, // serial console stream
            },
          ]
        : [],
    },
  }
}
