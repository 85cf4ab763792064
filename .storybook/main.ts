import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-webpack5'
import webpack from 'webpack'

const fromRoot = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url))

const config: StorybookConfig = {
  framework: '@storybook/react-webpack5',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // The babel compiler addon loads the project's babel.config.js (babel-loader's default
  // config lookup), so stories compile exactly like the app.
  addons: ['@storybook/addon-webpack5-compiler-babel', '@storybook/addon-a11y'],
  webpackFinal: async (config) => {
    config.resolve ??= {}
    config.resolve.alias = {
      ...config.resolve.alias,
      '~': fromRoot('src'),
      '~mirage': fromRoot('mirage'),
      // test helpers a story's store setup shares with the jest suites
      '~test': fromRoot('test'),
    }
    config.plugins ??= []
    // Stories never reach a real API; app code that asks (process.env.MOCK_API) sees mock mode.
    config.plugins.push(
      new webpack.DefinePlugin({ 'process.env.MOCK_API': JSON.stringify('true') }),
    )
    return config
  },
}

export default config
