// @ts-check
const { Script } = require('node:vm')
const Runtime = require('jest-runtime').default

// jest compiles every module a test file loads afresh for that file, with vm.compileFunction,
// which V8's compilation cache does not serve: a worker compiled React, MUI, the mock and the app
// once per test file, a fifth of a form test's time. A vm.Script of the same text is served from
// V8's cache (context-free bytecode, inner functions included once they have run), so a worker
// compiles each module once per run. The module's function is the one jest would compile, under
// the same parameters and the same filename: only the first line's columns move.
//
// A module with `import(` keeps jest's own compile: a Script given no dynamic-import callback
// cannot import, and one given a callback is not cached. A text that does not compile as a
// Script is handed to jest's compile too, which reports the error as it always has.

const MODULE = 'Object.<anonymous>'

class CompiledOnceRuntime extends Runtime {
  /** @param {ConstructorParameters<typeof Runtime>} args */
  constructor(...args) {
    super(...args)
    /** @type {{ compile?: (source: string, filename: string) => unknown, injectedModuleParameters?: string[], environment?: { getVmContext(): import('node:vm').Context | null } } | undefined} */
    const executor = Reflect.get(this, 'executor')
    // another jest-runtime: its own compile, unchanged
    if (typeof executor?.compile !== 'function' || !executor.injectedModuleParameters) return
    const compile = executor.compile.bind(executor)
    const environment = executor.environment
    const head = `({${JSON.stringify(MODULE)}:function(${executor.injectedModuleParameters.join(',')}){`
    executor.compile = (/** @type {string} */ source, /** @type {string} */ filename) => {
      const context = environment?.getVmContext()
      if (!context || source.includes('import(')) return compile(source, filename)
      let script
      try {
        script = new Script(`${head}${source}\n}});`, { filename })
      } catch {
        return compile(source, filename)
      }
      return script.runInContext(context)[MODULE]
    }
  }
}

module.exports = CompiledOnceRuntime
